// Formatters of dates and times: `date` (three styles) and `dateTime` (in the offset the value carries).
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { EMPTY, siteLanguage, type Formatter, type FormatOf } from './format-types';

dayjs.extend(utc);

/** An ISO 8601 date, or date and time with an optional offset ("Z", "+08:00", "+0800"). */
const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface WallTime {
  /** The date and time as written (the wall clock of the value's own offset), held in UTC mode. */
  wall: Dayjs;
  hasTime: boolean;
  /** "UTC+8" for "+08:00", "UTC" for "Z"; undefined when the value names no offset. */
  offset?: string;
}

function offsetLabel(offset: string | undefined): string | undefined | null {
  if (offset === undefined) return undefined;
  if (/^z$/i.test(offset)) return 'UTC';
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
  if (Number(hours) > 14 || Number(minutes) > 59) return null;
  if (Number(hours) === 0 && Number(minutes) === 0) return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** Reads an ISO 8601 string without moving it to the browser's zone; undefined when it is not a real date. */
function parseWallTime(value: unknown): WallTime | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO.exec(value.trim());
  if (!match) return undefined;
  const [, date, hoursMinutes, seconds, offset] = match;
  const time = hoursMinutes ? `${hoursMinutes}${seconds ?? ':00'}` : '00:00:00';
  const wall = dayjs.utc(`${date}T${time}`);
  const label = offsetLabel(offset);
  // dayjs rolls 2026-02-30 over to March: a value that does not read back the same is not a date.
  if (!wall.isValid() || label === null || wall.format('YYYY-MM-DDTHH:mm:ss') !== `${date}T${time.slice(0, 8)}`) return undefined;
  return { wall, hasTime: hoursMinutes !== undefined, ...(label ? { offset: label } : {}) };
}

type DateStyle = NonNullable<FormatOf<'date'>['style']>;

const DATE_PATTERNS: Record<'zh' | 'en', Record<DateStyle, string>> = {
  zh: { short: 'YYYY-MM-DD', long: 'YYYY年M月D日', month: 'YYYY年M月' },
  en: { short: 'D MMM YYYY', long: 'D MMMM YYYY', month: 'MMM YYYY' },
};

function patternsOf(language: string) {
  return DATE_PATTERNS[siteLanguage(language) === 'en-US' ? 'en' : 'zh'];
}

/** `date`: 2026-11-20 / 2026年11月20日 / 2026年11月 in Chinese; 20 Nov 2026 / 20 November 2026 / Nov 2026 in English. */
export const date: Formatter<FormatOf<'date'>> = (value, format, { language }) => {
  const parsed = parseWallTime(value);
  return parsed ? { text: parsed.wall.format(patternsOf(language)[format.style ?? 'short']) } : EMPTY;
};

/** `dateTime`: "2026-11-20 15:59:45 (UTC+8)" / "20 Nov 2026, 15:59 (UTC+8)": the exchange's clock, not the browser's. */
export const dateTime: Formatter<FormatOf<'dateTime'>> = (value, format, { language }) => {
  const parsed = parseWallTime(value);
  if (!parsed) return EMPTY;
  const day = patternsOf(language).short;
  if (!parsed.hasTime) return { text: parsed.wall.format(day) };
  const clock = format.seconds ? 'HH:mm:ss' : 'HH:mm';
  const text = parsed.wall.format(siteLanguage(language) === 'en-US' ? `${day}, ${clock}` : `${day} ${clock}`);
  return { text: parsed.offset ? `${text} (${parsed.offset})` : text };
};
