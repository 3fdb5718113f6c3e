// Formatters: one entry per `format.type` of the manifest. Each turns a raw value into text,
// and never throws: a value it cannot show becomes `empty`.
import type { Format } from '../manifest/screens.gen';
import dayjs from 'dayjs';

/** What a cell shows. `tone` marks a rise or fall; `empty` means there was no usable value. */
export interface Formatted {
  text: string;
  tone?: 'up' | 'down' | 'flat';
  empty?: boolean;
}

/** What every formatter knows besides the value. */
export interface FormatContext {
  language: string;
}

type Formatter<F extends Format> = (value: unknown, format: F, context: FormatContext) => Formatted;
type FormatOf<T extends Format['type']> = Extract<Format, { type: T }>;

export const EMPTY: Formatted = { text: '-', empty: true };
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number | undefined): Intl.NumberFormat {
  const key = `${language}|${decimals ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, decimals === undefined ? { maximumFractionDigits: 8 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/** A finite number from a number or a numeric string; undefined for anything else. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && /^[-+]?[\d,]*\.?\d+(e[-+]?\d+)?$/i.test(value.trim())) {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

const text: Formatter<FormatOf<'text'>> = (value) => {
  if (typeof value === 'string') return value.trim() ? { text: value } : EMPTY;
  if (typeof value === 'number' && Number.isFinite(value)) return { text: String(value) };
  return EMPTY;
};

const number: Formatter<FormatOf<'number'>> = (value, format, { language }) => {
  const n = toNumber(value);
  return n === undefined ? EMPTY : { text: numberFormat(language, format.decimals).format(n) };
};

const percent: Formatter<FormatOf<'percent'>> = (value, format, { language }) => {
  const raw = toNumber(value);
  if (raw === undefined) return EMPTY;
  const n = format.scale === 'fraction' ? raw * 100 : raw;
  const decimals = format.decimals ?? 2;
  const digits = numberFormat(language, decimals).format(Math.abs(n));
  if (!format.signed) return { text: `${n < 0 ? '-' : ''}${digits}%` };
  // Rounded to zero shows as flat, without a sign: "+0.00%" would claim a rise.
  const rounded = Number(n.toFixed(decimals));
  if (rounded === 0) return { text: `${numberFormat(language, decimals).format(0)}%`, tone: 'flat' };
  return rounded > 0 ? { text: `+${digits}%`, tone: 'up' } : { text: `-${digits}%`, tone: 'down' };
};

const DATE_PATTERN: Record<string, string> = { 'en-US': 'D MMM YYYY' };

const date: Formatter<FormatOf<'date'>> = (value, _format, { language }) => {
  if (typeof value !== 'string' && typeof value !== 'number') return EMPTY;
  const parsed = dayjs(value);
  return parsed.isValid() ? { text: parsed.format(DATE_PATTERN[language] ?? 'YYYY-MM-DD') } : EMPTY;
};

export const formatRegistry = { text, number, percent, date } satisfies { [K in Format['type']]: Formatter<FormatOf<K>> };

/** Formats a value with its manifest format (text when none is given). */
export function formatValue(value: unknown, format: Format | undefined, context: FormatContext): Formatted {
  if (!format) return text(value, { type: 'text' }, context);
  const formatter = formatRegistry[format.type] as Formatter<Format>;
  try {
    return formatter(value, format, context);
  } catch {
    return EMPTY;
  }
}
