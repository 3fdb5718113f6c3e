// A prerendered page paints with only the rules its HTML uses (scripts/lib/critical-css.mjs); boot.ts
// adds each whole stylesheet (`<link data-whole>`) once the page has painted. The app draws nothing —
// hydrated page, fresh page or start-up error — before they apply: its parts (a filter's list, a
// toast, a loader) are styled there only.

/** Settles once every whole sheet boot.ts added has loaded, or failed (the page then keeps its first paint's rules). */
export function wholeStylesApplied(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-whole]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
