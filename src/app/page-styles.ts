// A prerendered page paints with only the rules its HTML uses (scripts/lib/critical-css.mjs); boot.ts
// adds each whole stylesheet (`<link data-whole>`, its state in that attribute) once the page has
// painted. The app draws nothing — hydrated page, fresh page or start-up error — before they apply:
// its parts (a filter's list, a toast, a loader) are styled there only.

/** Whether the sheet applied: at once if boot.ts saw it settle, else when it does. */
function settled(link: HTMLLinkElement): Promise<boolean> {
  if (link.dataset.whole !== 'loading') return Promise.resolve(link.dataset.whole === 'applied');
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/** Settles once the sheet applies; one that failed offline is asked for again when the network is back, one that failed otherwise is left. */
async function applied(link: HTMLLinkElement): Promise<void> {
  if (await settled(link)) return;
  if (navigator.onLine) {
    // The page still has its first paint's rules: the parts drawn later are plainer, not missing.
    console.error(`The stylesheet ${link.href} could not load; the page keeps the styles it painted with.`);
    return;
  }
  await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
  const again = link.cloneNode() as HTMLLinkElement;
  again.dataset.whole = 'loading';
  link.replaceWith(again);
  return applied(again);
}

/** Settles once every whole sheet boot.ts added applies (or cannot be had). */
export function wholeStylesApplied(doc: Document = document): Promise<void> {
  return Promise.all([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-whole]')].map(applied)).then(() => undefined);
}
