// A prerendered page paints with only the rules its HTML uses (scripts/lib/critical-css.mjs); boot.ts
// adds each whole stylesheet (`<link data-whole>`, its state in that attribute) once the page has
// painted. The app draws nothing — hydrated page, fresh page or start-up error — before they apply:
// its parts (a filter's list, a toast, a loader) are styled there only.

/** A sheet's state as boot.ts records it: 'loading', 'applied' or 'failed'. */
const stateOf = (link: HTMLLinkElement) => link.dataset.whole;

/** Settles once the sheet has applied; one that failed offline is asked for again when the network is back, one that failed otherwise is left. */
function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise<void>((resolve) => {
    const settle = () => {
      if (stateOf(link) === 'applied') return resolve();
      if (!navigator.onLine) {
        window.addEventListener(
          'online',
          () => {
            const again = link.cloneNode() as HTMLLinkElement;
            again.dataset.whole = 'loading';
            again.onload = () => (again.dataset.whole = 'applied');
            again.onerror = () => (again.dataset.whole = 'failed');
            link.replaceWith(again);
            void applied(again).then(resolve);
          },
          { once: true },
        );
        return;
      }
      // The page still has its first paint's rules: the parts drawn later are plainer, not missing.
      console.error(`The stylesheet ${link.href} could not load; the page keeps the styles it painted with.`);
      resolve();
    };
    if (stateOf(link) === 'loading') {
      link.addEventListener('load', settle, { once: true });
      link.addEventListener('error', settle, { once: true });
    } else settle();
  });
}

/** Settles once every whole sheet boot.ts added applies (or cannot be had). */
export function wholeStylesApplied(doc: Document = document): Promise<void> {
  return Promise.all([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-whole]')].map(applied)).then(() => undefined);
}
