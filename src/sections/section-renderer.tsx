// Draws one manifest section: decides whether it shows, builds its request, fetches through
// react-query, applies the source's transforms, and owns the loading, empty and error states and
// the error boundary, so section views stay pure.
import { useContext, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { Title } from '@mantine/core';
import type { Section, SortRule } from '../manifest/screens.gen';
import { ADDRESS, readAddressState, writeAddressState } from './address-state';
import { sourceQuery } from '../api/call-query';
import { errorMessageKey } from '../api/api-errors';
import { kindOf } from './registry';
import { SectionBoundary } from './section-boundary';
import { FailToLoad, NoData } from './section-state';
import type { SectionControls, SectionData, SectionKind, SourcedSection } from './section-types';
import { applyTransform, buildCall, buildRequestBody, valueAt } from './source';
import { useLabel } from '../i18n/use-label';
import { useSubject } from './subject-context';
import { visibilityOf } from './visibility';
import { useFilterParams, useQueryChecked, useUsableQuery } from './filter-params';
import { DictsNeededContext, usesDictFormat } from '../formats/use-format-context';
import { withDateRange } from './date-range';
import { refreshDelay } from '../config/trading-hours';
import { screenHref } from './links/screen-href';
import { SectionNote } from './section-note';
import { useRetryOnMount } from '../runtime/prefetch';
import { SectionPlaceholderContext, useRenderPass, useRenderDay } from '../runtime/render-pass';

const hasSource = (section: Section): section is SourcedSection => 'source' in section;

/**
 * The request state a section's view may change: page, sort, chosen path parameters. The page
 * belongs to one request: when the request changes otherwise (a filter, another fund), it is 1 again.
 */
function useControls(section: Section, requestKey: string): Omit<SectionControls, 'fetching'> {
  const paging = 'paging' in section ? section.paging : undefined;
  const [paged, setPaged] = useState({ key: requestKey, page: 1 });
  const page = paged.key === requestKey ? paged.page : 1;
  const [sort, setSortState] = useState<SortRule | undefined>('sort' in section ? section.sort : undefined);
  const [pageSize, setPageSizeState] = useState(paging?.pageSize ?? 20);
  const ranges = 'chart' in section ? section.chart.ranges : undefined;
  const [pathParams, setPathParams] = useState<Record<string, string>>(ranges ? { [ranges.param]: ranges.default } : {});
  return {
    page,
    pageSize,
    setPage: (next) => setPaged({ key: requestKey, page: next }),
    sort,
    // A new order or page size starts again at the first page.
    setSort: (next) => {
      setSortState(next);
      setPaged({ key: requestKey, page: 1 });
    },
    pageSizes: paging && 'sizes' in paging ? (paging.sizes as readonly number[] | undefined) : undefined,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPaged({ key: requestKey, page: 1 });
    },
    pathParams,
    setPathParam: (name, value) => setPathParams((current) => ({ ...current, [name]: value })),
  };
}

/**
 * A table's page, page size and sort in the address (`inAddress`): links keep them and Back steps
 * through them. Values the table cannot use are dropped from the address at once.
 */
function useAddressControls(section: Section, controls: Omit<SectionControls, 'fetching'>): Omit<SectionControls, 'fetching'> {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const table = 'inAddress' in section && section.inAddress === true ? section : undefined;
  const state = table ? readAddressState(search, table) : undefined;
  const cleaned = state?.cleaned;
  useEffect(() => {
    if (cleaned !== undefined && cleaned !== search.replace(/^\?/, '')) navigate(cleaned ? `${location}?${cleaned}` : location, { replace: true });
  }, [cleaned, search, location, navigate]);
  if (!table || !state) return controls;
  const go = (change: Parameters<typeof writeAddressState>[1]) => {
    const next = writeAddressState(search, change, table);
    navigate(next ? `${location}?${next}` : location);
  };
  return {
    ...controls,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    setPage: (page) => go({ page }),
    setSort: (sort) => go({ sort: sort ?? null }),
    setPageSize: (pageSize) => go({ pageSize }),
  };
}

/** When the screen's filters narrow a section's data (its body reads filter values that are set): a way to drop them all, and the page. */
function useClearFilters(section: SourcedSection, query: URLSearchParams): (() => void) | undefined {
  const [location, navigate] = useLocation();
  const filterParams = useFilterParams();
  const names = Object.values(section.source.body ?? {}).flatMap((spec) =>
    spec.query !== undefined && filterParams.has(spec.query) && query.get(spec.query) ? [spec.query] : [],
  );
  if (!names.length) return undefined;
  return () => {
    const next = new URLSearchParams(query);
    for (const name of [...names, ADDRESS.page]) next.delete(name);
    const search = next.toString();
    navigate(search ? `${location}?${search}` : location);
  };
}

/** The link to the screen with more of a section (its sub-detail screen), keeping parameters such as `code`. */
function MoreLink({ more }: { more: NonNullable<Section['more']> }) {
  const label = useLabel();
  const search = useSearch();
  return (
    <Link href={screenHref(more, search)} className="section-more">
      {label(more.label)}
      <span aria-hidden="true"> →</span>
    </Link>
  );
}

/** The section element: its width, its heading and its error boundary. */
function SectionFrame({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation();
  const label = useLabel();
  const headingId = `section-${section.id}`;
  const layout = section.layout ?? {};
  return (
    <section
      className={`section span-d-${layout.desktop ?? 12} span-m-${layout.mobile ?? 12}`}
      data-section={section.id}
      data-kind={section.kind}
      aria-labelledby={section.title ? headingId : undefined}
    >
      {section.title || section.more ? (
        <div className="section-head">
          {section.title ? (
            <Title order={2} id={headingId} className="section-title">
              {label(section.title)}
            </Title>
          ) : null}
          {section.more ? <MoreLink more={section.more} /> : null}
        </div>
      ) : null}
      {/* No Suspense boundary here: a screen draws its sections once their kinds' code is in
          (useKindsReady; a hydrating page, main.tsx), and parts that load later have their own. A
          boundary per section would make a hydrating page hydrate them one by one, each a commit of
          its own, all in one long task. A kind whose code failed still fails here, alone. */}
      <SectionBoundary message={t('errors.section')}>
        <DictsNeededContext value={usesDictFormat(section)}>{children}</DictsNeededContext>
      </SectionBoundary>
    </section>
  );
}

/**
 * The same controls object for as long as the values in it are the same: the setters are stable and
 * call the latest ones. A view then draws again only when its data or a control's value changes.
 */
function useStableControls(controls: SectionControls, clearFilters: (() => void) | undefined) {
  const latest = useRef({ controls, clearFilters });
  useLayoutEffect(() => {
    latest.current = { controls, clearFilters };
  });
  const setters = useMemo(
    () => ({
      setPage: (page: number) => latest.current.controls.setPage(page),
      setSort: (sort: SortRule | undefined) => latest.current.controls.setSort(sort),
      setPageSize: (size: number) => latest.current.controls.setPageSize?.(size),
      setPathParam: (name: string, value: string) => latest.current.controls.setPathParam(name, value),
      clearFilters: () => latest.current.clearFilters?.(),
    }),
    [],
  );
  const { page, pageSize, sort, pageSizes, pathParams, fetching, requestBody } = controls;
  const bodyKey = JSON.stringify(requestBody);
  const sortKey = JSON.stringify(sort);
  const pathKey = JSON.stringify(pathParams);
  const hasPageSize = controls.setPageSize !== undefined;
  const stable = useMemo<SectionControls>(
    () => ({
      page,
      pageSize,
      sort,
      pageSizes,
      pathParams,
      fetching,
      requestBody,
      setPage: setters.setPage,
      setSort: setters.setSort,
      setPageSize: hasPageSize ? setters.setPageSize : undefined,
      setPathParam: setters.setPathParam,
    }),
    // Objects count by their content: a new but equal sort, body or path is the same control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, pageSize, sortKey, pageSizes, pathKey, fetching, bodyKey, hasPageSize, setters],
  );
  const clear = clearFilters ? setters.clearFilters : undefined;
  return useMemo(() => ({ controls: stable, clearFilters: clear }), [stable, clear]);
}

/**
 * A section that reads a call: the whole section disappears when it is empty and says `hideWhenEmpty`.
 * `placeholder`: drawn as its heading and skeleton whatever its call has answered (the page as its
 * HTML has it); `waiting`: its visibility rule waits for the fund, so its call is not made yet.
 * Either way the same element, so nothing is mounted again when the section is drawn.
 */
function SourcedSectionView({
  section: declared,
  kind,
  placeholder = false,
  waiting = false,
}: {
  section: SourcedSection;
  kind: SectionKind<Section>;
  placeholder?: boolean;
  waiting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { staticPass } = useRenderPass();
  const search = useSearch();
  const query = useUsableQuery(search);
  // Until the filter values are checked against their options the call is made as the address has
  // it, tentatively: a refusal then shows as loading until the check drops the value or keeps it.
  const checked = useQueryChecked(search);
  // A table's date range joins its body: the address's range when usable (never a reversed one), else the default.
  const section = useMemo(() => withDateRange(declared, query), [declared, query]);
  const local = useControls(section, `${buildCall(section.source, query)} ${JSON.stringify(buildRequestBody(section.source, query))}`);
  const controls = useAddressControls(section, local);
  const serverPaged = 'paging' in section && section.paging?.mode === 'server';
  const call = buildCall(section.source, query, controls.pathParams);
  const body = buildRequestBody(
    section.source,
    query,
    serverPaged
      ? {
          page: { page: controls.page, pageSize: controls.pageSize },
          sort: controls.sort,
        }
      : {},
  );
  const refresh = section.source.refresh;
  const options = sourceQuery(call, body, i18n.language, { silent: !checked });
  const retryOnMount = useRetryOnMount(options.queryKey, !staticPass);
  const result = useQuery({
    ...options,
    enabled: !waiting,
    retryOnMount,
    placeholderData: keepPreviousData,
    // Live figures (intra-day price, iNAV) call again every few seconds while the exchange trades.
    refetchInterval: refresh ? () => refreshDelay(refresh.seconds, refresh.during) : false,
    // The static pass draws placeholders whatever the call says, and does not follow it: an answer
    // arriving while the live page is drawn would otherwise draw the static page again at once (an
    // urgent update, which throws away the live render's progress, every time).
    subscribed: !staticPass,
  });
  const clearFilters = useClearFilters(section, query);
  const data = useMemo<SectionData | undefined>(() => {
    if (result.data === undefined) return undefined;
    const { dataPath, totalPath, transform } = section.source;
    return {
      value: applyTransform(valueAt(result.data, dataPath), transform, i18n.language),
      total: totalPath ? Number(valueAt(result.data, totalPath)) || 0 : undefined,
    };
  }, [result.data, section.source, i18n.language]);

  // An answer is drawn in a deferred (interruptible) render: React draws the section in slices of a
  // few milliseconds between which the browser paints and handles input, instead of one long task.
  // Until that render is done the section keeps what it showed, so nothing moves twice.
  const shown = useDeferredValue(
    useMemo(
      () => ({
        pending: result.isPending || (!checked && result.isError),
        data,
        answer: result.data,
        error: result.error,
        fetching: result.isFetching,
        refetch: result.refetch,
      }),
      [result.isPending, checked, result.isError, data, result.data, result.error, result.isFetching, result.refetch],
    ),
  );
  const stable = useStableControls({ ...controls, fetching: shown.fetching, requestBody: buildRequestBody(section.source, query) }, clearFilters);
  const content = useMemo(() => {
    if (placeholder || shown.pending) return <kind.Skeleton section={section} />;
    if (!shown.data) {
      const reason = errorMessageKey(shown.error);
      return <FailToLoad detail={reason ? t(reason.key, reason.values) : undefined} onRetry={() => void shown.refetch()} />;
    }
    if (kind.isEmpty(shown.data, section)) return section.visible?.hideWhenEmpty ? null : <NoData onClearFilters={stable.clearFilters} />;
    return <kind.View section={section} data={shown.data} controls={stable.controls} />;
  }, [placeholder, shown, kind, section, t, stable]);
  if (content === null) return null;
  const note =
    section.note && (placeholder || shown.pending || (shown.data && !kind.isEmpty(shown.data, section))) ? (
      <SectionNote note={section.note} answer={placeholder ? undefined : shown.answer} />
    ) : null;
  return (
    <SectionFrame section={section}>
      {content}
      {note}
    </SectionFrame>
  );
}

/** A section without a call (notice, filter bar, links); `placeholder`: its skeleton (a filter bar that cannot be used yet). */
function StaticSectionView({ section, kind, placeholder = false }: { section: Section; kind: SectionKind<Section>; placeholder?: boolean }) {
  const controls = useControls(section, '');
  return (
    <SectionFrame section={section}>
      {placeholder ? (
        <kind.Skeleton section={section} />
      ) : (
        <kind.View section={section} data={{ value: undefined, total: undefined }} controls={{ ...controls, fetching: false }} />
      )}
    </SectionFrame>
  );
}

export function SectionRenderer({ section }: { section: Section }) {
  const subject = useSubject();
  const { staticPass } = useRenderPass();
  const placeholder = useContext(SectionPlaceholderContext) || staticPass;
  const kind = kindOf(section);
  const search = useSearch();
  // The address is read only for a section with a rule on it (`visible.query`).
  const visibility = visibilityOf(section.visible, subject, useRenderDay(), section.visible?.query ? new URLSearchParams(search) : undefined);
  if (visibility === 'hide') return null;
  // A placeholder (the page as its HTML has it), or a section whose rule waits for the fund: its
  // heading and skeleton. Text that needs no call (a notice, links) is drawn as it is.
  // On a screen about a fund, no call is made before the fund is in: a page drawn from its HTML
  // (placeholders at once) for a fund that turns out not to exist asks nothing on its behalf.
  const waiting = visibility === 'wait' || subject.status === 'pending' || subject.status === 'error';
  if (hasSource(section)) return <SourcedSectionView section={section} kind={kind} placeholder={placeholder || waiting} waiting={waiting} />;
  return <StaticSectionView section={section} kind={kind} placeholder={kind.liveOnly ? placeholder || visibility === 'wait' : visibility === 'wait'} />;
}
