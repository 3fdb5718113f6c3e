import { describe, expect, it } from 'vitest';
import { applyTransform, buildCall, buildRequestBody, sortRows } from './source';

const query = new URLSearchParams('code=2800&issuer=HBR,PKS&empty=');
const collator = new Intl.Collator('en-US', { numeric: true });

describe('source', () => {
  it('builds the body from fixed values, the query string, defaults, lists, paging and sort', () => {
    const body = buildRequestBody(
      { call: '/x', body: { productCode: { query: 'code' }, type: { query: 'type', default: 'ALL' }, issuer: { query: 'issuer', list: true }, missing: { query: 'nope' }, empty: { query: 'empty' }, fixed: { value: 3 } } },
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
    expect(applyTransform(rows, { filter: { field: 'assetClass', notIn: ['CASH'] }, sort: { field: 'weight', order: 'desc' }, top: 2 }, collator)).toEqual([rows[2], rows[1]]);
    expect(applyTransform({ not: 'a list' }, { top: 1 }, collator)).toEqual({ not: 'a list' });
  });

  it('sorts numbers as numbers and text by collation, missing values last either way', () => {
    const rows = [{ v: 'item 10' }, { v: 'item 9' }, { v: null }, { v: 'Item 1' }];
    expect(sortRows(rows, { field: 'v' }, collator).map((r) => r.v)).toEqual(['Item 1', 'item 9', 'item 10', null]);
    expect(sortRows(rows, { field: 'v', order: 'desc' }, collator).map((r) => r.v)).toEqual(['item 10', 'item 9', 'Item 1', null]);
  });
});
