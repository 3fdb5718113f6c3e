// What a text input shows while it is typed in. Each keystroke goes to the editor at once, and the
// form is drawn again with the document the editor's text becomes; while the input has the focus
// it keeps what was typed (so neither a document that arrives a little late nor a number not yet
// whole, such as "-", takes it back), and otherwise shows the document's value. A value the input
// did not send itself (an undo, a redo, an edit in the text) is shown at once, focused or not.
import { useState } from 'react';

export interface Draft {
  value: string;
  set: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

export function useDraft(value: string): Draft {
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(value);
  // What this input has sent since it took the focus: the document may come back with any of them, late.
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  // A new value from the document (React's way to adjust state to a changed prop while drawing).
  if (shown !== value) {
    setShown(value);
    if (!focused || !sent.has(value)) setDraft(value);
  }
  return {
    value: draft,
    set: (next) => {
      setDraft(next);
      setSent((before) => new Set(before).add(next));
    },
    onFocus: () => {
      setFocused(true);
      setSent(new Set());
    },
    onBlur: () => {
      setFocused(false);
      setDraft(value);
    },
  };
}
