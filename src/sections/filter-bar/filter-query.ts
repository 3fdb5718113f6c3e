// Pure helpers of the filter bar: which query parameters a filter writes, how a change is written
// to the query string, what counts as active, and the values' normal forms.
import type { Filter } from '../../manifest/screens.gen';
import { ADDRESS } from '../address-state';

/** The query parameter of the page number (a table's, see address-state.ts): a new filter starts again at the first page. */
export const PAGE_PARAM = ADDRESS.page;
/** A search's longest text (the fund list call takes at most 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** Parameter changes: a string sets it, undefined or '' removes it. */
export type ParamUpdates = Record<string, string | undefined>;

/** The query parameters a filter writes: `<param>Min` and `<param>Max` for a range, else `param`. */
export function paramsOf(filter: Filter): string[] {
  return filter.control === 'range' ? [`${filter.param}Min`, `${filter.param}Max`] : [filter.param];
}

/**
 * The query string after the updates, without `?`; the page number is dropped. Commas stay readable
 * (`issuer=HBR,PKS`): they need no escaping in a query and parse back the same.
 */
export function withParams(search: string, updates: ParamUpdates): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(updates)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  params.delete(PAGE_PARAM);
  return params.toString().replace(/%2C/gi, ',');
}

/** The address of `location` with a query string (none when it is empty). */
export function hrefWith(location: string, query: string): string {
  return query ? `${location}?${query}` : location;
}

/** The updates that clear every parameter of the filters. */
export function resetUpdates(filters: readonly Filter[]): ParamUpdates {
  return Object.fromEntries(filters.flatMap(paramsOf).map((name) => [name, undefined]));
}

/** A list parameter's values (`HBR,PKS`), without empty items. */
export function parseList(raw: string | null): string[] {
  return raw ? raw.split(',').filter(Boolean) : [];
}

/** Whether the filter narrows the page: it has a value in the address (a segmented filter's default does not count). */
export function isActive(filter: Filter, query: URLSearchParams): boolean {
  return paramsOf(filter).some((name) => {
    const value = query.get(name);
    return value !== null && value !== '' && !(filter.control === 'segmented' && value === filter.default);
  });
}

/** How many of the filters are active. */
export function activeCount(filters: readonly Filter[], query: URLSearchParams): number {
  return filters.filter((filter) => isActive(filter, query)).length;
}

/** A search's text as written: trimmed, at most 100 characters. */
export function normalizeSearch(text: string): string {
  return text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** A typed number as written to the address ("0.5"), or '' for an empty or unfinished entry ("0.", "-"). */
export function numberParam(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? String(Number(text)) : '';
}

/** Whether a range's minimum is above its maximum (both given). */
export function rangeInverted(min: string, max: string): boolean {
  return min !== '' && max !== '' && Number(min) > Number(max);
}

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * Whether a list filter's value in the address still waits for its options (a dictionary not yet
 * loaded) before it can be checked. Ranges and searches are checked without any options.
 */
export function awaitsOptions(filters: readonly Filter[], query: URLSearchParams, optionsOf: (filter: Filter) => readonly string[] | undefined): boolean {
  return filters.some((filter) => filter.control !== 'range' && filter.control !== 'search' && !!query.get(filter.param) && optionsOf(filter) === undefined);
}

/** The query with the cleanup updates applied: what the sections read and send. */
export function usableQuery(filters: readonly Filter[], query: URLSearchParams, optionsOf: (filter: Filter) => readonly string[] | undefined): URLSearchParams {
  const usable = new URLSearchParams(query);
  for (const [name, value] of Object.entries(cleanupUpdates(filters, query, optionsOf))) {
    if (value === undefined) usable.delete(name);
    else usable.set(name, value);
  }
  return usable;
}

/**
 * The updates that drop what a shared or typed address gives but the filters cannot use: codes no
 * option has (once the options are known), ranges that are not numbers or run backwards, searches
 * over the length limit. Empty when everything is usable.
 */
export function cleanupUpdates(filters: readonly Filter[], query: URLSearchParams, optionsOf: (filter: Filter) => readonly string[] | undefined): ParamUpdates {
  const updates: ParamUpdates = {};
  for (const filter of filters) {
    if (filter.control === 'range') {
      const [minName, maxName] = paramsOf(filter) as [string, string];
      const min = query.get(minName);
      const max = query.get(maxName);
      const bad = (value: string | null) => value !== null && !NUMBER.test(value);
      if (bad(min)) updates[minName] = undefined;
      if (bad(max)) updates[maxName] = undefined;
      if (!bad(min) && !bad(max) && min !== null && max !== null && rangeInverted(min, max)) {
        updates[minName] = undefined;
        updates[maxName] = undefined;
      }
    } else if (filter.control === 'search') {
      const text = query.get(filter.param);
      if (text !== null && text.length > SEARCH_MAX_LENGTH) updates[filter.param] = text.slice(0, SEARCH_MAX_LENGTH);
    } else {
      const raw = query.get(filter.param);
      const known = optionsOf(filter);
      if (raw === null || !known) continue;
      const values = raw.split(',');
      const kept = values.filter((value) => known.includes(value));
      if (kept.length !== values.length) updates[filter.param] = filter.control === 'multiSelect' ? kept.join(',') || undefined : undefined;
    }
  }
  return updates;
}
