// The studio's bridge in each page of the preview (studio/server/preview-site.mjs adds it). The page
// is the site's own, as the build makes it; the bridge only carries messages between it and the
// studio's page (its parent frame, of the same origin):
//   - a manifest edited in the studio is drawn in place by the app's own `redraw` (src/main.tsx),
//     which keeps the page's address and the data it has loaded;
//   - the studio's selection is outlined, and a click on a section selects it in the studio;
//   - the site's own links move the studio's choice of page.
// Nothing of the site is imported here (it would be a second copy of it): the app's module is the
// one the page loaded, found by its address (`<meta name="studio-app">`).
import type { Problem } from '../../src/manifest/manifest-problems';
import type { FromPreview, ToPreview } from '../shared/messages';

interface SiteApp {
  appReady: Promise<void>;
  redraw: (manifest: unknown) => Promise<{ ok: true } | { ok: false; problems: Problem[] }>;
}

// The studio frames the page, but the preview is of the site as a visitor opens it, not as a
// partner's frame shows it (no scrollbars of its own, height messages): the app reads whether it is
// framed from `window.self !== window.top` (src/embed/framing.ts), and `self` is a replaceable
// property. This runs before the app does (boot.ts starts it after the first paint).
const parent = window.parent;
Object.defineProperty(window, 'self', { value: window.top, configurable: true });

const post = (message: FromPreview) => parent.postMessage(message, location.origin);
const appUrl = document.querySelector<HTMLMetaElement>('meta[name="studio-app"]')?.content ?? '';
const address = () => `${location.pathname}${location.search}`;

/** Resolves once the page has fetched the app's module (boot.ts asks for it after the first paint). */
function appFetched(): Promise<void> {
  const url = new URL(appUrl, location.href).href;
  if (performance.getEntriesByName(url).length) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!performance.getEntriesByName(url).length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
  });
}

/** The app's module, the very instance the page runs (a module is evaluated once per address). */
const siteApp: Promise<SiteApp> = appFetched().then(() => import(/* the page's own module */ appUrl) as Promise<SiteApp>);

let selected: string | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Outlines the section with this id (the studio's selection), scrolling it into view when asked.
 * A section not drawn yet (a screen just opened, its code still loading) is looked for again for a
 * few seconds.
 */
function outline(id: string | undefined, scroll: boolean, tries = 40) {
  selected = id;
  clearTimeout(retry);
  for (const element of document.querySelectorAll('[data-studio-selected]')) element.removeAttribute('data-studio-selected');
  if (!id) return;
  const element = document.querySelector(`main [data-section="${CSS.escape(id)}"]`);
  if (!element) {
    if (tries > 0) retry = setTimeout(() => outline(id, scroll, tries - 1), 100);
    return;
  }
  element.setAttribute('data-studio-selected', '');
  if (scroll) element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}

/** After the next frame has been laid out: what a render committed is on the page. */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let drawing = Promise.resolve();
window.addEventListener('message', (event: MessageEvent<ToPreview>) => {
  if (event.origin !== location.origin || event.source !== parent) return;
  const message = event.data;
  if (message.type === 'draw') {
    // One draw at a time, in the order sent.
    drawing = drawing
      .then(async () => {
        const result = await (await siteApp).redraw(message.manifest);
        if (!result.ok) return post({ type: 'invalid', version: message.version, problems: result.problems });
        await afterFrame();
        post({ type: 'drawn', version: message.version });
        if (selected) outline(selected, false);
      })
      .catch((error: unknown) => console.error('The studio could not draw its edit', error));
  } else if (message.type === 'outline') outline(message.id, true);
});

// A click in a section selects it in the studio; the click still does what it does on the site.
document.addEventListener(
  'click',
  (event) => {
    const section = (event.target as Element | null)?.closest?.('main [data-section]');
    const id = section?.getAttribute('data-section');
    if (id) {
      outline(id, false);
      post({ type: 'select', id });
    }
  },
  true,
);

// The site's own links move the preview (wouter announces each move with these events): the studio follows.
for (const type of ['popstate', 'pushState', 'replaceState']) window.addEventListener(type, () => post({ type: 'address', address: address() }));

void siteApp
  .then((app) => app.appReady)
  .then(() =>
    post({ type: 'ready', address: address(), manifestHash: document.querySelector<HTMLMetaElement>('meta[name="manifest-sha256"]')?.content ?? '' }),
  );
