// The site writes numbers and lists without Intl (decimal.ts, text-formats.ts): held here to what
// Intl gives in each of the three languages, on the numbers where a hand-written formatter goes
// wrong (halves, the last digits a double can hold, tiny and huge magnitudes, -0).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimal, formatMoney, roundDecimal, showsAsZero } from './decimal';
import { change, compact } from './number-formats';
import { list } from './text-formats';

const LANGUAGES = ['en-US', 'zh-TW', 'zh-CN'] as const;
const intlDecimal = (language: string, n: number, min: number, max: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);

/** Numbers whose shortest decimal ends in a 5 at the rounding position, or just beside it. */
const halves = fc
  .tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: 1, max: 6 }), fc.constantFrom('5', '49', '51', '4999999', '5000001'))
  .map(([whole, places, tail]) => Number(`${whole}.${'0'.repeat(places - 1)}${tail}`));
const magnitudes = fc
  .tuple(fc.double({ min: 1, max: 10, noNaN: true }), fc.integer({ min: -12, max: 24 }), fc.boolean())
  .map(([m, e, negative]) => (negative ? -1 : 1) * m * 10 ** e);
const decimals = fc
  .integer({ min: 0, max: 4 })
  .chain((min) => fc.record({ min: fc.constant(min), max: fc.oneof(fc.integer({ min, max: min + 3 }), fc.constant(8)) }));

describe('formatDecimal writes what Intl.NumberFormat writes', () => {
  it.each([
    [1234567.891, 0, 2, '1,234,567.89'],
    [1.005, 2, 2, '1.01'],
    [2.675, 2, 2, '2.68'],
    [9.995, 2, 2, '10.00'],
    [999_999.5, 0, 0, '1,000,000'],
    [0.0049, 2, 2, '0.00'],
    [-0.0049, 2, 2, '-0.00'],
    [-0, 0, 2, '-0'],
    [1e21, 0, 2, '1,000,000,000,000,000,000,000'],
    [1e-7, 0, 8, '0.0000001'],
    [5e-324, 0, 8, '0'],
    [0.1 + 0.2, 0, 8, '0.3'],
  ])('%s with %i to %i decimals is %s', (n, min, max, text) => {
    expect(formatDecimal(n, { min, max })).toBe(text);
    for (const language of LANGUAGES) expect(intlDecimal(language, n, min, max)).toBe(text);
  });

  it('on any double, half or magnitude, with any decimals, in every language', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), halves, magnitudes), decimals, (n, { min, max }) => {
        const text = formatDecimal(n, { min, max });
        for (const language of LANGUAGES) expect(text).toBe(intlDecimal(language, n, min, max));
      }),
      { seed: 20261129, numRuns: 3000 },
    );
  });

  it('says when a number shows as zero, as the digits it writes do', () => {
    fc.assert(
      fc.property(fc.oneof(halves, magnitudes), fc.integer({ min: 0, max: 8 }), (n, max) => {
        expect(showsAsZero(n, max)).toBe(/^-?0(\.0*)?$/.test(formatDecimal(n, { min: 0, max })));
      }),
      { seed: 20261129, numRuns: 2000 },
    );
  });
});

describe('what is decided from a rounded number agrees with the digits written', () => {
  it('roundDecimal is the number formatDecimal writes', () => {
    fc.assert(
      fc.property(fc.oneof(halves, magnitudes), fc.integer({ min: 0, max: 8 }), (n, max) => {
        expect(roundDecimal(n, max)).toBe(Number(formatDecimal(n, { min: 0, max }).replace(/,/g, '')) || 0);
      }),
      { seed: 20261129, numRuns: 2000 },
    );
  });

  it('a compact amount that rounds up to the next unit is written in it, and a change that shows as zero is flat', () => {
    // 9,999.9995 萬 is 9,999.99949… in binary (toFixed: 9,999.999): written with three decimals it is
    // 1.000億, not 10,000.000萬.
    expect(compact(99_999_995, { type: 'compact', decimals: 3 }, { language: 'zh-TW' }).text).toBe('1.000億');
    expect(compact(999_995, { type: 'compact' }, { language: 'en-US' }).text).toBe('1.00M');
    // -0.005 shows as -0.01 (a fall), 0.004 as 0.00 (flat).
    expect(change(-0.005, { type: 'change', unit: 'percent' }, { language: 'en-US' })).toEqual({ text: '-0.01%', tone: 'down' });
    expect(change(0.004, { type: 'change', unit: 'percent' }, { language: 'en-US' })).toEqual({ text: '0.00%', tone: 'flat' });
  });
});

describe('formatMoney writes what Intl.NumberFormat writes for a currency by its code', () => {
  const CODES = ['HKD', 'USD', 'CNY', 'CNH', 'EUR', 'GBP', 'SGD', 'AUD', 'CAD', 'CHF', 'TWD', 'JPY', 'KRW', 'KWD', 'BHD', 'CLP'];
  it('in every language, with the currency’s own decimals or given ones', () => {
    fc.assert(
      fc.property(fc.oneof(halves, magnitudes), fc.constantFrom(...CODES), fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), (n, code, places) => {
        const digits = places === undefined ? {} : { minimumFractionDigits: places, maximumFractionDigits: places };
        for (const language of LANGUAGES) {
          const format = new Intl.NumberFormat(language, { style: 'currency', currency: code, currencyDisplay: 'code', ...digits });
          const shown = showsAsZero(n, format.resolvedOptions().maximumFractionDigits ?? 2) ? 0 : n;
          expect(formatMoney(n, code, places)).toBe(format.format(shown));
        }
      }),
      { seed: 20261129, numRuns: 1500 },
    );
  });

  it('drops the minus of an amount that shows as zero', () => {
    expect(formatMoney(-0.004, 'HKD')).toBe('HKD\u00a00.00');
    expect(formatMoney(-0.4, 'JPY')).toBe('JPY\u00a00');
    expect(formatMoney(-0.0004, 'KWD')).toBe('KWD\u00a00.000');
    expect(formatMoney(-1234.5, 'HKD')).toBe('-HKD\u00a01,234.50');
  });
});

describe('the list format joins as Intl.ListFormat does', () => {
  it('one to six items, in every language', () => {
    const items = ['HKEX', '上交所', 'SZSE', 'NYSE', 'LSE', 'TSE'];
    for (const language of LANGUAGES) {
      const intl = new Intl.ListFormat(language, { type: 'conjunction' });
      for (let count = 1; count <= items.length; count += 1) {
        expect(list(items.slice(0, count), { type: 'list' }, { language }).text).toBe(intl.format(items.slice(0, count)));
      }
    }
  });
});
