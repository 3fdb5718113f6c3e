// The entry. A page arrives as HTML (src/prerender/) and is complete to look at: the browser paints
// it first, and only once that paint is on screen does the page ask for the app — its code (main.tsx
// and what it imports) and the two files it reads first, config.json and screens.json — and run it.
// Nothing the app needs competes with the page's first paint for the network or the main thread (on a
// slow phone, evaluating React, Mantine and i18next alone takes a few hundred milliseconds).

/** What the app loads first, as the build lists it in the page (`<script type="application/json" id="app-files">`). */
interface AppFiles {
  /** The app's module (main.tsx): imported by its address, the runtime being below the app. (A page without one: the import fails, as an app that cannot load.) */
  app?: string;
  modules?: string[];
  data?: string[];
  /** Each language's texts (a chunk of its own), by the page's `lang`. */
  locales?: Record<string, string>;
}

function appFiles(): AppFiles {
  try {
    return JSON.parse(document.getElementById('app-files')?.textContent ?? '{}') as AppFiles;
  } catch {
    return {};
  }
}

function preload(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * A click before the app has taken the page over is not lost. The page looks ready as soon as its
 * HTML paints, but its buttons and tabs do nothing until the app has hydrated them (seconds on a slow
 * phone). The last such click is held here and done again once the page is interactive; meanwhile the
 * pointer says the page is working. Links are left alone: they work without the app. A tab is a link
 * too (to its own page, for a visit without JavaScript), but the app opens it in place: it is held.
 */
const CONTROLS = 'button, [role="tab"], [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"]';
const HELD = 'data-click-held';
let heldClick: HTMLElement | undefined;

function holdClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || !document.getElementById('root')?.contains(control)) return;
  if (control.getAttribute('role') === 'tab') {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
  } else if (control.closest('a[href]')) return;
  heldClick = control;
  document.documentElement.setAttribute(HELD, '');
}

/** From here on the app's own handlers (React's, which also replay a click made while it hydrates) answer clicks. */
function stopHolding(): void {
  document.removeEventListener('click', holdClick, true);
}

/** The page is interactive: the held click is done, on the very element, if the page still has it and it can be clicked. */
function replayHeldClick(): void {
  document.documentElement.removeAttribute(HELD);
  const control = heldClick;
  heldClick = undefined;
  if (control?.isConnected && !control.matches(':disabled, [aria-disabled="true"]')) control.click();
}

document.addEventListener('click', holdClick, true);

/**
 * The app. Its code runs in two tasks rather than one, between which the page answers input: React
 * DOM first (a third of it, in a chunk of its own the app's import then finds already run), then the
 * rest.
 */
async function loadApp(app: string): Promise<StartedApp> {
  // Not needed for its own sake: should it fail to load, the app's import says so (and its reload does).
  await import('react-dom/client').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return import(/* the app's file, as the build named it */ app) as Promise<StartedApp>;
}

/** What boot.ts reads of the app's module (main.tsx). */
interface StartedApp {
  /** Settles once the page is the app's and answers clicks. */
  appReady: Promise<unknown>;
}

/**
 * A section that starts more than half a screen below the viewport rests until it comes near: it
 * keeps the size its HTML drew (measured now, the page just laid out for its paint) and is neither
 * styled, laid out nor painted (`content-visibility: auto`), so the whole stylesheets, the app's
 * first render and the data that fills it cost the main thread only what is on screen. Once the
 * browser finds it within half a screen of the viewport (or the page is printed), it is an ordinary
 * section again: drawn, and uncontained (containment would clip a focus ring at its edge). It wakes
 * before it is in view, so what its data changed in its size (a text longer than its placeholder's
 * lines) moves nothing a visitor sees, as when data fills a section below the screen. Not in a
 * partner's frame, which is as tall as the page.
 */
function restSectionsBelow(): void {
  // (embed/framing.ts's isFramed: a module boot.ts and the app both imported would be a file of its
  // own, fetched before this one runs.)
  let framed = true;
  try {
    framed = window.self !== window.top;
  } catch {
    // a frame of another origin
  }
  if (framed || !('oncontentvisibilityautostatechange' in document.body)) return;
  const resting = new Set<HTMLElement>();
  const wake = (section: HTMLElement) => {
    resting.delete(section);
    section.removeEventListener('contentvisibilityautostatechange', onChange);
    section.style.removeProperty('content-visibility');
    section.style.removeProperty('contain-intrinsic-block-size');
  };
  function onChange(this: HTMLElement, event: Event) {
    if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) wake(this);
  }
  // Every size read before any is set: one layout (the paint's), not one per section.
  const below = innerHeight * 1.5;
  const sections = [...document.querySelectorAll<HTMLElement>('#root [data-section]')]
    .map((section) => ({ section, box: section.getBoundingClientRect() }))
    .filter(({ box }) => box.top >= below && box.height > 0);
  for (const { section, box } of sections) {
    section.style.setProperty('contain-intrinsic-block-size', `auto ${box.height}px`);
    section.style.setProperty('content-visibility', 'auto');
    section.addEventListener('contentvisibilityautostatechange', onChange);
    resting.add(section);
  }
  if (resting.size) window.addEventListener('beforeprint', () => resting.forEach(wake), { once: true });
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  restSectionsBelow();
  offlineBar();
  const files = appFiles();
  // The page's styles are the rules its HTML uses (the build's cut copies, `data-critical`): each whole
  // sheet, which the app's parts need, now, in its copy's place (the cascade's order kept). Not
  // render-blocking: the page is painted; the app draws nothing before they apply (app/page-styles.ts).
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-critical]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.critical!;
    // Its state for the app, which may start after it has loaded or failed (app/page-styles.ts).
    link.dataset.whole = 'loading';
    link.onload = () => (link.dataset.whole = 'applied');
    link.onerror = () => (link.dataset.whole = 'failed');
    style.after(link);
  }
  // The rest of the start is several short tasks rather than one, between which the page answers
  // input: each request the page starts costs its main thread a little (twenty, a long task on a
  // slow phone). The two files first: main.tsx fetches them as soon as it runs, and finds them on
  // their way.
  setTimeout(() => {
    for (const href of files.data ?? []) preload({ rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' });
  }, 0);
  // Every module the app imports at once, in parallel rather than as each import is discovered, and
  // the page's texts, which the app reads before it draws: one task each (asking for the twenty
  // together was one task of 20–35 ms, 90 on a phone), all before the app's import below.
  for (const href of [...(files.modules ?? []), files.locales?.[document.documentElement.lang]])
    if (href) setTimeout(() => preload({ rel: 'modulepreload', href }), 0);
  // The app's module has run once its import settles: the page is then React's (hydrating or drawn).
  new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => loadApp(files.app!))
    .then(({ appReady }) => {
      stopHolding();
      return appReady;
    })
    .then(replayHeldClick, (error: unknown) => {
      stopHolding();
      document.documentElement.removeAttribute(HELD);
      if (!navigator.onLine) return waitForNetwork();
      // Offline since the app was asked for, and back before its failure came out: the network was
      // why, and the page loads again now.
      if (wentOffline) return location.reload();
      console.error('The app could not load; the page stays as its HTML drew it.', error);
    });
}

/**
 * The event the app sends on window once it shows the connection's notices itself (the same name is
 * in connection-notices.tsx: a module both imported would be a file of its own before the page is
 * interactive).
 */
const APP_NOTICES = 'fund:app-notices';

/** Whether the browser has been offline since the app was asked for. */
let wentOffline = false;

/** The app's code could not load while offline: the page is loaded again once the network is back. */
function waitForNetwork(): void {
  window.addEventListener('online', () => location.reload(), { once: true });
}

/**
 * The app's offline bar while the browser is offline, from the page's start until the app shows its
 * own (connection-notices.tsx, which then sends APP_NOTICES). Meanwhile each part of the start that
 * the network holds up (the app's code, its texts, the whole stylesheets, config.json and
 * screens.json, a section's code) waits for it where it loads; the bar says why the page does not
 * answer yet.
 */
function offlineBar(): void {
  const banner = document.createElement('div');
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'alert');
  const update = () => {
    wentOffline ||= !navigator.onLine;
    // In the page's language, from the app's own texts (build.mjs; main.tsx puts the address's there
    // once they are in, for a page in another: index.html, from a build without pages, or `?lang=`).
    banner.textContent = document.querySelector<HTMLMetaElement>('meta[name="offline"]')?.content ?? '';
    if (navigator.onLine) banner.remove();
    else document.body.append(banner);
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  window.addEventListener(
    APP_NOTICES,
    () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      banner.remove();
    },
    { once: true },
  );
  update();
}

/**
 * Once the browser says the page's first paint is on screen. Not merely after the next animation
 * frame: a frame reaches the screen some time after its own tasks, and the app's requests made in
 * between (its code, config.json, screens.json) are then taken for part of the first paint, by
 * Lighthouse's simulation at least (a first paint of 1.6 s in one of its runs in four, 0.9 s in the
 * others). A browser without paint timing starts after the next frame.
 */
function afterFirstPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(callback, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A page that is not painted (opened in a background tab) starts at once, and so does the generic
// page (an address with a tab, filters or a fund the build had no page for): its root is empty, so
// the browser has nothing to report as a first paint, and the app is all it will show. A page with
// content starts with its paint, however late a busy device makes it (starting earlier would compete
// with it), or after 3 s should the browser never say so.
if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) start();
else {
  afterFirstPaint(start);
  setTimeout(start, 3000);
}
