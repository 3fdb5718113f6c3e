// The calls a screen makes as soon as it draws, started from the entry instead: the screen's subject
// (the fund) and the sections on screen that do not wait for it, with the same query keys the
// section renderer uses, so its queries find them under way or done. A detail screen's sections
// otherwise start only after the subject has arrived and their kinds' code has loaded.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchInTurn } from '../runtime/prefetch';
import type { Screen, Section } from '../manifest/screens.gen';
import { sourceQuery } from '../api/call-query';
import { readAddressState } from '../sections/address-state';
import { withDateRange } from '../sections/date-range';
import { filtersOf } from '../sections/filter-params';
import { awaitsOptions, paramsOf, usableQuery } from '../sections/filter-bar/filter-query';
import type { Filter } from '../manifest/screens.gen';
import { buildCall, buildRequestBody } from '../sections/source';
import type { SourcedSection } from '../sections/section-types';
import { openTab, queryHolds, shownTabs, visibilityOf, type SubjectState } from '../sections/visibility';
import { useAppStorage } from '../stores/app-storage';
import { basicDataKey, isGood, storedRecord } from '../stores/fund-basic-data';

export interface FirstRequest {
  call: string;
  body: Record<string, unknown>;
  /** Made with address values not yet checked against their options (see `sourceQuery`). */
  tentative?: boolean;
  /** The screen's subject: its refusal is the screen's to show (see `sourceQuery`). */
  subject?: boolean;
}

const hasSource = (section: Section): section is SourcedSection => 'source' in section;

/**
 * The sections on screen first: above the tabs, the open tab's (the address's, else the first shown),
 * below the tabs. Before the subject is in, a tab shown by a rule about it may not be the one on
 * screen, so its sections do not count yet.
 */
export function sectionsOnScreen(screen: Screen, query: URLSearchParams, subject: SubjectState = { status: 'pending' }): Section[] {
  const open = openTab(shownTabs(screen.tabs ?? [], subject), query.get('tab'));
  const tabSections = open && visibilityOf(open.visible, subject) === 'show' ? open.sections : [];
  return [...(screen.sections ?? []), ...tabSections, ...(screen.afterTabs ?? [])];
}

/**
 * The sections whose code a screen waits for before it draws them: those on screen, and those of an
 * open tab whose rules wait for the fund (they are drawn the moment it is in, when its rules hold).
 */
export function sectionsToDraw(screen: Screen, query: URLSearchParams): Section[] {
  const open = openTab(shownTabs(screen.tabs ?? [], { status: 'pending' }), query.get('tab'));
  return [...(screen.sections ?? []), ...(open?.sections ?? []), ...(screen.afterTabs ?? [])];
}

/** One section's first request, as the section renderer builds it with its starting controls. */
function sectionRequest(declared: SourcedSection, query: URLSearchParams, search: string): FirstRequest | undefined {
  const section = withDateRange(declared, query);
  const ranges = 'chart' in section ? section.chart.ranges : undefined;
  const call = buildCall(section.source, query, ranges ? { [ranges.param]: ranges.default } : {});
  if (call.includes('{')) return undefined;
  if (!('paging' in section) || section.paging?.mode !== 'server') return { call, body: buildRequestBody(section.source, query) };
  const state = 'inAddress' in section && section.inAddress === true ? readAddressState(search, section) : undefined;
  const page = { page: state?.page ?? 1, pageSize: state?.pageSize ?? section.paging.pageSize ?? 20 };
  const sort = state ? state.sort : 'sort' in section ? section.sort : undefined;
  return { call, body: buildRequestBody(section.source, query, { page, sort }) };
}

/** Whether a section's call starts with the screen's: it has no rule, or only rules on the address, which hold. */
const askedAtEntry = (section: Section, query: URLSearchParams): boolean =>
  Object.keys(section.visible ?? {}).every((rule) => rule === 'query') && queryHolds(section.visible, query);

/** Every section of a screen: above the tabs, in each tab, below the tabs. */
export const sectionsOf = (screen: Screen): Section[] => [
  ...(screen.sections ?? []),
  ...(screen.tabs ?? []).flatMap((tab) => tab.sections),
  ...(screen.afterTabs ?? []),
];

/** Whether the address sets one of the screen's filters (those the screen reads: `filtersOf` its sections). */
function setsFilter(screen: Screen, query: URLSearchParams): boolean {
  const filterParams = filtersOf(sectionsOf(screen)).flatMap(paramsOf);
  return filterParams.some((name) => query.has(name));
}

/** The options a list filter is known to accept so far (fixed options, dictionaries already loaded). */
export type OptionsOf = (filter: Filter) => readonly string[] | undefined;

/**
 * The requests a screen makes first at this address, with its filter values as the sections read
 * them (`usableQuery`): a filtered address asks at once too. Values whose options are not known yet
 * are sent as they are, tentatively; the sections check them when the dictionaries arrive.
 */
export function firstRequests(screen: Screen, search: string, optionsOf: OptionsOf = () => undefined): FirstRequest[] {
  const filters = filtersOf(sectionsOf(screen));
  const address = new URLSearchParams(search);
  const query = usableQuery(filters, address, optionsOf);
  const tentative = awaitsOptions(filters, address, optionsOf);
  const requests: FirstRequest[] = [];
  const subject = screen.subject?.source;
  if (subject) {
    const call = buildCall(subject, query);
    const missing = Object.values({ ...subject.body, ...subject.pathParams }).some(
      (spec) => spec.query !== undefined && spec.default === undefined && !query.get(spec.query),
    );
    if (missing || call.includes('{')) return [];
    requests.push({ call, body: buildRequestBody(subject, query), subject: true });
  }
  for (const section of sectionsOnScreen(screen, query)) {
    // A section shown by a rule about the fund waits for it (ruledRequests); one shown by the address asks now.
    if (!hasSource(section) || !askedAtEntry(section, query)) continue;
    const request = sectionRequest(section, query, search);
    if (request) requests.push(tentative ? { ...request, tentative } : request);
  }
  return requests;
}

/**
 * The requests of the sections on screen that show by a rule about the subject, once the subject is
 * in and the rule holds: they start with the screen's first draw instead of when each section is
 * drawn. None when the address sets a filter, as for `firstRequests`.
 */
export function ruledRequests(screen: Screen, search: string, subject: SubjectState): FirstRequest[] {
  const query = new URLSearchParams(search);
  if (subject.status !== 'ready' || setsFilter(screen, query)) return [];
  // What the entry asked for already: the sections it knew were on screen, without a rule of their own.
  const fromEntry = new Set(sectionsOnScreen(screen, query).filter((section) => askedAtEntry(section, query)));
  return sectionsOnScreen(screen, query, subject)
    .filter(
      (section): section is SourcedSection =>
        hasSource(section) && !fromEntry.has(section) && visibilityOf(section.visible, subject, undefined, query) === 'show',
    )
    .map((section) => sectionRequest(section, query, search))
    .filter((request): request is FirstRequest => request !== undefined);
}

/** Starts the screen's first requests in the query cache (the language is part of their keys). */
export function prefetchFirstRequests(client: QueryClient, screen: Screen | undefined, search: string, language: string, optionsOf?: OptionsOf): void {
  if (!screen) return;
  const requests = firstRequests(screen, search, optionsOf);
  // A fund this visit has seen: the sections its rules show ask at once, and while its basic data is
  // good its own call is not made again (see fund-basic-data.ts).
  const stored = screen.subject && requests[0] ? storedRecord(useAppStorage.getState().fundBasicData, basicDataKey(requests[0].body), language) : undefined;
  if (stored) requests.splice(0, isGood(stored) ? 1 : 0, ...ruledRequests(screen, search, { status: 'ready', value: stored.data }));
  prefetchRequests(client, requests, language);
}

/** Starts requests in the query cache, as the sections that read them would (runtime/prefetch.ts). */
export function prefetchRequests(client: QueryClient, requests: FirstRequest[], language: string): void {
  prefetchInTurn(
    client,
    requests.map(({ call, body, tentative, subject }) => sourceQuery(call, body, language, { silent: tentative, shownInPlace: subject })),
  );
}
