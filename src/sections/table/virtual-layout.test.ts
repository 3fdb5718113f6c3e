// Column widths of the virtual table.
import { describe, expect, it } from 'vitest';
import type { Field } from '../../manifest/screens.gen';
import { columnTemplate, columnWidths, estimateWidth, MAX_COLUMN_WIDTH, overflows } from './virtual-layout';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });

const textWidth = (text: string) => estimateWidth(text, false);

describe('estimateWidth', () => {
  it('counts wide characters as a full em, and bold a little wider', () => {
    expect(textWidth('騰訊控股')).toBe(56);
    expect(textWidth('abcd')).toBeLessThan(textWidth('騰訊控股'));
    expect(estimateWidth('abcd', true)).toBeGreaterThan(textWidth('abcd'));
  });
});

describe('columnWidths', () => {
  const fields: Field[] = [
    { key: 'name', label: label('Name') },
    { key: 'w', label: label('Weighting'), sortable: true, width: 200 },
  ];
  const text = (field: Field, row: unknown) => String((row as Record<string, unknown>)[field.key]);

  it('fits the widest value or label, at least the field width, at most the cap', () => {
    const [name, weight] = columnWidths(
      fields,
      [
        { name: 'Microsoft', w: '4.37%' },
        { name: 'Alphabet Inc. (Class A)', w: '1%' },
      ],
      (f) => f.label['en-US'],
      text,
    );
    expect(name).toEqual({ min: textWidth('Alphabet Inc. (Class A)') + 20, ideal: textWidth('Alphabet Inc. (Class A)') + 20 });
    expect(weight).toEqual({ min: 200, ideal: 200 });
    const [long] = columnWidths(fields, [{ name: 'x'.repeat(200) }], (f) => f.label['en-US'], text);
    expect(long!.min).toBe(MAX_COLUMN_WIDTH);
    expect(overflows('x'.repeat(200), MAX_COLUMN_WIDTH)).toBe(true);
    expect(overflows('Microsoft', name!.min)).toBe(false);
  });

  it('sizes a column of a thousand different values to its widest, in a proportional font', () => {
    // Narrow and wide letters, tabular digits, CJK a full em: the widest value is not simply the longest.
    const advance = (char: string) => (/[\u4e00-\u9fff]/.test(char) ? 14 : /[ilj.,' ]/.test(char) ? 4 : /[MW]/.test(char) ? 13 : /\d/.test(char) ? 8 : 8.5);
    let calls = 0;
    const proportional = (text: string) => {
      calls += 1;
      return Math.ceil([...text].reduce((sum, char) => sum + advance(char), 0));
    };
    const words = ['Holdings', 'Mills', 'Illinois', 'Wealth', 'MMW', 'Limited', 'Pacific', '騰訊', '控股', 'Inc.', 'Co', 'Bank'];
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: Array.from({ length: 1 + (i % 3) }, (_, j) => words[(i * 7 + j * 5) % words.length]).join(' '),
      shares: ((i * 7919) % 100_003).toLocaleString('en-US'),
      sector: ['Financials', 'Information Technology', 'Utilities'][i % 3],
    }));
    const columns: Field[] = [
      { key: 'name', label: label('Name') },
      { key: 'shares', label: label('Shares') },
      { key: 'sector', label: label('Sector') },
    ];
    const widths = columnWidths(columns, rows, (f) => f.label['en-US'], text, proportional);
    const measuredBy = calls;
    calls = 0;
    columns.forEach((field, index) => {
      const widest = Math.max(...rows.map((row) => proportional(text(field, row))));
      expect(widths[index]!.ideal).toBe(Math.max(Math.min(widest + 20, MAX_COLUMN_WIDTH), proportional(field.label['en-US']) + 20));
    });
    // Far fewer measurements than values.
    expect(measuredBy).toBeLessThan(300);
  });

  it('lets a header label wrap between words', () => {
    const [price] = columnWidths([{ key: 'p', label: label('Market price (HKD)') }], [{ p: '1' }], (f) => f.label['en-US'], text);
    expect(price).toEqual({ min: estimateWidth('Market', true) + 20, ideal: estimateWidth('Market price (HKD)', true) + 20 });
  });

  it('shares the room in proportion to the ideal widths, never below the least', () => {
    expect(
      columnTemplate([
        { min: 100, ideal: 100 },
        { min: 80, ideal: 250 },
      ]),
    ).toBe('minmax(100px, 100fr) minmax(80px, 250fr)');
  });
});
