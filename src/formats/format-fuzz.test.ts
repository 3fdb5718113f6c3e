// Property-based fuzz of every formatter: any value — of any type, NaN, infinite or huge numbers,
// negative sizes, dates that do not parse, arrays for scalars, objects whose conversion throws —
// with every format the shipped screens.json uses (and the schema's other options) and any row or
// dictionary around it. A formatter never throws and always returns text to show.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import type { Format } from '../manifest/screens.gen';
import { formatRegistry, formatValue, type FormatContext, type Formatted } from './format-registry';
import type { Formatter } from './format-types';

const shipped: Format[] = [];
JSON.parse(readFileSync('screens.json', 'utf8'), (key, value) => {
  if (key === 'format' && value && typeof value.type === 'string') shipped.push(value);
  return value;
});
const label = { 'zh-TW': '單位', 'zh-CN': '单位', 'en-US': 'units' };
const EXTRA: Format[] = [
  { type: 'text' },
  { type: 'number' },
  { type: 'number', decimals: 2, suffix: label },
  { type: 'percent', scale: 'fraction' },
  { type: 'change', unit: 'number', decimals: 4 },
  { type: 'currency', currency: 'HKD', decimals: 2 },
  { type: 'compact' },
  { type: 'date', style: 'short' },
  { type: 'link' },
  { type: 'link', text: label },
  { type: 'enum', labels: { ETF: label } },
] as Format[];
const FORMATS = [...shipped, ...EXTRA];

const fail = (what: string): never => {
  throw new Error(what);
};

/** Values JSON cannot carry but code might hand a formatter. */
const exotic = fc.constantFrom<unknown>(
  NaN,
  Infinity,
  -Infinity,
  -0,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  -1e21,
  10n ** 30n,
  Symbol('s'),
  () => 1,
  new Date(NaN),
  new Date(8.64e15),
  { toString: () => fail('toString'), valueOf: () => fail('valueOf') },
  // Throws on every string-keyed read (symbols answer, so fast-check can still report it).
  new Proxy(
    {},
    { get: (_target, key) => (typeof key === 'symbol' ? undefined : fail('get')), has: (_target, key) => (typeof key === 'symbol' ? false : fail('has')) },
  ),
  Object.create(null),
  [NaN],
  ['2026-11-20'],
);
const strings = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '2026-02-30',
    '2026-11-20T25:00',
    '2026-11-20T10:00+15:00',
    '0000-00-00',
    '275760-09-13',
    '-1',
    '1e400',
    '1,2,3',
    '--5',
    ' 12.5 ',
    '١٢٣',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'https://example.com/<img src=x onerror=alert(1)>',
    'http://',
    'HKD',
    'XXX',
    'not-a-currency',
  ),
);
const anyValue = fc.oneof(fc.anything(), exotic, strings, fc.double(), fc.integer({ min: -1e9, max: 1e9 }));
const context: fc.Arbitrary<FormatContext> = fc.record(
  {
    language: fc.constantFrom('zh-TW', 'zh-CN', 'en-US', 'en', 'fr-FR', 'xx', ''),
    dicts: fc.option(
      fc.dictionary(fc.constantFrom('currency', 'assetClass', 'x'), fc.oneof(fc.array(fc.record({ value: anyValue, label: anyValue })), anyValue)),
      { nil: undefined },
    ),
    row: fc.option(fc.oneof(fc.dictionary(fc.constantFrom('currency', 'tradingCurrency', 'x'), anyValue), anyValue), { nil: undefined }),
  },
  { requiredKeys: ['language'] },
) as fc.Arbitrary<FormatContext>;

function isFormatted(result: Formatted): boolean {
  return typeof result === 'object' && result !== null && typeof result.text === 'string' && (result.href === undefined || /^https?:\/\//.test(result.href));
}

describe('every formatter against any value', () => {
  it('covers every format type of the schema', () => {
    expect(new Set(FORMATS.map((format) => format.type))).toEqual(new Set(Object.keys(formatRegistry)));
  });

  it('never throws and always returns text (links only http(s)), without the registry’s safety net', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), anyValue, context, (format, value, ctx) => {
        const formatter = formatRegistry[format.type] as Formatter<Format>;
        expect(isFormatted(formatter(value, format, ctx))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('formats through formatValue the same way, with no format at all too', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...FORMATS), { nil: undefined }), anyValue, context, (format, value, ctx) => {
        expect(isFormatted(formatValue(value, format, ctx))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
