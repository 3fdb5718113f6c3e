// The app: providers, language from the URL, and one route per manifest screen.
import { lazy, memo, startTransition, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Redirect, Route, Router, Switch } from 'wouter';
import type { ScreenManifest } from '../manifest/screens.gen';
import { createQueryClient } from '../api/query-client';
import { applyLanguage, i18nIn } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { hrefsIn, useAddressLanguage, useSitePath } from './site-location';
import { theme } from './theme';
import { SiteLayout } from './site-layout';
import { ToastHost } from './toasts';
import { useDictionaries } from './use-dictionaries';
import { prefetchLanguage } from './language-switch';
import { useSettings } from '../stores/settings';
import { useAppStorage } from '../stores/app-storage';
import { basicDataFields } from '../stores/fund-basic-data';
import { loadChunk } from '../chunks/load-chunk';
import { ConnectionNotices } from './connection-notices';
import { ReloadPrompt } from './reload-prompt';
import ScreenPage from '../screens/screen-page';

/**
 * What the first page of a visit stores: the site's modules, and the reference product code the
 * address gives in `refProductCode` (kept only if none is stored yet). `?code=` is the fund shown,
 * not a reference.
 */
function rememberFirstPage(manifest: ScreenManifest): void {
  useSettings.getState().setModuleList(manifest.screens.map((screen) => ({ id: screen.id, path: screen.route })));
  useAppStorage.getState().rememberRefProductCode(new URLSearchParams(window.location.search).get('refProductCode'));
}

const NotFoundPage = lazy(() => loadChunk(() => import('./not-found-page')));

export function App({ manifest, queryClient: given }: { manifest: ScreenManifest; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const wanted = useAddressLanguage();
  // The language the page is drawn in follows the address's in a transition: a switch redraws
  // every section, in slices between which the page stays responsive, and shows them all at once.
  // Nothing below redraws at once for the new address: the routes read the path inside the
  // language (site-location.ts), which a switch keeps. (The entry applied the first language.)
  const [language, setLanguage] = useState(wanted);
  useLayoutEffect(() => {
    if (wanted === language) return;
    prefetchLanguage(queryClient, wanted);
    startTransition(() => setLanguage(wanted));
  }, [wanted, language, queryClient]);
  // The rest of the page (document `lang`, the calls' Accept-Language, stored settings) follows once the new language is drawn.
  useLayoutEffect(() => {
    applyLanguage(language);
    useSettings.getState().setLanguage(language);
  }, [language]);
  useState(() => rememberFirstPage(manifest));
  useDictionaries(language);
  return <Site manifest={manifest} queryClient={queryClient} language={language} />;
}

/** The site in one language; drawn again only when the language (or the manifest) changes, never for a new address alone. */
const Site = memo(function Site({ manifest, queryClient, language }: { manifest: ScreenManifest; queryClient: QueryClient; language: Language }) {
  const siteName = manifest.site.name[language];
  const hrefs = useMemo(() => hrefsIn(language), [language]);
  const kept = useMemo(() => basicDataFields(manifest.screens), [manifest]);
  return (
    <I18nextProvider i18n={i18nIn(language)}>
      <MantineProvider theme={theme} forceColorScheme="light" deduplicateCssVariables={false}>
        <QueryClientProvider client={queryClient}>
          <ToastHost />
          <ConnectionNotices />
          <ReloadPrompt />
          <Router hook={useSitePath} hrefs={hrefs}>
            <SiteLayout site={manifest.site}>
              <Suspense fallback={null}>
                <Switch>
                  {manifest.screens.map((screen) => (
                    <Route key={screen.id} path={screen.route}>
                      <ScreenPage screen={screen} siteName={siteName} kept={screen.subject && kept.get(screen.subject.source.call)} />
                    </Route>
                  ))}
                  <Route path="/">
                    <Redirect to="/index" replace />
                  </Route>
                  <Route>
                    <NotFoundPage siteName={siteName} />
                  </Route>
                </Switch>
              </Suspense>
            </SiteLayout>
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
});
