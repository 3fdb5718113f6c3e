// The stylesheet of everything that loads on demand (the section kinds other than the fund list's,
// tabs, charts' controls, toasts): not render-blocking, so the fund list paints without it. The
// build names its file in index.html (`<meta name="on-demand-styles">`); code that draws such parts
// awaits `loadOnDemandStyles()` with its own code, so nothing is ever drawn unstyled.

import { trackSettled } from './settled';

let loading: Promise<void> | undefined;

/** Adds the on-demand stylesheet once (before the print sheet, which must stay last); resolves when it applies. */
export function loadOnDemandStyles(doc: Document | undefined = globalThis.document): Promise<void> {
  // At build time (no document) the pages' styles are the build's to add.
  if (!doc) return Promise.resolve();
  return (loading ??= trackSettled(
    new Promise<void>((resolve) => {
      const href = doc.querySelector<HTMLMetaElement>('meta[name="on-demand-styles"]')?.content;
      // A page built with parts styled there has the sheet in its head already.
      if (!href || doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"], style[data-href="${CSS.escape(href)}"]`)) return resolve();
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // A sheet that fails to load leaves the parts plainer, not missing: go on either way.
      link.onload = link.onerror = () => resolve();
      doc.head.insertBefore(link, doc.head.querySelector('link[rel="stylesheet"][media="print"]'));
    }),
  ));
}

/** Loads `code` and the on-demand stylesheet together. */
export const withOnDemandStyles =
  <T>(code: () => Promise<T>) =>
  (): Promise<T> =>
    trackSettled(Promise.all([code(), loadOnDemandStyles()]).then(([value]) => value));
