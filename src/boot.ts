// The entry. A page arrives as HTML (src/prerender/) and is complete to look at: the browser paints
// it first, and only then does the page ask for the app — its code (main.tsx and what it imports)
// and the two files it reads first, config.json and screens.json — and run it. Nothing the app
// needs competes with the page's first paint for the network or the main thread (on a slow phone,
// evaluating React, Mantine and i18next alone takes a few hundred milliseconds).

/** What the app loads first, as the build lists it in the page (`<script type="application/json" id="app-files">`). */
interface AppFiles {
  modules?: string[];
  data?: string[];
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

let started = false;
function start(): void {
  if (started) return;
  started = true;
  const files = appFiles();
  // The two files first: main.tsx fetches them as soon as it runs, and finds them on their way.
  for (const href of files.data ?? []) preload({ rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' });
  // Every module the app imports at once, in parallel rather than as each import is discovered.
  for (const href of files.modules ?? []) preload({ rel: 'modulepreload', href });
  import('./main').catch((error: unknown) => console.error('The app could not load; the page stays as its HTML drew it.', error));
  // While the app's code is on its way the main thread is idle: the browser's date and time-zone
  // data is loaded there, in a short task of its own. The first Intl call of a page loads it, and
  // otherwise that call is the exchange's hours (config/trading-hours.ts), read while the live
  // sections are drawn, inside one of the app's longest tasks.
  setTimeout(warmIntl, 0);
}

function warmIntl(): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);
  } catch {
    // nothing to ready
  }
}

// After the next frame is painted; a page that is not painted (opened in a background tab) starts anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
