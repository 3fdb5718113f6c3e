// The screen's filters, shared with its sections: which query parameters 'Clear the filters' may
// drop, and the query string as the sections read it — without the values the filters cannot use.
import { createContext, useContext, useMemo } from 'react';
import type { Filter, Section } from '../manifest/screens.gen';
import { useDicts, useDictsUnavailable, type DictEntry } from '../stores/app-storage';
import { awaitsOptions, paramsOf, usableQuery } from './filter-bar/filter-query';

/** Every filter of the screen's filter bars. */
export const ScreenFiltersContext = createContext<readonly Filter[]>([]);

/** The filters of the filter bars among these sections. */
export function filtersOf(sections: readonly Section[]): Filter[] {
  return sections.flatMap((section) => ('filters' in section ? section.filters : []));
}

/** Every parameter the screen's filters write (a range writes `<param>Min` and `<param>Max`). */
export function useFilterParams(): ReadonlySet<string> {
  const filters = useContext(ScreenFiltersContext);
  return useMemo(() => new Set(filters.flatMap(paramsOf)), [filters]);
}

/** The codes a list filter accepts, once known (its fixed options, or its dictionary once loaded). */
export function knownOptions(dicts: Readonly<Record<string, readonly DictEntry[]>>): (filter: Filter) => readonly string[] | undefined {
  return (filter) => (filter.options ? filter.options.map((o) => o.value) : filter.dictType ? dicts[filter.dictType]?.map((e) => e.value) : undefined);
}

/** Whether any of these filters takes its options from a dictionary. */
const readsDicts = (filters: readonly Filter[]) =>
  filters.some((filter) => !('options' in filter && filter.options) && 'dictType' in filter && filter.dictType !== undefined);

export function useKnownOptions(): (filter: Filter) => readonly string[] | undefined {
  // A screen without a dictionary's filter (a fund's pages) is not drawn again when they arrive.
  const dicts = useDicts(readsDicts(useContext(ScreenFiltersContext)));
  return useMemo(() => knownOptions(dicts), [dicts]);
}

/**
 * Whether the address's filter values have been checked: a list filter's options come from a
 * dictionary that arrives after the first paint. Until then a section asks with the address's codes
 * as they are — at once, and quietly (a code the dictionary will drop may be refused); once checked,
 * an unknown code is dropped and the section asks again, and a known one changes nothing. True when
 * no filter has a value waiting on its options, or when the dictionaries could not be loaded (then
 * the codes are used as they are).
 */
export function useQueryChecked(search: string): boolean {
  const filters = useContext(ScreenFiltersContext);
  const known = useKnownOptions();
  const unavailable = useDictsUnavailable(readsDicts(filters));
  return unavailable || !awaitsOptions(filters, new URLSearchParams(search), known);
}

/**
 * The query string as sections read it: a shared or typed address's values that the filters cannot
 * use are left out, so no call is ever made with them (the filter bar rewrites the address to match).
 */
export function useUsableQuery(search: string): URLSearchParams {
  const filters = useContext(ScreenFiltersContext);
  const known = useKnownOptions();
  return useMemo(() => usableQuery(filters, new URLSearchParams(search), known), [search, filters, known]);
}
