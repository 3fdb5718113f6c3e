// Build time: draws a page of the site to HTML through the same components the browser hydrates
// (build.mjs bundles this file for Node; scripts/lib/prerender.mjs writes the pages). What it draws
// is the static pass (src/runtime/render-pass.ts): the shell, the screen's heading, tabs, section
// headings and placeholders, and a fund's identity where one is given; never a figure.
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { App, type Prerendered } from '../app/app';
import { createQueryClient } from '../api/query-client';
import { i18nIn } from '../i18n/i18n';
import '../i18n/all-languages';
import dayjs from 'dayjs';
import type { Screen, ScreenManifest, Tab } from '../manifest/screens.gen';
import { openedTab } from '../sections/visibility';
import { loadKinds } from '../sections/kinds-ready';
import { loadScreenParts } from '../screens/screen-code';
import { sectionsOnScreen, sectionsToDraw } from '../screens/first-requests';
import type { Language } from '../i18n/languages';

export { basicDataFields, pickFields } from '../stores/fund-basic-data';
export { buildCall, buildRequestBody, valueAt } from '../sections/source';
export { LANGUAGES, localizedPath } from '../i18n/languages';
export { pageTitle } from '../screens/page-title';

/** The tab a fund's address naming `tab` opens on the build's day, when it is a page of its own (not the screen's first shown tab). */
export const tabPageOf = (screen: Screen, subject: Record<string, unknown>, tab: string, builtAt: string): Tab | undefined =>
  openedTab(screen, { status: 'ready', value: subject }, tab, dayjs(builtAt));

/** Whether a render left a part to the browser: a boundary whose content was not ready (its code still loading). */
const leftToBrowser = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->');

/**
 * The `<div id="root">` content of a page, in one synchronous pass: complete HTML, with no script
 * (the page's policy runs none inline) and no part left for the browser to fill in. A part whose code
 * is not in yet (a section kind, the not-found page: each loads on demand) is first drawn through
 * React's asynchronous prerender, which waits for it; from then on it is in.
 */
export async function renderBody(manifest: ScreenManifest, page: Prerendered): Promise<string> {
  // The code of the sections the page shows is in before it is drawn, as the browser has it in before it
  // hydrates (main.tsx): a section drawn without it would be a plain placeholder, its kind's in the browser.
  const screen = manifest.screens.find((entry) => entry.route === page.path);
  if (screen) {
    const query = new URLSearchParams(page.search);
    await loadKinds(sectionsToDraw(screen, query), sectionsOnScreen(screen, query), () => loadScreenParts(screen));
  }
  for (let attempt = 0; ; attempt += 1) {
    const queryClient = createQueryClient();
    const app = <App manifest={manifest} queryClient={queryClient} prerendered={page} />;
    try {
      const html = renderToString(app);
      if (!leftToBrowser(html)) return html;
      if (attempt === 3) throw new Error('a part of the page could not be drawn at build time');
      const { prelude } = await prerenderToNodeStream(app, { onError: () => undefined });
      for await (const chunk of prelude) void chunk;
    } finally {
      // The queries the page's sections declared (never fetched here), and their timers.
      queryClient.clear();
    }
  }
}

/** The note a visitor without JavaScript gets, in a language. */
export const noScriptNote = (language: Language): string => i18nIn(language).t('shell.noScript');

/** The note a visitor without JavaScript gets on the page the script draws alone (an address no page was built for), in a language. */
export const noScriptAppNote = (language: Language): string => i18nIn(language).t('shell.noScriptApp');

/** The not-found page's title, in a language. */
export const notFoundTitle = (language: Language): string => i18nIn(language).t('notFound.title');
