// What a text input shows while it is typed in. Each keystroke goes to the editor at once, and the
// form is drawn again with the document the editor's text becomes; while the input has the focus
// it keeps what was typed (so neither a document that arrives a little late nor a number not yet
// whole, such as "-", takes it back), and otherwise shows the document's value.
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
  // A new value from the document (React's way to adjust state to a changed prop while drawing).
  if (shown !== value) {
    setShown(value);
    if (!focused) setDraft(value);
  }
  return {
    value: draft,
    set: setDraft,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      setDraft(value);
    },
  };
}
