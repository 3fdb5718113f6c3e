// Numbers written as the site's three languages write them, without Intl. English, Traditional and
// Simplified Chinese agree: Latin digits, a "," between each three of the whole part, a "." before
// the decimals, a "-" before a negative amount, and "HKD 1,234.50" for money shown by its code.
//
// Why not Intl.NumberFormat: the first Intl formatter a page builds (a number, date, collation or
// list format) is one task of 30–130 ms on a two-core machine, several times that on a phone, as
// V8 sets up the locales it has for those services, and every figure on a fund's page would pay it
// while the page loads. The digits here are Intl's (decimal.test.ts holds them to it across
// magnitudes, halves and options): the shortest decimal that reads back as the number, rounded
// half away from zero.

/** The fewest and most decimals shown. */
export interface Decimals {
  min: number;
  max: number;
}

/** The significant digits of |n| (none for zero) and how many of them come before the point. */
function decimalDigits(n: number): { digits: string; point: number } {
  // JavaScript's own shortest round-trip form: "1.005", "1e-7", "1.5e+21".
  const [mantissa = '0', exponent = '0'] = String(Math.abs(n)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const lead = /^0*/.exec(all)![0].length;
  if (lead === all.length) return { digits: '', point: 0 };
  return { digits: all.slice(lead), point: whole.length + Number(exponent) - lead };
}

/** The digits rounded, half away from zero, to `max` decimals. */
function roundDigits({ digits, point }: { digits: string; point: number }, max: number): { digits: string; point: number } {
  const keep = point + max;
  if (keep >= digits.length) return { digits, point };
  // Less than half of the last decimal kept: zero.
  if (keep < 0) return { digits: '', point: 0 };
  const kept = digits.slice(0, keep);
  if (digits[keep]! < '5') return { digits: kept, point };
  const up = (BigInt(kept || '0') + 1n).toString();
  // 9.99 → 10.0: one digit more before the point.
  return { digits: up, point: up.length > kept.length ? point + 1 : point };
}

/**
 * n as it shows with `max` decimals, as a number: rounded as formatDecimal rounds (999.995 → 1000 at
 * two decimals, where `toFixed` reads the double's binary value and gives 999.99), so what is decided
 * from it (a sign, a unit) agrees with the digits written.
 */
export function roundDecimal(n: number, max: number): number {
  const { digits, point } = roundDigits(decimalDigits(n), max);
  return digits ? Math.sign(n) * Number(`0.${digits}e${point}`) : 0;
}

/** Whether n shows as zero with `max` decimals, whatever its sign ("-0.004" → "0.00"). */
export function showsAsZero(n: number, max: number): boolean {
  return roundDecimal(n, max) === 0;
}

/** Groups of three in a run of whole digits: "1234567" → "1,234,567". */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A finite number with grouped digits and between `min` and `max` decimals: what Intl.NumberFormat gives in en-US, zh-TW and zh-CN. */
export function formatDecimal(n: number, { min, max }: Decimals): string {
  if (!Number.isFinite(n)) return new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);
  const { digits, point } = roundDigits(decimalDigits(n), max);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).replace(/0+$/, '').padEnd(min, '0');
  // Intl writes a minus for any negative number, even one that rounds to zero ("-0.00"), and for -0.
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The decimals of a currency's amounts where no format gives them (Intl's, from CLDR; the test holds
 * each to it). A currency not listed is formatted through Intl, which knows them all.
 */
const CURRENCY_DECIMALS: Record<string, number> = {
  HKD: 2,
  USD: 2,
  CNY: 2,
  CNH: 2,
  EUR: 2,
  GBP: 2,
  SGD: 2,
  AUD: 2,
  CAD: 2,
  CHF: 2,
  TWD: 2,
  JPY: 0,
  KRW: 0,
};

/**
 * An amount of a currency by its ISO code: "HKD 1,234.50", "-HKD 1,234.50", with the currency's own
 * decimals unless `decimals` is given. An amount that shows as zero has no minus ("HKD 0.00").
 */
export function formatMoney(n: number, code: string, decimals?: number): string {
  const places = decimals ?? CURRENCY_DECIMALS[code];
  if (places === undefined) {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'code' });
    return format.format(showsAsZero(n, format.resolvedOptions().maximumFractionDigits ?? 2) ? 0 : n);
  }
  const amount = formatDecimal(showsAsZero(n, places) ? 0 : n, { min: places, max: places });
  return amount.startsWith('-') ? `-${code}\u00a0${amount.slice(1)}` : `${code}\u00a0${amount}`;
}
