// Formatters of amounts: number, percent, change, currency and compact (萬/億, K/M/B).
import { formatDecimal, formatMoney, roundDecimal, showsAsZero, type Decimals } from './decimal';
import { EMPTY, fieldAt, labelText, siteLanguage, type FormatContext, type Formatter, type FormatOf } from './format-types';

/** The decimals a format shows: exactly `decimals` when given, up to 8 otherwise. */
const decimalsOf = (decimals: number | undefined): Decimals => (decimals === undefined ? { min: 0, max: 8 } : { min: decimals, max: decimals });

/** Formats n, without the minus of a value that shows as zero ("-0.00"). */
function formatAmount(n: number, decimals: Decimals): string {
  return formatDecimal(showsAsZero(n, decimals.max) ? 0 : n, decimals);
}

/** A finite number from a number or a numeric string ("1,234.5"); undefined for anything else. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^[-+]?[\d,]*\.?\d+(e[-+]?\d+)?$/i.test(value.trim())) {
    const n = Number(value.trim().replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A currency code of the format or of the row's `currencyField`; undefined when it is not ISO 4217-shaped. */
function currencyOf(format: { currency?: string; currencyField?: string }, context: FormatContext): string | undefined {
  const code = format.currency ?? (format.currencyField ? fieldAt(context.row, format.currencyField) : undefined);
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** `number`: grouped digits, then the suffix label after a no-break space. */
export const number: Formatter<FormatOf<'number'>> = (value, format, { language }) => {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const text = formatAmount(n, decimalsOf(format.decimals));
  return { text: format.suffix ? `${text}\u00a0${labelText(format.suffix, language)}` : text };
};

/** `percent`: 0.0123 (fraction) or 1.23 (percent) → "1.23%"; a minus only when the shown digits are not zero. */
export const percent: Formatter<FormatOf<'percent'>> = (value, format) => {
  const raw = toNumber(value);
  if (raw === undefined) return EMPTY;
  const n = format.scale === 'fraction' ? raw * 100 : raw;
  const decimals = format.decimals ?? 2;
  const sign = roundDecimal(n, decimals) < 0 ? '-' : '';
  return { text: `${sign}${formatDecimal(Math.abs(n), decimalsOf(decimals))}%` };
};

/** `change`: "+1.23%" up, "-0.50%" down, "0.00%" flat (rounds to zero: no sign, a "+0.00" would claim a rise). */
export const change: Formatter<FormatOf<'change'>> = (value, format) => {
  const raw = toNumber(value);
  if (raw === undefined) return EMPTY;
  const isPercent = format.unit === 'percent';
  const n = isPercent && format.scale === 'fraction' ? raw * 100 : raw;
  const decimals = format.decimals ?? 2;
  const unit = isPercent ? '%' : '';
  const shown = roundDecimal(n, decimals);
  const digits = formatDecimal(Math.abs(shown), decimalsOf(decimals));
  if (shown === 0) return { text: `${digits}${unit}`, tone: 'flat' };
  return shown > 0 ? { text: `+${digits}${unit}`, tone: 'up' } : { text: `-${digits}${unit}`, tone: 'down' };
};

/** `currency`: "HKD 1,234.50" in every language (the code, a no-break space, the amount). */
export const currency: Formatter<FormatOf<'currency'>> = (value, format, context) => {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const code = currencyOf(format, context);
  // No usable code: the amount alone is still right, with the decimals of a money amount.
  return { text: code ? formatMoney(n, code, format.decimals) : formatAmount(n, decimalsOf(format.decimals ?? 2)) };
};

/** The units of a language, smallest first. */
const COMPACT_UNITS: Record<ReturnType<typeof siteLanguage>, Array<[number, string]>> = {
  'en-US': [
    [1, ''],
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
    [1e12, 'T'],
  ],
  // 兆 is left out: in Hong Kong it also means a million.
  'zh-TW': [
    [1, ''],
    [1e4, '萬'],
    [1e8, '億'],
  ],
  'zh-CN': [
    [1, ''],
    [1e4, '万'],
    [1e8, '亿'],
  ],
};

/** `compact`: 123456789 → "1.23億" / "1.23亿" / "123.46M", with an optional "HKD " before the amount. */
export const compact: Formatter<FormatOf<'compact'>> = (value, format, context) => {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const decimals = format.decimals ?? 2;
  const abs = Math.abs(n);
  const units = COMPACT_UNITS[siteLanguage(context.language)];
  let index = Math.max(
    0,
    units.findLastIndex(([size]) => abs >= size),
  );
  // Rounding can reach the next unit: 999,999 is 1.00M, not 1,000.00K.
  const next = units[index + 1];
  if (next && roundDecimal(abs / units[index]![0], decimals) >= next[0] / units[index]![0]) index += 1;
  const [size, suffix] = units[index]!;
  const shown = roundDecimal(abs / size, decimals);
  const sign = n < 0 && shown !== 0 ? '-' : '';
  const code = currencyOf(format, context);
  return { text: `${sign}${code ? `${code}\u00a0` : ''}${formatDecimal(shown, decimalsOf(decimals))}${suffix}` };
};
