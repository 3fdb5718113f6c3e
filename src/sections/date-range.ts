// A table's date range (`dateRange` in the manifest): the default range ending today, the range an
// address gives — checked, so that a reversed or malformed range is never sent — and the section with
// the range in its request body.
import dayjs from 'dayjs';
import type { TableDateRange } from '../manifest/screens.gen';
import type { SourcedSection } from './section-types';

/** A range of days as `YYYY-MM-DD`; an undefined end is open (the call's own default). */
export interface DateRange {
  start: string | undefined;
  end: string | undefined;
}

/** The days the inputs accept: typing a year digit by digit passes through years such as 0002, never sent. */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2099-12-31';

/** Whether a text is a real calendar day `YYYY-MM-DD` between EARLIEST_DAY and LATEST_DAY. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text) || text < EARLIEST_DAY || text > LATEST_DAY) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today on the visitor's calendar, as `YYYY-MM-DD`. */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

const BACK: Record<Exclude<TableDateRange['default'], 'YTD' | 'ALL'>, [number, dayjs.ManipulateType]> = {
  '3M': [3, 'month'],
  '6M': [6, 'month'],
  '1Y': [1, 'year'],
  '3Y': [3, 'year'],
  '5Y': [5, 'year'],
};

/** The range before the visitor chooses one: ending `day`, starting that far back (1 January for YTD, open for ALL). */
export function defaultRange(preset: TableDateRange['default'], day: string = today()): DateRange {
  const end = dayjs(day);
  if (preset === 'ALL') return { start: undefined, end: day };
  if (preset === 'YTD') return { start: end.startOf('year').format('YYYY-MM-DD'), end: day };
  const [amount, unit] = BACK[preset];
  return { start: end.subtract(amount, unit).format('YYYY-MM-DD'), end: day };
}

/** Whether a range's start is after its end (an open end is never reversed). */
export function isReversed(range: DateRange): boolean {
  return range.start !== undefined && range.end !== undefined && range.start > range.end;
}

/** The range a table shows, and whether the address held values it cannot use (to drop from the address). */
export interface AddressRange {
  range: DateRange;
  unusable: boolean;
}

/**
 * The range the address gives (`?startDate=…&endDate=…`, named as the body fields), each missing day
 * taken from the default range. A value that is no real day, or a range whose start is after its end,
 * is not used: the whole default range is.
 */
export function addressRange(spec: TableDateRange, query: URLSearchParams, day: string = today()): AddressRange {
  const fallback = defaultRange(spec.default, day);
  const raw = { start: query.get(spec.start), end: query.get(spec.end) };
  const malformed = [raw.start, raw.end].some((value) => value !== null && value !== '' && !isDay(value));
  if (malformed) return { range: fallback, unusable: true };
  const range = { start: raw.start || fallback.start, end: raw.end || fallback.end };
  return isReversed(range) ? { range: fallback, unusable: true } : { range, unusable: false };
}

/** The query string with the range written (an open end removed), and the page dropped: a new range starts at page 1. */
export function writeRange(search: string, spec: TableDateRange, range: DateRange, pageParam?: string): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of [
    [spec.start, range.start],
    [spec.end, range.end],
  ] as const) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  if (pageParam) params.delete(pageParam);
  return params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/** A table with a date range, with the range the address gives (or the default) as fixed values of its body; other sections as they are. */
export function withDateRange<S extends SourcedSection>(section: S, query: URLSearchParams, day: string = today()): S {
  if (!('dateRange' in section) || !section.dateRange) return section;
  const spec = section.dateRange;
  const { range } = addressRange(spec, query, day);
  const body = { ...section.source.body };
  delete body[spec.start];
  delete body[spec.end];
  if (range.start) body[spec.start] = { value: range.start };
  if (range.end) body[spec.end] = { value: range.end };
  return { ...section, source: { ...section.source, body } };
}
