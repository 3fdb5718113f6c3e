// One Intl.Collator per language for the whole page: building one loads the language's collation
// rules (tens of milliseconds for Chinese on a slow phone), so it is built on the first sort only.

import { onIdle } from '../chunks/idle';

const collators = new Map<string, Intl.Collator>();

/** The numeric-aware collator of a language, built on first use and shared by every table and source. */
export function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/**
 * Builds the language's collator when the browser is idle, so that a visitor's first sort does not
 * wait for it (a table that sorts on the page calls this once drawn).
 */
export function warmCollator(language: string): () => void {
  if (collators.has(language)) return () => {};
  return onIdle(() => void collatorFor(language), 2000, 200);
}
