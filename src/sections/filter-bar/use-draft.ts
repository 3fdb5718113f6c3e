// A typed value that is written to the address after a pause, and follows the address when it changes elsewhere.
import { useEffect, useState } from 'react';

/** The pause after the last keystroke before a typed filter is written. */
export const DEBOUNCE_MS = 300;

/**
 * `[draft, setDraft]` for an input whose committed value lives in the address. `keyOf` gives a value's
 * normal form (trimmed text, parsed numbers): the draft is committed when its form differs from the
 * address's, and replaced by the address's value when that changes to something else (reset, back).
 * `keyOf` must be stable (a module-level function); `commit` may ignore a draft (an invalid range).
 */
export function useDraft<T>(committed: T, commit: (draft: T) => void, keyOf: (value: T) => string, delay = DEBOUNCE_MS): [T, (draft: T) => void] {
  const committedKey = keyOf(committed);
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committedKey);
  if (seen !== committedKey) {
    // Adjusting state while rendering (React's pattern for a changed input), not in an effect.
    setSeen(committedKey);
    if (keyOf(draft) !== committedKey) setDraft(committed);
  }
  const draftKey = keyOf(draft);
  useEffect(() => {
    if (draftKey === committedKey) return;
    const timer = setTimeout(() => commit(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, draftKey, committedKey, commit, delay]);
  return [draft, setDraft];
}
