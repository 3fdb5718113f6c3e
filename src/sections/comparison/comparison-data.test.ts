// The comparison's table read from an answer: columns from the funds, declared and named rows, a
// missing value with its reason, and answers that are not what they should be.
import { describe, expect, it } from 'vitest';
import type { ComparisonSection } from '../../manifest/screens.gen';
import { comparisonColumns, comparisonTable } from './comparison-data';

const words = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, 'en-US': text });
const section = (extra: Partial<ComparisonSection> = {}): ComparisonSection => ({
  id: 'c',
  kind: 'comparison',
  source: { call: '/v1/fundProduct/compare/{period}', dataPath: '' },
  columns: { list: 'funds', key: 'fundCode', label: 'fundName' },
  reasons: { noBenchmark: words('No benchmark') },
  rows: [
    { key: 'benchmark', label: words('Benchmark') },
    { key: 'cumulative.1Y', label: words('1 year') },
  ],
  ...extra,
});
const answer = {
  funds: [
    { fundCode: '2800', fundName: 'Hang Seng ETF', benchmark: 'Hang Seng Index', cumulative: { '1Y': 12.5 }, reasons: {} },
    { fundCode: '2884', fundName: 'Money ETF', benchmark: null, cumulative: { '1Y': 0 }, reasons: { benchmark: 'noBenchmark' } },
  ],
  calendarYears: [{ label: '2025', values: { '2800': 20.1, '2884': null }, reasons: { '2884': 'shortHistory' } }],
};

describe('comparisonTable', () => {
  it('puts each fund in a column, in the answer’s order, and reads each declared row from every fund', () => {
    const { columns, rows } = comparisonTable(section(), answer);
    expect(columns.map((column) => [column.code, column.name])).toEqual([
      ['2800', 'Hang Seng ETF'],
      ['2884', 'Money ETF'],
    ]);
    expect(rows[0]!.cells).toEqual([
      { value: 'Hang Seng Index', reason: undefined },
      { value: null, reason: 'noBenchmark' },
    ]);
    // Zero is a value, not a missing one.
    expect(rows[1]!.cells[1]).toEqual({ value: 0, reason: undefined });
  });

  it('adds the rows the answer names, by fund code, with their reasons', () => {
    const { rows } = comparisonTable(section({ rows: undefined, rowsFrom: { list: 'calendarYears', format: { type: 'number' } } }), answer);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.label).toBe('2025');
    expect(rows[0]!.cells).toEqual([
      { value: 20.1, reason: undefined },
      { value: null, reason: 'shortHistory' },
    ]);
  });

  it('gives a missing value without a reason no reason (the view says "Not available")', () => {
    const { rows } = comparisonTable(section(), { funds: [{ fundCode: '2800', fundName: 'A', cumulative: {} }] });
    expect(rows[1]!.cells[0]).toEqual({ value: null, reason: undefined });
  });

  it('leaves out funds without a code and repeated codes, and names a fund without a name by its code', () => {
    const columns = comparisonColumns(section(), {
      funds: [{ fundCode: '2800' }, { fundName: 'no code' }, { fundCode: '2800', fundName: 'again' }, 'text', null],
    });
    expect(columns.map((column) => [column.code, column.name])).toEqual([['2800', '2800']]);
  });

  it('draws nothing of an answer in another form, and skips named rows that are not objects with a label', () => {
    for (const value of [null, 42, 'x', [], { funds: 'x' }, { funds: {} }]) expect(comparisonTable(section(), value)).toEqual({ columns: [], rows: [] });
    const odd = { ...answer, calendarYears: ['2025', null, { values: {} }, { label: 2024, values: 'x' }] };
    const { rows } = comparisonTable(section({ rows: undefined, rowsFrom: { list: 'calendarYears', format: { type: 'number' } } }), odd);
    expect(rows.map((row) => row.label)).toEqual(['2024']);
    expect(rows[0]!.cells.every((cell) => cell.value === null)).toBe(true);
  });
});
