// A table's search: folded text, every word in the listed fields as shown, fast on thousands of rows.
import { describe, expect, it } from 'vitest';
import type { Field } from '../../manifest/screens.gen';
import { foldText, matchingRows, rowText, searchWords } from './row-search';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const fields: Field[] = [
  { key: 'name', label: label('Name') },
  { key: 'ticker', label: label('Ticker') },
  { key: 'weightPct', label: label('Weighting'), format: { type: 'percent', scale: 'percent', decimals: 2 } },
];
const context = { language: 'en-US', dicts: {} };

describe('foldText', () => {
  it('ignores case, accents and full-width forms', () => {
    expect(foldText('Nestlé SA')).toBe('nestle sa');
    expect(foldText('ＡＡＰＬ　ＵＳ')).toBe('aapl us');
    expect(foldText('騰訊控股')).toBe('騰訊控股');
  });

  it('splits a search into folded words', () => {
    expect(searchWords('  Apple   INC ')).toEqual(['apple', 'inc']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('rowText', () => {
  it('joins the listed fields as shown, a line each', () => {
    expect(rowText({ name: 'Apple Inc', ticker: 'AAPL US', weightPct: 4.5 }, ['name', 'ticker', 'weightPct'], fields, context)).toBe(
      'apple inc\naapl us\n4.50%',
    );
    expect(rowText({ name: 'Cash', ticker: null }, ['name', 'ticker'], fields, context)).toBe('cash\n');
  });
});

describe('matchingRows', () => {
  const rows = [
    { name: 'Apple Inc', ticker: 'AAPL US' },
    { name: 'Nestlé SA', ticker: 'NESN SW' },
    { name: 'US Treasury 4.25% 15/05/2035', ticker: 'US91282CMZ12' },
  ];
  const texts = rows.map((row) => rowText(row, ['name', 'ticker'], fields, context));
  const names = (words: string[]) => matchingRows(rows, texts, words).map((row) => row.name);

  it('keeps the rows that have every word, in their order', () => {
    expect(names(searchWords('nestle'))).toEqual(['Nestlé SA']);
    expect(names(searchWords('us'))).toEqual(['Apple Inc', 'US Treasury 4.25% 15/05/2035']);
    expect(names(searchWords('us aapl'))).toEqual(['Apple Inc']);
    expect(names(searchWords('us91282'))).toEqual(['US Treasury 4.25% 15/05/2035']);
    expect(names(searchWords('microsoft'))).toEqual([]);
    expect(names([])).toHaveLength(3);
  });

  it('makes the text of 3,500 rows and searches it quickly', () => {
    const many = Array.from({ length: 3500 }, (_, i) => ({ name: `Company ${(i * 7919) % 3500} Holdings`, ticker: `${1000 + i} HK`, weightPct: i / 100 }));
    const started = performance.now();
    const manyTexts = many.map((row) => rowText(row, ['name', 'ticker'], fields, context));
    const made = performance.now() - started;
    matchingRows(many, manyTexts, searchWords('warm up'));
    const searchStarted = performance.now();
    for (const typed of ['c', 'co', 'com', 'company 12', 'company 123 holdings']) matchingRows(many, manyTexts, searchWords(typed));
    const searched = (performance.now() - searchStarted) / 5;
    expect(made).toBeLessThan(200);
    // Within a frame, for every key typed.
    expect(searched).toBeLessThan(16);
  });
});
