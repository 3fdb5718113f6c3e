// One Intl.Collator per language for the whole page: building one loads the language's collation
// rules (tens of milliseconds for Chinese on a slow phone), so it is built on first use only
// (a table sorted on the page builds it while the browser is idle: table-sort.ts › prepareOrders).

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
