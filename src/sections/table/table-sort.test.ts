// Sort cycle, aria-sort and client order of a table.
import { describe, expect, it } from 'vitest';
import type { Field } from '../../manifest/screens.gen';
import { ariaSortOf, nextSort, orderRows, sortableFields, sortDirection } from './table-sort';

const label = { 'zh-TW': 'x', 'zh-CN': 'x', 'en-US': 'x' };

describe('nextSort', () => {
  it('cycles ascending → descending → none on the same field', () => {
    const first = nextSort(undefined, 'nav');
    expect(first).toEqual({ field: 'nav', order: 'asc' });
    const second = nextSort(first, 'nav');
    expect(second).toEqual({ field: 'nav', order: 'desc' });
    expect(nextSort(second, 'nav')).toBeUndefined();
  });

  it('starts ascending on another field, whatever the current order', () => {
    expect(nextSort({ field: 'nav', order: 'desc' }, 'fundName')).toEqual({ field: 'fundName', order: 'asc' });
  });

  it('reads a rule without an order as ascending', () => {
    expect(nextSort({ field: 'nav' }, 'nav')).toEqual({ field: 'nav', order: 'desc' });
    expect(sortDirection({ field: 'nav' }, 'nav')).toBe('asc');
  });
});

describe('ariaSortOf', () => {
  it('marks only the sorted column', () => {
    const sort = { field: 'nav', order: 'desc' as const };
    expect(ariaSortOf(sort, 'nav')).toBe('descending');
    expect(ariaSortOf(sort, 'fundName')).toBeUndefined();
    expect(ariaSortOf({ field: 'nav', order: 'asc' }, 'nav')).toBe('ascending');
    expect(ariaSortOf(undefined, 'nav')).toBeUndefined();
  });
});

describe('sortableFields', () => {
  it('keeps the fields marked sortable, in order', () => {
    const fields: Field[] = [
      { key: 'a', label, sortable: true },
      { key: 'b', label },
      { key: 'c', label, sortable: true },
    ];
    expect(sortableFields(fields).map((field) => field.key)).toEqual(['a', 'c']);
  });
});

describe('orderRows', () => {
  const collator = new Intl.Collator('en-US', { numeric: true });
  const rows = [
    { n: 10, s: 'b10' },
    { n: 2, s: 'b2' },
    { n: null, s: '' },
    { n: 33, s: 'a' },
  ];

  it('keeps the call order when there is no rule', () => {
    expect(orderRows(rows, undefined, collator)).toBe(rows);
  });

  it('sorts numbers numerically and keeps missing values last in both orders', () => {
    expect(orderRows(rows, { field: 'n', order: 'asc' }, collator).map((row) => row.n)).toEqual([2, 10, 33, null]);
    expect(orderRows(rows, { field: 'n', order: 'desc' }, collator).map((row) => row.n)).toEqual([33, 10, 2, null]);
  });

  it('sorts text with numeric collation', () => {
    expect(orderRows(rows, { field: 's', order: 'asc' }, collator).map((row) => row.s)).toEqual(['a', 'b2', 'b10', '']);
  });

  it('sorts 3,000 rows within 100 ms', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `Company ${(i * 7919) % 3000}`, weight: ((i * 104729) % 10007) / 100 }));
    const started = performance.now();
    orderRows(many, { field: 'name', order: 'asc' }, collator);
    orderRows(many, { field: 'weight', order: 'desc' }, collator);
    expect((performance.now() - started) / 2).toBeLessThan(100);
  });
});
