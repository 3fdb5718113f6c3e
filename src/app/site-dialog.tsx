// A modal message with one button, on the browser's own <dialog> (focus on its button, the page
// behind inert, Escape closes, a backdrop): light enough for the entry bundle, where it must be,
// since it speaks when chunks cannot load.
import { useEffect, useId, useRef } from 'react';
import { Button } from '@mantine/core';

interface Props {
  title: string;
  body: string;
  /** The button's words; pressing it calls `onAction`. */
  action: string;
  onAction: () => void;
  /** Escape or the browser closed the dialog (or the cancel button, when there is one). */
  onClose: () => void;
  /** The words of a second button that only closes the dialog: a question that can be declined. */
  cancel?: string;
  /** For tests and styles: which message this is. */
  name: string;
}

/** Shown (modal) while mounted. */
export function SiteDialog({ title, body, action, onAction, onClose, cancel, name }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog ref={ref} className="site-dialog" data-dialog={name} aria-labelledby={titleId} aria-describedby={bodyId} onClose={onClose}>
      <h2 id={titleId} className="site-dialog-title">
        {title}
      </h2>
      <p id={bodyId} className="site-dialog-body">
        {body}
      </p>
      <div className="site-dialog-actions">
        {cancel ? (
          <Button variant="default" onClick={onClose}>
            {cancel}
          </Button>
        ) : null}
        <Button onClick={onAction}>{action}</Button>
      </div>
    </dialog>
  );
}
