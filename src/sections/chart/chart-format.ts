// Text helpers of the chart's option builder: dates on a time axis, axis-label precision, HTML escaping.
import type { Format } from '../../manifest/screens.gen';

/** Whether `x` holds dates, drawn on a time axis. */
export const isDateFormat = (format: Format | undefined): boolean => format?.type === 'date' || format?.type === 'dateTime';

/**
 * A date value as a timestamp. A plain `YYYY-MM-DD` is local midnight, so the axis (which ECharts lays
 * out in local time) ticks on the same calendar day the data names; a date and time without a zone
 * (`YYYY-MM-DD HH:mm[:ss]`, or with `T`) is local time too, read here rather than by `Date.parse`,
 * whose reading of anything but ISO differs between engines (older Safari gives NaN for the space);
 * one with a zone is ISO once its space is a `T`. Undefined when it is not a date.
 */
export function timestampOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const [year, month, day, hour, minute, second] = (local ?? []).slice(1).map((part) => Number(part ?? 0));
  const inRange = month! >= 1 && month! <= 12 && day! >= 1 && day! <= 31 && hour! < 24 && minute! < 60 && second! < 60;
  const time = !local
    ? Date.parse(text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'))
    : inRange
      ? new Date(year!, month! - 1, day!, hour, minute, second).getTime()
      : NaN;
  return Number.isFinite(time) ? time : undefined;
}

/** A local timestamp as `YYYY-MM-DD`, the form the date formatter reads. */
export function isoDay(timestamp: number): string {
  const date = new Date(timestamp);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const tickFormats = new Map<string, Intl.DateTimeFormat>();

function tickFormat(language: string, unit: 'year' | 'month' | 'day'): Intl.DateTimeFormat {
  const key = `${language}|${unit}`;
  let format = tickFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      unit === 'year' ? { year: 'numeric' } : unit === 'month' ? { month: 'short' } : { month: 'short', day: 'numeric' };
    format = new Intl.DateTimeFormat(language, options);
    tickFormats.set(key, format);
  }
  return format;
}

/** A time-axis tick in the visitor's language: the year on 1 January, the month on the 1st, else day and month. */
export function timeTickLabel(timestamp: number, language: string): string {
  const date = new Date(timestamp);
  const unit = date.getDate() !== 1 ? 'day' : date.getMonth() === 0 ? 'year' : 'month';
  return tickFormat(language, unit).format(date);
}

const DECIMAL_FORMATS = new Set(['number', 'percent', 'change', 'currency']);

/**
 * The format of one y-axis label: as few decimals as the tick needs (0, 2.5, 5 rather than 0.00,
 * 2.50, 5.00), so labels stay short; other formats are used as they are.
 */
export function axisLabelFormat(format: Format | undefined, value: number): Format | undefined {
  if (!format || !DECIMAL_FORMATS.has(format.type)) return format;
  const fraction = 'scale' in format && format.scale === 'fraction';
  const shown = fraction ? value * 100 : value;
  let decimals = 0;
  while (decimals < 4 && Math.abs(Math.round(shown * 10 ** decimals) - shown * 10 ** decimals) > 1e-6) decimals += 1;
  return { ...format, decimals } as Format;
}

/** Text made safe for the tooltip's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
