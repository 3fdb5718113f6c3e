// The app: started by boot.ts once the page has painted, which has also asked for config.json and screens.json;
// it reads them, then hydrates the page (or draws the site), or shows a page that says exactly what is wrong with them.
import './app/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { applyChangeColors, loadRuntimeConfig } from './config/runtime-config';
import { loadManifest } from './manifest/load-manifest';
import { fetchWhenOnline } from './app/fetch-when-online';
import { configureClient } from './api/client';
import { configureTradingHours } from './config/trading-hours';
import { applyLanguage, currentLanguage, i18n, loadLanguage } from './i18n/i18n';
import { LANGUAGES, splitLanguagePath } from './i18n/languages';
import { applyLanguageParam } from './i18n/canonical-url';
import { App } from './app/app';
import { readPrerendered, sameQuery } from './runtime/prerendered';
import { drawOverHtml } from './runtime/render-pass';
import { loadKinds } from './sections/kinds-ready';
import { loadScreenParts } from './screens/screen-code';
import { sectionsOnScreen, sectionsToDraw } from './screens/first-requests';
import { buildRequestBody } from './sections/source';
import { basicDataKey, storedRecord, withRecord } from './stores/fund-basic-data';
import { createQueryClient } from './api/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstRequests } from './screens/first-requests';
import { knownOptions } from './sections/filter-params';
import { useAppStorage } from './stores/app-storage';
import { isFramed, markEmbedded } from './embed/framing';
import { CHUNK_LOAD_ERROR, loadChunk } from './runtime/load-chunk';
import { installChunkReload } from './app/reload-prompt';
import { showApiErrorsAsToasts } from './app/toasts';
import { prefetchDictionaries } from './app/use-dictionaries';
import { wholeStylesApplied } from './app/page-styles';

// First: a script chunk that fails to load from here on reloads the page once, then asks to.
installChunkReload();

/** The SHA-256 of a file the build validated (index.html names it). */
const validatedHash = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}-sha256"]`)?.content;
// Offline right after the HTML arrived: the start-up files wait for the network (boot.ts's offline bar says so).
const startupFetch = ((input: RequestInfo | URL) => fetchWhenOnline(String(input))) as typeof fetch;
const configRequest = loadRuntimeConfig(validatedHash('config'), startupFetch);
// In a partner's frame: no scrollbars (and the chrome option) from the first paint; the height
// messages load on demand, so visitors outside a frame do not download them.
const framed = isFramed();
if (framed) markEmbedded();
const manifestRequest = loadManifest(validatedHash('manifest'), startupFetch);
// `?lang=` wins over the prefix; the address becomes the canonical one before anything reads it.
applyLanguageParam();
const pageLanguage = splitLanguagePath(location.pathname).language;
applyLanguage(pageLanguage);
// The page's texts (boot.ts has asked for their chunk with the app's): in before anything is drawn.
// (And the offline bar boot.ts draws until the app's own says it in them.)
const textsRequest = loadLanguage(pageLanguage)
  .then(() => document.querySelector('meta[name="offline"]')?.setAttribute('content', i18n.getFixedT(pageLanguage)('connection.offline')))
  .catch((error: unknown) => console.error("The page's texts could not load", error));
const container = document.getElementById('root')!;
// The page the HTML was built for (none for the generic page an address without its own file gets).
const prerendered = readPrerendered(document, LANGUAGES);
let root: Root | undefined;
let queryClient: QueryClient | undefined;
let markReady!: () => void;
/** Settles once the page is the app's and answers clicks (boot.ts then does the one a visitor made before). */
export const appReady = new Promise<void>((resolve) => (markReady = resolve));
/** A root that draws from nothing (replacing the HTML's content when it first draws). */
const freshRoot = () => (root ??= createRoot(container));

async function showStartupError(title: string, props: Omit<Parameters<typeof import('./app/startup-error-page').default>[0], 'title'>) {
  const { default: StartupErrorPage } = await loadChunk(() => import('./app/startup-error-page'));
  freshRoot().render(
    <I18nextProvider i18n={i18n}>
      <StartupErrorPage title={title} {...props} />
    </I18nextProvider>,
  );
  markReady();
}

try {
  await Promise.all([textsRequest, wholeStylesApplied()]);
  const config = await configRequest;
  applyChangeColors(config);
  if (framed) {
    loadChunk(() => import('./embed/embed-reporter'))
      .then(({ startEmbedReporter }) => startEmbedReporter({ parentOrigins: config.embed.parentOrigins, language: currentLanguage }))
      .catch((error: unknown) => console.error('Embedding: the height messages could not start', error));
  }
  configureTradingHours(config.tradingHours);
  configureClient({ base: () => config.commonServersBase, language: currentLanguage });
  showApiErrorsAsToasts();
  const result = await manifestRequest;
  if (result.ok) {
    // The screen's first calls start now, while the app renders and its sections' code loads.
    const client = (queryClient = createQueryClient());
    const { path, language } = splitLanguagePath(location.pathname);
    // A filter's codes are checked against the dictionaries this visit already holds; the others go as they are.
    prefetchFirstRequests(
      client,
      result.manifest.screens.find((entry) => entry.route === path),
      location.search,
      language,
      knownOptions(useAppStorage.getState().dicts),
    );
    prefetchDictionaries(language);
    const screen = result.manifest.screens.find((entry) => entry.route === path);
    // The HTML is hydrated when it was built from this very manifest, for this page in this
    // language; otherwise (a screens.json edited since the build, say) the app draws afresh.
    // The address must also ask for what the page was built with (its fund, its tab, no filter): the
    // hydrating render draws the page for that query, and its calls are asked for with it.
    const firstTab = screen?.tabs?.[0]?.id;
    const hydrate =
      prerendered !== undefined &&
      result.asBuilt === true &&
      prerendered.language === language &&
      sameQuery(location.search, prerendered.search, firstTab) &&
      (prerendered.path === path || (!screen && !result.manifest.screens.some((entry) => entry.route === prerendered.path)));
    // The fund's identity the page was built with is this visit's record of it until the fund's call
    // answers (it is kept as already expired: the call is made, and refreshes it), unless the visit
    // has one: the live page draws the heading from it as the HTML did.
    // (Also when the address asks for more than the page was built with, a tab say, of the same fund.)
    const source = screen?.subject?.source;
    if (prerendered?.subject && source && prerendered.path === path && prerendered.language === language) {
      const key = basicDataKey(buildRequestBody(source, new URLSearchParams(prerendered.search)));
      const { fundBasicData } = useAppStorage.getState();
      if (key === basicDataKey(buildRequestBody(source, new URLSearchParams(location.search))) && !storedRecord(fundBasicData, key, language))
        useAppStorage.setState(withRecord(fundBasicData, key, language, { data: prerendered.subject, expiresAt: prerendered.builtAt }));
    }
    // A page drawn from HTML keeps its placeholders until its sections are ready: their code comes
    // first, so no placeholder ever waits for its own code (and collapses while it does).
    // (A chunk that cannot load does not hold the page: the app, which says so, is drawn at once.)
    let chunkFailed = false;
    if (prerendered && screen) {
      const failed = new Promise<boolean>((resolve) => window.addEventListener(CHUNK_LOAD_ERROR, () => resolve(true), { once: true }));
      // (And what the sections on screen draw with, a long table's virtual list: found only while
      // drawing the live page, each such part would hold that whole render back until it loaded.)
      // (Those of the sections on screen: another tab's come once the page is idle, screen-page.tsx.)
      const query = new URLSearchParams(location.search);
      const loads = loadKinds(sectionsToDraw(screen, query), sectionsOnScreen(screen, query), () => loadScreenParts(screen));
      chunkFailed = await Promise.race([loads.then(() => false), failed]);
    }
    // Drawn in an interruptible render: slices of a few milliseconds, not one long task.
    // (A page whose code could not all load is drawn afresh: the app's shell, the reload prompt, and
    // placeholders where the parts that failed would be; a hydration would wait for them.)
    if (hydrate && !chunkFailed) {
      performance.mark('fund:hydrate-start');
      startTransition(() => {
        root = hydrateRoot(container, <App manifest={result.manifest} queryClient={client} prerendered={prerendered} onReady={markReady} />, {
          onRecoverableError: (error) => console.error('Hydration: the page was drawn again from the start', error),
        });
      });
    } else {
      if (prerendered) drawOverHtml();
      startTransition(() => freshRoot().render(<App manifest={result.manifest} queryClient={client} onReady={markReady} />));
    }
  } else {
    console.error(`screens.json has ${result.problems.length} problem(s):`, result.problems);
    await showStartupError(i18n.t('startup.manifestTitle'), { problems: result.problems });
  }
} catch (error) {
  console.error(error);
  await showStartupError(i18n.t('startup.configTitle'), { detail: error instanceof Error ? error.message : String(error) });
}

/**
 * Draws the site again, in place, from another manifest (validated as any file the build did not
 * validate), keeping what the visit has loaded: the studio's preview after each edit
 * (studio/preview/bridge.ts). Resolves to the manifest's verdict; a manifest with problems is not drawn.
 */
export async function redraw(manifest: unknown) {
  await appReady;
  const { validateManifest } = await import('./manifest/validate-manifest');
  const result = await validateManifest(manifest);
  if (result.ok) startTransition(() => freshRoot().render(<App manifest={result.manifest} queryClient={(queryClient ??= createQueryClient())} />));
  return result;
}
