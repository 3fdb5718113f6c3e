// The app: providers, language from the URL, and one route per manifest screen.
import { lazy, memo, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Redirect, Route, Router, Switch } from 'wouter';
import type { ScreenManifest } from '../manifest/screens.gen';
import { createQueryClient } from '../api/query-client';
import { applyLanguage, hasLanguage, i18nIn, loadLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { hrefsIn, useAddressLanguage, useSitePath } from './site-location';
import { theme } from './theme';
import { SiteMantineProvider } from './site-mantine-provider';
import { SiteLayout } from './site-layout';
import { ToastHost } from './toasts';
import { useDictionaries } from './use-dictionaries';
import { prefetchLanguage } from './language-switch';
import { useSettings } from '../stores/settings';
import { useAppStorage } from '../stores/app-storage';
import { basicDataFields } from '../stores/fund-basic-data';
import type { Prerendered as PrerenderedPage } from '../runtime/prerendered';
import { loadChunk } from '../runtime/load-chunk';
import { ConnectionNotices } from './connection-notices';
import { ReloadPrompt } from './reload-prompt';
import ScreenPage from '../screens/screen-page';
import { RenderPassContext, type RenderPass } from '../runtime/render-pass';

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

/** The page an HTML file was built for (runtime/prerendered.ts), in one of the site's languages. */
export type Prerendered = PrerenderedPage<Language>;

/**
 * The site. `prerendered`: the page the HTML in the document was built for, which this render
 * hydrates (and, at build time, draws): the first render is the static pass, then the live page.
 * `onReady`: called once the page is drawn or hydrated, its controls answering.
 */
export function App({
  manifest,
  queryClient: given,
  prerendered,
  onReady,
}: {
  manifest: ScreenManifest;
  queryClient?: QueryClient;
  prerendered?: Prerendered;
  onReady?: () => void;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => onReady?.(), [onReady]);
  const wanted = useAddressLanguage(prerendered?.language);
  // The language the page is drawn in follows the address's in a transition: a switch redraws
  // every section, in slices between which the page stays responsive, and shows them all at once.
  // Nothing below redraws at once for the new address: the routes read the path inside the
  // language (site-location.ts), which a switch keeps. (The entry applied the first language.)
  const [language, setLanguage] = useState(wanted);
  // (Once its texts are in: until then the page stays in the language it is in.)
  useLayoutEffect(() => {
    if (wanted === language) return;
    prefetchLanguage(queryClient, wanted);
    let live = true;
    const show = () => live && startTransition(() => setLanguage(wanted));
    if (hasLanguage(wanted)) show();
    else loadLanguage(wanted).then(show, (error: unknown) => console.error(`The texts in ${wanted} could not load`, error));
    return () => {
      live = false;
    };
  }, [wanted, language, queryClient]);
  // The rest of the page (document `lang`, the calls' Accept-Language, stored settings) follows once the new language is drawn.
  useLayoutEffect(() => {
    applyLanguage(language);
    useSettings.getState().setLanguage(language);
  }, [language]);
  useState(() => typeof window !== 'undefined' && rememberFirstPage(manifest));
  useDictionaries(language);
  // The static pass, then the live page in a transition: drawn in slices, shown at once.
  const [staticPass, setStaticPass] = useState(prerendered !== undefined);
  useEffect(() => {
    if (!staticPass) return;
    // The page's HTML is hydrated (npm run bench reads this mark, from main.tsx's 'fund:hydrate-start').
    if (typeof performance !== 'undefined' && performance.getEntriesByName('fund:hydrate-start').length)
      performance.measure('fund:hydration', 'fund:hydrate-start');
    startTransition(() => setStaticPass(false));
  }, [staticPass]);
  const pass = useMemo<RenderPass>(() => ({ staticPass, subject: prerendered?.subject, builtAt: prerendered?.builtAt }), [staticPass, prerendered]);
  return <Site manifest={manifest} queryClient={queryClient} language={language} pass={pass} ssr={prerendered} />;
}

/** A query (without `?`) as `location.search` has it. */
const searchOf = (query: string) => (query ? `?${query}` : '');

/** In place of a Suspense boundary. */
const NoBoundary = ({ children }: { children: ReactNode; fallback: null }) => children;

/** The site in one language; drawn again only when the language (or the manifest) changes, never for a new address alone. */
const Site = memo(function Site({
  manifest,
  queryClient,
  language,
  pass,
  ssr,
}: {
  manifest: ScreenManifest;
  queryClient: QueryClient;
  language: Language;
  pass: RenderPass;
  ssr: Prerendered | undefined;
}) {
  const siteName = manifest.site.name[language];
  // (A page drawn afresh keeps one, for anything that would wait for its code after all.)
  const ScreensBoundary = ssr ? NoBoundary : Suspense;
  const hrefs = useMemo(() => hrefsIn(language), [language]);
  const kept = useMemo(() => basicDataFields(manifest.screens), [manifest]);
  return (
    <RenderPassContext.Provider value={pass}>
      <I18nextProvider i18n={i18nIn(language)}>
        <SiteMantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <ToastHost />
            <ConnectionNotices />
            <ReloadPrompt />
            {/* The query while hydrating as the browser's `location.search` writes it, with its `?`: a reader of the
              address whose value while hydrating differs from the browser's is drawn again at once, in one
              long task, right after the hydration (every section and link reads the query). */}
            <Router hook={useSitePath} hrefs={hrefs} ssrPath={ssr?.path} ssrSearch={ssr && searchOf(ssr.search)}>
              <SiteLayout site={manifest.site}>
                {/* No Suspense boundary around a hydrated page's screens: React hydrates what is inside one in a
                  pass of its own at the lowest priority, and the live page would then wait for it (drawing
                  the whole screen twice). Nothing there waits for code: a screen draws its sections once
                  their code is in, a placeholder never waits (on-demand.tsx), and a part loaded later
                  (a long table's list, a filter's combobox, the not-found page) has its own boundary. */}
                <ScreensBoundary fallback={null}>
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
                      <Suspense fallback={null}>
                        <NotFoundPage siteName={siteName} />
                      </Suspense>
                    </Route>
                  </Switch>
                </ScreensBoundary>
              </SiteLayout>
            </Router>
          </QueryClientProvider>
        </SiteMantineProvider>
      </I18nextProvider>
    </RenderPassContext.Provider>
  );
});
