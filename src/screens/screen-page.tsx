// Draws a manifest screen: its subject (the fund), title, sections and tabs, each section through
// the generic renderer. The open tab is in the address (`?tab=<id>`).
import { Suspense, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Text, Title } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import type { Screen, Section, Source, Tab } from '../manifest/screens.gen';
import { keepAcrossLanguages, sourceQuery } from '../api/call-query';
import { ApiError, errorMessageKey } from '../api/api-errors';
import { useLabel } from '../i18n/use-label';
import { SectionGrid } from './section-grid';
import { compareButtonCode, loadScreenParts, screenTabsCode, subjectFailedCode } from './screen-code';
import type { SubjectFailedProps } from './subject-failed';
import { SubjectContext } from '../sections/subject-context';
import { openedTab, type SubjectState } from '../sections/visibility';
import { pageTitle } from './page-title';
import { buildCall, buildRequestBody, valueAt } from '../sections/source';
import { prefetchRequests, ruledRequests, sectionsOf, sectionsOnScreen, sectionsToDraw } from './first-requests';
import { useRetryOnMount } from '../runtime/prefetch';
import { loadKinds, useKindsReady } from '../sections/kinds-ready';
import { onIdle } from '../runtime/idle';
import { ScreenFiltersContext, filtersOf } from '../sections/filter-params';
import { useSettings } from '../stores/settings';
import { useAppStorage, useFundBasicData } from '../stores/app-storage';
import { basicDataKey, isGood, pickFields, storedRecord } from '../stores/fund-basic-data';
import { SectionPlaceholderContext, takeOverHtml, useRenderDay, useRenderPass } from '../runtime/render-pass';
import { SkeletonBar } from '../sections/skeleton-bar';
import { useSiteCompare } from '../sections/compare-context';
import type { CompareButtonProps } from './compare-button';

/** The API's answer codes for an unknown fund, and for a code no fund could have (too long, not text). */
const NOT_FOUND = new Set([40401, 40002]);

/** The query parameters a source needs that the address does not give (and that have no default). */
const missingParams = (source: Source, query: URLSearchParams) =>
  Object.values({ ...source.body, ...source.pathParams }).filter((spec) => spec.query !== undefined && spec.default === undefined && !query.get(spec.query));

/**
 * Fetches the screen's subject, if it has one; an address without the subject's parameter (no `?code=`) says so at once.
 * The fund's basic data kept in this visit (`kept`: the fields its screens need) is drawn at once: while it is
 * good the call is not made, once expired the call refreshes it in the background.
 */
function useSubjectState(screen: Screen, kept: readonly string[] = []): SubjectState {
  const { t, i18n } = useTranslation();
  const pass = useRenderPass();
  const query = new URLSearchParams(useSearch());
  const source = screen.subject?.source;
  const missing = source ? missingParams(source, query).length > 0 : false;
  const body = source ? buildRequestBody(source, query) : {};
  // Its refusal is told by this screen (SubjectFailed), with the server's words: not as a toast too.
  const options = sourceQuery(source ? buildCall(source, query) : '', body, i18n.language, { shownInPlace: true });
  const key = basicDataKey(body);
  const stored = storedRecord(useFundBasicData(), key, i18n.language);
  // Whether the call is needed is the visit's to say from the first render: the hook above follows the
  // store in a transition (and gives its initial state, what the build drew with, while hydrating).
  const held = stored ?? storedRecord(useAppStorage.getState().fundBasicData, key, i18n.language);
  const retryOnMount = useRetryOnMount(options.queryKey, !pass.staticPass);
  const result = useQuery({
    ...options,
    retryOnMount,
    // The fund in the old language until the new one arrives: the page keeps its shape and scroll.
    placeholderData: (previous, previousQuery) => keepAcrossLanguages(previous, previousQuery, options.queryKey),
    enabled: Boolean(source) && !missing && !(held && isGood(held)),
    // (The static pass draws the build's fund whatever the call says, and does not follow it: see SourcedSectionView.)
    subscribed: !pass.staticPass,
  });
  const record = result.data !== undefined && !result.isPlaceholderData && source ? valueAt(result.data, source.dataPath) : undefined;
  useEffect(() => {
    if (record !== undefined && kept.length) useAppStorage.getState().keepBasicData(key, i18n.language, pickFields(record, kept));
  }, [record, kept, key, i18n.language]);
  if (!source) return { status: 'none' };
  // What the HTML has: the fund the page was built for, else a page waiting for its fund (or, for an
  // address that names none, the page that says so).
  if (pass.staticPass && !missing) return pass.subject ? { status: 'ready', value: pass.subject } : { status: 'pending' };
  if (missing)
    return {
      status: 'error',
      message: t('states.subjectMissing'),
      retry: undefined,
      notFound: true,
    };
  if (record !== undefined) return { status: 'ready', value: record };
  // The API's 'no such fund' (40401, or 40002 for a code no fund could have): trying again will not help, the way back will.
  const notFound = result.error instanceof ApiError && NOT_FOUND.has(result.error.code);
  // The fund as this visit knows it, until the call answers (or when it cannot, for a reason other than the fund being gone).
  if (stored && !notFound) return { status: 'ready', value: stored.data };
  if (result.isPending) return { status: 'pending' };
  if (result.isError && result.data === undefined) {
    // The server's own words for its `code ≠ 0`, the catalogue's for everything else.
    const reason = errorMessageKey(result.error);
    return {
      status: 'error',
      message: reason ? t(reason.key, reason.values) : result.error.message,
      retry: notFound ? undefined : () => void result.refetch(),
      notFound,
    };
  }
  return { status: 'ready', value: valueAt(result.data, source.dataPath) };
}

/**
 * The same subject state object for as long as what it says is the same: a screen draws again on
 * every change of its fund's call (a refresh starting, say), and its sections, which read the
 * subject, are drawn again only when the fund, or its state, changed.
 */
function useSteadySubject(state: SubjectState): SubjectState {
  const value = state.status === 'ready' ? state.value : undefined;
  const message = state.status === 'error' ? state.message : undefined;
  const notFound = state.status === 'error' ? state.notFound : undefined;
  // (A failed fund draws no sections: a new retry function there costs nothing.)
  const retry = state.status === 'error' ? state.retry : undefined;
  return useMemo<SubjectState>(() => {
    if (state.status === 'ready') return { status: 'ready', value };
    if (state.status === 'error') return { status: 'error', message, notFound, retry };
    return { status: state.status };
  }, [state.status, value, message, notFound, retry]);
}

/** The sections at the top of a screen that wait for nothing: no call, no rule about the fund. */
function leadingSections(screen: Screen): Section[] {
  const sections = screen.sections ?? [];
  const waits = sections.findIndex((section) => 'source' in section || section.visible !== undefined);
  return waits < 0 ? sections : sections.slice(0, waits);
}

/** The screen's tabs, whose code is in before the screen draws them (with its kinds: useKindsReady's `more`; main.tsx for a hydrated page). */
function ScreenTabsPart(props: { tabs: Tab[]; subject: SubjectState }) {
  const { ScreenTabs } = screenTabsCode.useCode();
  return <ScreenTabs {...props} />;
}

/** The comparison's button, whose code is in before the screen is drawn from its HTML (main.tsx), else comes with its sections'. */
function CompareButton(props: CompareButtonProps) {
  const { CompareButton: View } = compareButtonCode.useCode();
  return <View {...props} />;
}

/** Why the fund cannot be shown: its code comes with the screen's (useKindsReady's `more`), unless the fund failed first. */
function SubjectFailed(props: SubjectFailedProps) {
  const { SubjectFailed: View } = subjectFailedCode.useCode();
  return <View {...props} />;
}

/**
 * A screen. `kept`: the fields of its subject's record kept for the visit (`basicDataFields`), drawn at
 * once on a return to the fund or another of its screens.
 */
export default function ScreenPage({ screen, siteName, kept }: { screen: Screen; siteName: string; kept?: readonly string[] }) {
  const label = useLabel();
  const subject = useSteadySubject(useSubjectState(screen, kept));
  const title = label(screen.title);
  const subjectTitle = screen.subject?.titleField && subject.status === 'ready' ? valueAt(subject.value, screen.subject.titleField) : undefined;
  const name = typeof subjectTitle === 'string' && subjectTitle ? subjectTitle : undefined;
  const subjectCode = screen.subject?.codeField && subject.status === 'ready' ? valueAt(subject.value, screen.subject.codeField) : undefined;
  const code = typeof subjectCode === 'string' || typeof subjectCode === 'number' ? String(subjectCode) : undefined;
  // The comparison's button (`subject.compare`) takes the page's fund by its code and name.
  const siteCompare = useSiteCompare();
  const compare = screen.subject?.compare && siteCompare ? siteCompare : undefined;
  const [path] = useLocation();
  const search = useSearch();
  const tab = openedTab(screen, subject, new URLSearchParams(search).get('tab'), useRenderDay());
  const tabLabel = tab && label(tab.label);
  useEffect(() => {
    document.title = pageTitle(name, tabLabel, title, siteName);
  }, [name, tabLabel, title, siteName]);
  useEffect(() => {
    useSettings.getState().setCurrentModule(screen.id, search ? `${path}?${search}` : path);
  }, [screen.id, path, search]);

  // Once the fund is in, the calls of the sections its rules show start at once, not as each is drawn.
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const subjectValue = subject.status === 'ready' ? subject.value : undefined;
  useEffect(() => {
    if (subject.status === 'ready') prefetchRequests(queryClient, ruledRequests(screen, search, subject), i18n.language);
    // The subject's record, not its state object (new on every render), says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, screen, search, subjectValue, i18n.language]);

  // The code of the sections on screen (the open tab's, not the others'), then, once the page is idle, the rest.
  const [first] = useState(() => {
    const query = new URLSearchParams(search);
    return { toDraw: sectionsToDraw(screen, query), onScreen: sectionsOnScreen(screen, query) };
  });
  const kindsReady = useKindsReady(first.toDraw, first.onScreen, () => loadScreenParts(screen));
  useEffect(() => {
    if (!kindsReady || !screen.tabs?.length) return undefined;
    return onIdle(() => void loadKinds(sectionsOf(screen)), 5000);
  }, [kindsReady, screen]);
  const [filters] = useState(() => filtersOf(sectionsOf(screen)));

  // Sections wait for the subject (their rules read it) and for their code, then appear together:
  // nothing that was on screen moves when they arrive. They are drawn in a deferred render, in
  // slices between which the page stays responsive, and shown at once when all are drawn.
  // The sections at the top that wait for no call and no rule (a risk notice) come first, once the
  // fund is in (the title above them has its final height) and their own code is: the others
  // appear below them, so they do not move.
  const ready = subject.status !== 'pending' && kindsReady;
  const drawn = useDeferredValue(ready);
  const leading = useMemo(() => leadingSections(screen), [screen]);
  const leadingReady = useKindsReady(leading);
  // A screen drawn from its HTML (hydrated) keeps the HTML's placeholders until it is ready.
  const { staticPass } = useRenderPass();
  const [fromHtml] = useState(() => takeOverHtml() || staticPass);
  // The same element whether its sections are placeholders or drawn: nothing is mounted again.
  const full = (placeholder: boolean) => (
    <SectionPlaceholderContext.Provider value={placeholder}>
      {screen.sections?.length ? <SectionGrid sections={screen.sections} busy={placeholder} /> : null}
      {screen.tabs ? <ScreenTabsPart tabs={screen.tabs} subject={subject} /> : null}
      {screen.afterTabs?.length ? <SectionGrid sections={screen.afterTabs} busy={placeholder} /> : null}
    </SectionPlaceholderContext.Provider>
  );
  let body: ReactNode = null;
  if (subject.status === 'error')
    body = (
      <Suspense fallback={null}>
        <SubjectFailed message={subject.message} onRetry={subject.retry} notFound={subject.notFound} />
      </Suspense>
    );
  else if (staticPass) body = full(true);
  else if (ready && drawn) body = full(false);
  else if (fromHtml) body = full(true);
  else if (subject.status !== 'pending' && leading.length && leadingReady) {
    // The same first child as above: the leading sections stay as they are when the rest arrives.
    body = (
      <SectionPlaceholderContext.Provider value={false}>
        <SectionGrid sections={leading} busy />
      </SectionPlaceholderContext.Provider>
    );
  }
  return (
    <SubjectContext.Provider value={subject}>
      <ScreenFiltersContext.Provider value={filters}>
        <header className="screen-header" data-compare={compare ? true : undefined}>
          {/* A screen about a fund names the screen above the fund's name, so nothing above the sections moves when the name arrives. */}
          {screen.subject?.titleField ? (
            <Text className="screen-kicker">
              {title}
              {code ? <span className="screen-code">{code}</span> : null}
            </Text>
          ) : null}
          <Title order={1} className="screen-title">
            {/* While the subject loads, a placeholder of the title's height keeps the page still. */}
            {screen.subject?.titleField && subject.status === 'pending' ? <SkeletonBar component="span" className="title-skeleton" /> : (name ?? title)}
          </Title>
          {/* Beside the title (under it on phones), its place kept while the fund loads; not for a fund that cannot be shown. */}
          {compare && subject.status !== 'error' ? (
            <Suspense fallback={null}>
              <CompareButton compare={compare} code={code} name={name} />
            </Suspense>
          ) : null}
        </header>
        {body}
      </ScreenFiltersContext.Provider>
    </SubjectContext.Provider>
  );
}
