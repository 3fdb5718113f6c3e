import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTransform, buildCall, buildRequestBody, compareValues, sortRows } from './source';

const query = new URLSearchParams('code=2800&issuer=HBR,PKS&empty=');
const collator = new Intl.Collator('en-US', { numeric: true });

describe('source', () => {
  it('builds the body from fixed values, the query string, defaults, lists, paging and sort', () => {
    const body = buildRequestBody(
      {
        call: '/x',
        body: {
          productCode: { query: 'code' },
          type: { query: 'type', default: 'ALL' },
          issuer: { query: 'issuer', list: true },
          missing: { query: 'nope' },
          empty: { query: 'empty' },
          fixed: { value: 3 },
        },
      },
      query,
      { page: { page: 2, pageSize: 50 }, sort: { field: 'nav', order: 'desc' } },
    );
    expect(body).toEqual({ productCode: '2800', type: 'ALL', issuer: ['HBR', 'PKS'], fixed: 3, pageNum: 2, pageSize: 50, sortField: 'nav', sortOrder: 'desc' });
  });

  it('fills path parameters: chosen values first, then fixed or query values; escapes them', () => {
    const source = { call: '/d/performanceTrend/{period}/{kind}', pathParams: { kind: { value: 'sector' }, period: { query: 'p', default: '1Y' } } };
    expect(buildCall(source, query)).toBe('/d/performanceTrend/1Y/sector');
    expect(buildCall(source, query, { period: '3M' })).toBe('/d/performanceTrend/3M/sector');
    expect(buildCall(source, new URLSearchParams('p=../x'))).toBe('/d/performanceTrend/..%2Fx/sector');
  });

  it('filters, sorts and keeps the top rows', () => {
    const rows = [
      { name: 'Cash', assetClass: 'CASH', weight: 3 },
      { name: 'B', assetClass: 'EQUITY', weight: 10 },
      { name: 'A', assetClass: 'EQUITY', weight: 12 },
      { name: 'C', assetClass: 'EQUITY', weight: null },
    ];
    expect(applyTransform(rows, { filter: { field: 'assetClass', notIn: ['CASH'] }, sort: { field: 'weight', order: 'desc' }, top: 2 }, 'en-US')).toEqual([
      rows[2],
      rows[1],
    ]);
    expect(applyTransform({ not: 'a list' }, { top: 1 }, 'en-US')).toEqual({ not: 'a list' });
  });

  it('sorts numbers as numbers and text by collation, missing values last either way', () => {
    const rows = [{ v: 'item 10' }, { v: 'item 9' }, { v: null }, { v: 'Item 1' }];
    expect(sortRows(rows, { field: 'v' }, () => collator).map((r) => r.v)).toEqual(['Item 1', 'item 9', 'item 10', null]);
    expect(sortRows(rows, { field: 'v', order: 'desc' }, () => collator).map((r) => r.v)).toEqual(['item 10', 'item 9', 'Item 1', null]);
  });

  it('keeps rows with equal values in their order, both ways, and texts the collation finds equal count as equal', () => {
    const loose = new Intl.Collator('en-US', { sensitivity: 'base' });
    const rows = [
      { id: 1, v: 'b' },
      { id: 2, v: 'A' },
      { id: 3, v: 'B' },
      { id: 4, v: 'a' },
      { id: 5, v: '' },
      { id: 6, v: 'b' },
    ];
    expect(sortRows(rows, { field: 'v' }, () => loose).map((r) => r.id)).toEqual([2, 4, 1, 3, 6, 5]);
    expect(sortRows(rows, { field: 'v', order: 'desc' }, () => loose).map((r) => r.id)).toEqual([1, 3, 6, 2, 4, 5]);
  });

  it('orders rows as comparing their values pair by pair would (any mix of numbers, text and missing values)', () => {
    const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'B', 'b', 'item 2', 'item 10', '', null, undefined));
    const byPairs = (rows: Array<{ v: unknown }>, order: 'asc' | 'desc') =>
      [...rows].sort((x, y) => {
        const missing = (v: unknown) => v === null || v === undefined || v === '';
        const c = compareValues(x.v, y.v, collator);
        return missing(x.v) || missing(y.v) ? c : (order === 'desc' ? -1 : 1) * c;
      });
    fc.assert(
      fc.property(fc.array(fc.record({ v: value }), { maxLength: 30 }), fc.constantFrom('asc' as const, 'desc' as const), (values, order) => {
        // Pair by pair and by ranks agree whenever a column is all numbers or all text.
        const rows = values.some((row) => typeof row.v === 'number')
          ? values.map((row) => (typeof row.v === 'string' && row.v ? { v: row.v.length } : row))
          : values;
        expect(sortRows(rows, { field: 'v', order }, () => collator)).toEqual(byPairs(rows, order));
      }),
    );
  });
});
