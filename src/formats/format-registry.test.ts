import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Format } from '../manifest/screens.gen';
import { EMPTY, formatRegistry, formatValue, toNumber, type FormatContext, type Formatted } from './format-registry';

const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'] as const;
type Language = (typeof LANGUAGES)[number];
/** One text for every language, or the text in each. */
type Expected = string | Formatted | Record<Language, string | Formatted>;
const NBSP = '\u00a0';

const label = (zhTW: string, zhCN: string, enUS: string) => ({ 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS });
const dicts = {
  assetClass: [
    { value: 'BOND', label: 'Fixed income' },
    { value: '1', label: 'One' },
  ],
};

interface Fixture {
  format: Format;
  /** [value, expected, row]. */
  valid: Array<[unknown, Expected, unknown?]>;
  /** Values this formatter cannot show: each gives EMPTY. */
  malformed: unknown[];
}

/** Values no formatter can show. */
const NEVER = [null, undefined, '', '   ', NaN, Infinity, -Infinity, {}, { a: 1 }, Symbol('s'), 10n, () => 1, new Date(NaN)];
const NOT_NUMBERS = ['abc', '12abc', '1.2.3', '--1', '1e400', [1], ['1'], true, false, { valueOf: () => 1 }];
const NOT_DATES = ['abc', '2026-02-30', '2026-13-01', '2026-11-20T25:00', '2026-11-20T10:00+15:00', '20/11/2026', 20261120, true, ['2026-11-20']];
const HUGE = [1e21, -1e21, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER * 1000];

const fixtures: Record<Format['type'], Fixture[]> = {
  text: [
    {
      format: { type: 'text' },
      valid: [
        ['abc', 'abc'],
        [12.5, '12.5'],
        [0, '0'],
        ['<b>x</b>', '<b>x</b>'],
      ],
      malformed: [true, [], ['a']],
    },
  ],
  number: [
    {
      format: { type: 'number', decimals: 2 },
      valid: [
        [12345.6789, '12,345.68'],
        ['1,234.5', '1,234.50'],
        [-0.5, '-0.50'],
        [0, '0.00'],
        [-0.004, '0.00'],
        [' 26.9 ', '26.90'],
      ],
      malformed: NOT_NUMBERS,
    },
    {
      format: { type: 'number' },
      valid: [
        [1234.5, '1,234.5'],
        ['26.9', '26.9'],
        [1e-9, '0'],
      ],
      malformed: NOT_NUMBERS,
    },
    {
      format: { type: 'number', decimals: 0, suffix: label('單位', '单位', 'units') },
      valid: [[1000.4, { 'zh-TW': `1,000${NBSP}單位`, 'zh-CN': `1,000${NBSP}单位`, 'en-US': `1,000${NBSP}units` }]],
      malformed: NOT_NUMBERS,
    },
  ],
  percent: [
    {
      format: { type: 'percent', scale: 'fraction' },
      valid: [
        [0.0123, '1.23%'],
        ['-0.0123', '-1.23%'],
        [1, '100.00%'],
      ],
      malformed: NOT_NUMBERS,
    },
    {
      format: { type: 'percent', scale: 'percent', decimals: 1 },
      valid: [
        [1.234, '1.2%'],
        [-0.5, '-0.5%'],
        [-0.04, '0.0%'],
        [12345.67, '12,345.7%'],
      ],
      malformed: NOT_NUMBERS,
    },
  ],
  change: [
    {
      format: { type: 'change', unit: 'percent', scale: 'percent', decimals: 2 },
      valid: [
        [1.234, { text: '+1.23%', tone: 'up' }],
        [-0.5, { text: '-0.50%', tone: 'down' }],
        [0.001, { text: '0.00%', tone: 'flat' }],
        [-0.004, { text: '0.00%', tone: 'flat' }],
        [0, { text: '0.00%', tone: 'flat' }],
        ['2.5', { text: '+2.50%', tone: 'up' }],
      ],
      malformed: NOT_NUMBERS,
    },
    { format: { type: 'change', unit: 'percent', scale: 'fraction' }, valid: [[0.0123, { text: '+1.23%', tone: 'up' }]], malformed: NOT_NUMBERS },
    {
      format: { type: 'change', unit: 'number', decimals: 4 },
      valid: [
        [0.0125, { text: '+0.0125', tone: 'up' }],
        [-1.5, { text: '-1.5000', tone: 'down' }],
        [0.00004, { text: '0.0000', tone: 'flat' }],
        [1234.5, { text: '+1,234.5000', tone: 'up' }],
      ],
      malformed: NOT_NUMBERS,
    },
  ],
  currency: [
    {
      format: { type: 'currency', currency: 'HKD', decimals: 2 },
      valid: [
        [1234.5, `HKD${NBSP}1,234.50`],
        [-1234.5, `-HKD${NBSP}1,234.50`],
        [0, `HKD${NBSP}0.00`],
        [-0.004, `HKD${NBSP}0.00`],
      ],
      malformed: NOT_NUMBERS,
    },
    {
      format: { type: 'currency', currencyField: 'trading.currency' },
      valid: [
        [1234.5, `USD${NBSP}1,234.50`, { trading: { currency: 'USD' } }],
        [1234.5, `JPY${NBSP}1,235`, { trading: { currency: 'JPY' } }],
        [-0.4, `JPY${NBSP}0`, { trading: { currency: 'JPY' } }],
        // No usable currency in the row: the amount alone.
        [1234.5, '1,234.50', { trading: { currency: 'hk dollar' } }],
        [1234.5, '1,234.50', null],
        [1234.5, '1,234.50', 'USD'],
      ],
      malformed: NOT_NUMBERS,
    },
  ],
  compact: [
    {
      format: { type: 'compact' },
      valid: [
        [123456789, { 'zh-TW': '1.23億', 'zh-CN': '1.23亿', 'en-US': '123.46M' }],
        [1234567890, { 'zh-TW': '12.35億', 'zh-CN': '12.35亿', 'en-US': '1.23B' }],
        [56789, { 'zh-TW': '5.68萬', 'zh-CN': '5.68万', 'en-US': '56.79K' }],
        [-123456789, { 'zh-TW': '-1.23億', 'zh-CN': '-1.23亿', 'en-US': '-123.46M' }],
        [999999, { 'zh-TW': '100.00萬', 'zh-CN': '100.00万', 'en-US': '1.00M' }],
        [99999999, { 'zh-TW': '1.00億', 'zh-CN': '1.00亿', 'en-US': '100.00M' }],
        [1e13, { 'zh-TW': '100,000.00億', 'zh-CN': '100,000.00亿', 'en-US': '10.00T' }],
        [999, '999.00'],
        [999.996, { 'zh-TW': '1,000.00', 'zh-CN': '1,000.00', 'en-US': '1.00K' }],
        [9999.996, { 'zh-TW': '1.00萬', 'zh-CN': '1.00万', 'en-US': '10.00K' }],
        [1e15, { 'zh-TW': '10,000,000.00億', 'zh-CN': '10,000,000.00亿', 'en-US': '1,000.00T' }],
        [-0.001, '0.00'],
      ],
      malformed: NOT_NUMBERS,
    },
    {
      format: { type: 'compact', decimals: 0, currency: 'HKD' },
      valid: [
        [150000, { 'zh-TW': `HKD${NBSP}15萬`, 'zh-CN': `HKD${NBSP}15万`, 'en-US': `HKD${NBSP}150K` }],
        [-2.3e9, { 'zh-TW': `-HKD${NBSP}23億`, 'zh-CN': `-HKD${NBSP}23亿`, 'en-US': `-HKD${NBSP}2B` }],
      ],
      malformed: NOT_NUMBERS,
    },
    {
      format: { type: 'compact', decimals: 1, currencyField: 'currency' },
      valid: [[123456789, { 'zh-TW': `USD${NBSP}1.2億`, 'zh-CN': `USD${NBSP}1.2亿`, 'en-US': `USD${NBSP}123.5M` }, { currency: 'USD' }]],
      malformed: NOT_NUMBERS,
    },
  ],
  date: [
    {
      format: { type: 'date' },
      valid: [
        ['2026-11-20', { 'zh-TW': '2026-11-20', 'zh-CN': '2026-11-20', 'en-US': '20 Nov 2026' }],
        // The date where the value was written, not in the browser's zone nor UTC.
        ['2026-11-20T23:30:00-05:00', { 'zh-TW': '2026-11-20', 'zh-CN': '2026-11-20', 'en-US': '20 Nov 2026' }],
        ['2024-02-29', { 'zh-TW': '2024-02-29', 'zh-CN': '2024-02-29', 'en-US': '29 Feb 2024' }],
      ],
      malformed: NOT_DATES,
    },
    {
      format: { type: 'date', style: 'long' },
      valid: [
        ['2026-11-20', { 'zh-TW': '2026年11月20日', 'zh-CN': '2026年11月20日', 'en-US': '20 November 2026' }],
        ['2026-03-05', { 'zh-TW': '2026年3月5日', 'zh-CN': '2026年3月5日', 'en-US': '5 March 2026' }],
      ],
      malformed: NOT_DATES,
    },
    {
      format: { type: 'date', style: 'month' },
      valid: [['2026-11-20', { 'zh-TW': '2026年11月', 'zh-CN': '2026年11月', 'en-US': 'Nov 2026' }]],
      malformed: NOT_DATES,
    },
  ],
  dateTime: [
    {
      format: { type: 'dateTime', seconds: true },
      valid: [
        [
          '2026-11-20T15:59:45+08:00',
          { 'zh-TW': '2026-11-20 15:59:45 (UTC+8)', 'zh-CN': '2026-11-20 15:59:45 (UTC+8)', 'en-US': '20 Nov 2026, 15:59:45 (UTC+8)' },
        ],
        [
          '2026-11-20T15:59:45.123+08:00',
          { 'zh-TW': '2026-11-20 15:59:45 (UTC+8)', 'zh-CN': '2026-11-20 15:59:45 (UTC+8)', 'en-US': '20 Nov 2026, 15:59:45 (UTC+8)' },
        ],
        ['2026-11-20T07:59:45Z', { 'zh-TW': '2026-11-20 07:59:45 (UTC)', 'zh-CN': '2026-11-20 07:59:45 (UTC)', 'en-US': '20 Nov 2026, 07:59:45 (UTC)' }],
      ],
      malformed: NOT_DATES,
    },
    {
      format: { type: 'dateTime' },
      valid: [
        ['2026-11-20T15:59:45+08:00', { 'zh-TW': '2026-11-20 15:59 (UTC+8)', 'zh-CN': '2026-11-20 15:59 (UTC+8)', 'en-US': '20 Nov 2026, 15:59 (UTC+8)' }],
        [
          '2026-11-20T09:30+05:30',
          { 'zh-TW': '2026-11-20 09:30 (UTC+5:30)', 'zh-CN': '2026-11-20 09:30 (UTC+5:30)', 'en-US': '20 Nov 2026, 09:30 (UTC+5:30)' },
        ],
        ['2026-11-20T09:30:00-0400', { 'zh-TW': '2026-11-20 09:30 (UTC-4)', 'zh-CN': '2026-11-20 09:30 (UTC-4)', 'en-US': '20 Nov 2026, 09:30 (UTC-4)' }],
        ['2026-11-20T09:30:00+00:00', { 'zh-TW': '2026-11-20 09:30 (UTC)', 'zh-CN': '2026-11-20 09:30 (UTC)', 'en-US': '20 Nov 2026, 09:30 (UTC)' }],
        // No offset in the value: its clock as written, without a zone.
        ['2026-11-20T09:30:00', { 'zh-TW': '2026-11-20 09:30', 'zh-CN': '2026-11-20 09:30', 'en-US': '20 Nov 2026, 09:30' }],
        ['2026-11-20', { 'zh-TW': '2026-11-20', 'zh-CN': '2026-11-20', 'en-US': '20 Nov 2026' }],
      ],
      malformed: NOT_DATES,
    },
  ],
  dict: [
    {
      format: { type: 'dict', dictType: 'assetClass' },
      valid: [
        ['BOND', 'Fixed income'],
        [1, 'One'],
        ['EQUITY', 'EQUITY'],
      ],
      malformed: [true, [], ['BOND']],
    },
    { format: { type: 'dict', dictType: 'unknownDict' }, valid: [['BOND', 'BOND']], malformed: [false] },
  ],
  enum: [
    {
      format: {
        type: 'enum',
        labels: { true: label('是', '是', 'Yes'), false: label('否', '否', 'No'), A: label('甲類', '甲类', 'Class A'), '1': label('一', '一', 'One') },
      },
      valid: [
        [true, { 'zh-TW': '是', 'zh-CN': '是', 'en-US': 'Yes' }],
        [false, { 'zh-TW': '否', 'zh-CN': '否', 'en-US': 'No' }],
        ['A', { 'zh-TW': '甲類', 'zh-CN': '甲类', 'en-US': 'Class A' }],
        [1, { 'zh-TW': '一', 'zh-CN': '一', 'en-US': 'One' }],
        ['Z', 'Z'],
        ['constructor', 'constructor'],
        ['__proto__', '__proto__'],
      ],
      malformed: [[], ['A']],
    },
  ],
  link: [
    {
      format: { type: 'link' },
      valid: [
        ['https://example.com/fund/2800', { text: 'https://example.com/fund/2800', href: 'https://example.com/fund/2800' }],
        ['HTTP://example.com/a b', { text: 'HTTP://example.com/a b', href: 'http://example.com/a%20b' }],
        // Not an http(s) address: plain text, never a link.
        ['www.example.com', { text: 'www.example.com' }],
        ['ftp://example.com/x', { text: 'ftp://example.com/x' }],
        ['mailto:ir@example.com', { text: 'mailto:ir@example.com' }],
        ['/docs/a.pdf', { text: '/docs/a.pdf' }],
        ['http://', { text: 'http://' }],
      ],
      malformed: [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        ' java\tscript:alert(1)',
        'java\nscript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        12,
        true,
        ['https://example.com'],
      ],
    },
    {
      format: { type: 'link', text: label('網站', '网站', 'Website') },
      valid: [
        [
          'https://example.com',
          {
            'zh-TW': { text: '網站', href: 'https://example.com/' },
            'zh-CN': { text: '网站', href: 'https://example.com/' },
            'en-US': { text: 'Website', href: 'https://example.com/' },
          },
        ],
        ['not a url', { text: 'not a url' }],
      ],
      malformed: ['javascript:alert(1)'],
    },
  ],
  list: [
    {
      format: { type: 'list' },
      valid: [
        [['A', 'B', 'C'], { 'zh-TW': 'A、B和C', 'zh-CN': 'A、B和C', 'en-US': 'A, B, and C' }],
        [['HKEX', 1, null, {}, ' SSE '], { 'zh-TW': 'HKEX和SSE', 'zh-CN': 'HKEX和SSE', 'en-US': 'HKEX and SSE' }],
        [['Only'], 'Only'],
      ],
      malformed: [[], [1, 2], [null, ''], 'A, B', 'abc', true, 12],
    },
  ],
};

/** The expected result in one language, in the shape formatValue returns. */
function expectedIn(expected: Expected, language: Language): Formatted {
  const one =
    typeof expected === 'object' && language in expected ? (expected as Record<Language, string | Formatted>)[language] : (expected as string | Formatted);
  return typeof one === 'string' ? { text: one } : one;
}

describe('the registry', () => {
  it('has a formatter for every format type of the schema', () => {
    const schema = JSON.parse(readFileSync(new URL('../../schemas/screens.schema.json', import.meta.url), 'utf8'));
    const types = (schema.definitions.format.oneOf as Array<{ $ref: string }>).map(
      ({ $ref }) => schema.definitions[$ref.split('/').pop()!].properties.type.const,
    );
    expect(types.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(formatRegistry).sort()).toEqual([...types].sort());
    expect(Object.keys(fixtures).sort()).toEqual([...types].sort());
  });
});

describe.each(Object.entries(fixtures))('the %s formatter', (_type, cases) => {
  it.each(LANGUAGES)('shows valid values in %s', (language) => {
    for (const { format, valid } of cases) {
      for (const [value, expected, row] of valid) {
        const context: FormatContext = { language, dicts, row };
        expect(formatValue(value, format, context), `${JSON.stringify(format)} ← ${String(value)}`).toEqual(expectedIn(expected, language));
      }
    }
  });

  it('shows a dash for empty and malformed values', () => {
    for (const { format, malformed } of cases) {
      for (const value of [...NEVER, ...malformed]) {
        for (const language of LANGUAGES) {
          expect(
            formatValue(value, format, { language, dicts }),
            `${JSON.stringify(format)} ← ${typeof value === 'symbol' ? 'symbol' : String(value)}`,
          ).toEqual(EMPTY);
        }
      }
    }
  });

  it('never throws, whatever the value, row or dictionaries', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('get');
        },
        has: () => {
          throw new Error('has');
        },
        getPrototypeOf: () => {
          throw new Error('proto');
        },
      },
    );
    const values = [...NEVER, ...NOT_NUMBERS, ...NOT_DATES, ...HUGE, hostile, [hostile], 'javascript:alert(1)', '\u0000', 'x'.repeat(10_000)];
    const contexts: FormatContext[] = [
      { language: 'en-US' },
      { language: 'xx-invalid-tag!!', dicts: { assetClass: 'oops' } as never, row: hostile },
      { language: '', dicts: null as never, row: 42 },
    ];
    for (const { format } of cases) {
      for (const value of values) {
        for (const context of contexts) {
          const result = formatValue(value, format, context);
          expect(typeof result.text).toBe('string');
          expect(result.text).not.toBe('');
        }
      }
    }
  });
});

describe('amounts', () => {
  it('shows huge numbers in full rather than as NaN or Infinity', () => {
    const formats: Format[] = [
      { type: 'number', decimals: 2 },
      { type: 'percent', scale: 'percent' },
      { type: 'change', unit: 'number' },
      { type: 'currency', currency: 'HKD' },
      { type: 'compact' },
    ];
    for (const format of formats) {
      for (const value of HUGE) {
        const { text, empty } = formatValue(value, format, { language: 'en-US' });
        expect(empty).toBeUndefined();
        expect(text).toMatch(/^[-+]?(HKD\u00a0)?[\d,]+(\.\d+)?[%TBMK]?$/);
      }
    }
    expect(formatValue(1e21, { type: 'number', decimals: 0 }, { language: 'en-US' }).text).toBe('1,000,000,000,000,000,000,000');
  });

  it('reads numeric strings but not other text', () => {
    expect(toNumber('1,234.5')).toBe(1234.5);
    expect(toNumber(' -2e3 ')).toBe(-2000);
    expect(toNumber('12abc')).toBeUndefined();
    expect(toNumber('')).toBeUndefined();
  });
});

describe('dates and times', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("shows the exchange's clock whatever the browser's time zone", () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatValue('2026-11-20T15:59:45+08:00', { type: 'dateTime', seconds: true }, { language: 'zh-TW' }).text).toBe('2026-11-20 15:59:45 (UTC+8)');
      // 02:30 does not exist in Los Angeles on 8 Mar 2026 (clocks go forward): it still shows as written.
      expect(formatValue('2026-03-08T02:30:00-05:00', { type: 'dateTime' }, { language: 'en-US' }).text).toBe('8 Mar 2026, 02:30 (UTC-5)');
      expect(formatValue('2026-11-20', { type: 'date' }, { language: 'en-US' }).text).toBe('20 Nov 2026');
    }
  });
});

describe('formatValue', () => {
  it('formats as text when the field has no format, or one it does not know', () => {
    expect(formatValue('abc', undefined, { language: 'en-US' })).toEqual({ text: 'abc' });
    expect(formatValue({ a: 1 }, undefined, { language: 'en-US' })).toEqual(EMPTY);
    expect(formatValue('abc', { type: 'sparkline' } as unknown as Format, { language: 'en-US' })).toEqual({ text: 'abc' });
  });

  it('follows the language for any tag of it', () => {
    expect(formatValue(123456789, { type: 'compact' }, { language: 'en' }).text).toBe('123.46M');
    expect(formatValue(123456789, { type: 'compact' }, { language: 'zh-Hans-CN' }).text).toBe('1.23亿');
    expect(formatValue(123456789, { type: 'compact' }, { language: 'zh-HK' }).text).toBe('1.23億');
  });
});
