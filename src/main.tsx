// Entry: starts the config and manifest requests at once (both are preloaded by index.html),
// then draws the site, or a page that says exactly what is wrong with them.
import './app/styles.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { applyChangeColors, loadRuntimeConfig } from './config/runtime-config';
import { loadManifest } from './manifest/load-manifest';
import { configureClient } from './api/client';
import { configureTradingHours } from './config/trading-hours';
import { applyLanguage, currentLanguage, i18n } from './i18n/i18n';
import { splitLanguagePath } from './i18n/languages';
import { applyLanguageParam } from './i18n/canonical-url';
import { App } from './app/app';
import { createQueryClient } from './api/query-client';
import { prefetchFirstRequests } from './screens/first-requests';
import { knownOptions } from './sections/filter-params';
import { useAppStorage } from './stores/app-storage';
import { isFramed, markEmbedded } from './embed/framing';
import { loadChunk } from './chunks/load-chunk';
import { installChunkReload } from './app/reload-prompt';
import { showApiErrorsAsToasts } from './app/toasts';
import { prefetchDictionaries } from './app/use-dictionaries';

// First: a script chunk that fails to load from here on reloads the page once, then asks to.
installChunkReload();

/** The SHA-256 of a file the build validated (index.html names it). */
const validatedHash = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}-sha256"]`)?.content;
const configRequest = loadRuntimeConfig(validatedHash('config'));
// In a partner's frame: no scrollbars (and the chrome option) from the first paint; the height
// messages load on demand, so visitors outside a frame do not download them.
const framed = isFramed();
if (framed) markEmbedded();
const manifestRequest = loadManifest(validatedHash('manifest'));
// `?lang=` wins over the prefix; the address becomes the canonical one before anything reads it.
applyLanguageParam();
applyLanguage(splitLanguagePath(location.pathname).language);
const root = createRoot(document.getElementById('root')!);

async function showStartupError(title: string, props: Omit<Parameters<typeof import('./app/startup-error-page').default>[0], 'title'>) {
  const { default: StartupErrorPage } = await loadChunk(() => import('./app/startup-error-page'));
  root.render(
    <I18nextProvider i18n={i18n}>
      <StartupErrorPage title={title} {...props} />
    </I18nextProvider>,
  );
}

try {
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
    const queryClient = createQueryClient();
    const { path, language } = splitLanguagePath(location.pathname);
    // A filter's codes are checked against the dictionaries this visit already holds; the others go as they are.
    prefetchFirstRequests(queryClient, result.manifest.screens.find((screen) => screen.route === path), location.search, language, knownOptions(useAppStorage.getState().dicts));
    prefetchDictionaries(language);
    // Drawn in an interruptible render: slices of a few milliseconds, not one long task.
    startTransition(() => root.render(<App manifest={result.manifest} queryClient={queryClient} />));
  }
  else {
    console.error(`screens.json has ${result.problems.length} problem(s):`, result.problems);
    await showStartupError(i18n.t('startup.manifestTitle'), { problems: result.problems });
  }
} catch (error) {
  console.error(error);
  await showStartupError(i18n.t('startup.configTitle'), { detail: error instanceof Error ? error.message : String(error) });
}
