// Which rows a table has, shows on a page, and how it keys them.
import { describe, expect, it } from 'vitest';
import { isVirtual, pageCount, pageRows, rowKeys, rowsOf } from './table-rows';

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));

describe('pageRows', () => {
  it('slices the page when the table pages on the client', () => {
    const paging = { mode: 'client' as const, pageSize: 20 };
    expect(pageRows(rows, paging, 1).map((row) => row.id)).toEqual(rows.slice(0, 20).map((row) => row.id));
    expect(pageRows(rows, paging, 3).map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);
    expect(pageRows(rows, paging, 4)).toEqual([]);
  });

  it('shows every row given when the server pages or there is no paging', () => {
    expect(pageRows(rows, { mode: 'server', pageSize: 20 }, 2)).toHaveLength(45);
    expect(pageRows(rows, undefined, 2)).toHaveLength(45);
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe('rowsOf', () => {
  it('keeps the records of a list and nothing else', () => {
    expect(rowsOf({ value: [{ a: 1 }, null, 3, [1], { b: 2 }], total: undefined })).toEqual([{ a: 1 }, { b: 2 }]);
    expect(rowsOf({ value: { a: 1 }, total: undefined })).toEqual([]);
  });
});

describe('rowKeys', () => {
  it('uses the rowKey field, else the position, and keeps keys unique', () => {
    expect(rowKeys({ rowKey: 'code' }, [{ code: '2800' }, { code: null }, { code: 2800 }, { code: '3194' }])).toEqual(['=2800', '#1', '=2800#2', '=3194']);
    expect(rowKeys({}, [{ code: '2800' }, { code: '2801' }])).toEqual(['#0', '#1']);
  });
});

describe('isVirtual', () => {
  it('virtualises when asked, unless the server pages the table', () => {
    expect(isVirtual({ virtualize: 480 })).toBe(true);
    expect(isVirtual({ virtualize: 480, paging: { mode: 'client', pageSize: 20 } })).toBe(true);
    expect(isVirtual({ virtualize: 480, paging: { mode: 'server', pageSize: 20 } })).toBe(false);
    expect(isVirtual({})).toBe(false);
  });
});
