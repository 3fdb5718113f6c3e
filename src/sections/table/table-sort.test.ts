// Sort cycle, aria-sort and client order of a table.
import { describe, expect, it } from 'vitest';
import type { Field } from '../../manifest/screens.gen';
import { ariaSortOf, likelyOrders, nextSort, orderRows, prepareOrders, sortableFields, sortDirection } from './table-sort';

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

  it('makes each order once per list of rows, in each language', () => {
    const byText = orderRows(rows, { field: 's', order: 'asc' }, collator);
    expect(orderRows(rows, { field: 's', order: 'asc' }, collator)).toBe(byText);
    expect(orderRows([...rows], { field: 's', order: 'asc' }, collator)).not.toBe(byText);
    expect(orderRows(rows, { field: 's', order: 'desc' }, collator)).not.toBe(byText);
    const swedish = new Intl.Collator('sv', { numeric: true });
    const words = [{ s: 'ö' }, { s: 'z' }];
    expect(orderRows(words, { field: 's', order: 'asc' }, collator).map((row) => row.s)).toEqual(['ö', 'z']);
    expect(orderRows(words, { field: 's', order: 'asc' }, swedish).map((row) => row.s)).toEqual(['z', 'ö']);
  });
});

describe('likelyOrders', () => {
  const fields: Field[] = [
    { key: 'a', label, sortable: true },
    { key: 'b', label },
    { key: 'c', label, sortable: true },
  ];

  it('is a first click on each sortable field when the table is in its call order', () => {
    expect(likelyOrders(fields, undefined)).toEqual([
      { field: 'a', order: 'asc' },
      { field: 'c', order: 'asc' },
    ]);
  });

  it('puts the next click on the sorted field first', () => {
    expect(likelyOrders(fields, { field: 'a', order: 'asc' })).toEqual([
      { field: 'a', order: 'desc' },
      { field: 'c', order: 'asc' },
    ]);
    // After descending comes the call order, which needs no sorting.
    expect(likelyOrders(fields, { field: 'c', order: 'desc' })).toEqual([{ field: 'a', order: 'asc' }]);
  });
});

describe('prepareOrders', () => {
  const rows = [{ k: 'b' }, { k: 'a' }, { k: 'c' }];
  const idleQueue = () => {
    const tasks: (() => void)[] = [];
    const whenIdle = (task: () => void) => {
      tasks.push(task);
      return () => void tasks.splice(tasks.indexOf(task), 1);
    };
    return { tasks, whenIdle, runOne: () => tasks.shift()?.() };
  };

  it('makes one order per idle moment, which a click then finds made', () => {
    const { tasks, whenIdle, runOne } = idleQueue();
    let built = 0;
    const collator = () => {
      built += 1;
      return new Intl.Collator('en-US', { numeric: true });
    };
    prepareOrders(rows, [{ field: 'k', order: 'asc' }, { field: 'k', order: 'desc' }], collator, whenIdle);
    // Nothing is done before the browser is idle: not even the collator.
    expect(built).toBe(0);
    runOne();
    expect(built).toBe(1);
    const english = new Intl.Collator('en-US', { numeric: true });
    const ascending = orderRows(rows, { field: 'k', order: 'asc' }, english);
    expect(ascending.map((row) => row.k)).toEqual(['a', 'b', 'c']);
    runOne();
    expect(orderRows(rows, { field: 'k', order: 'desc' }, english).map((row) => row.k)).toEqual(['c', 'b', 'a']);
    expect(tasks).toHaveLength(1);
    runOne();
    expect(tasks).toHaveLength(0);
  });

  it('stops when cancelled', () => {
    const { tasks, whenIdle, runOne } = idleQueue();
    const cancel = prepareOrders(rows, [{ field: 'k', order: 'asc' }, { field: 'k', order: 'desc' }], () => new Intl.Collator('en-US'), whenIdle);
    runOne();
    expect(tasks).toHaveLength(1);
    cancel();
    expect(tasks).toHaveLength(0);
  });
});
