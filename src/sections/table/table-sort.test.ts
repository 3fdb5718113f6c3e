// Sort cycle, aria-sort and client order of a table.
import { describe, expect, it } from 'vitest';
import type { Field, SortRule, TableSection } from '../../manifest/screens.gen';
import { readAddressState, writeAddressState } from '../address-state';
import { ariaSortOf, likelyOrders, nextSort, orderRows, prepareOrders, sortableFields, sortDirection } from './table-sort';

const label = { 'zh-TW': 'x', 'zh-CN': 'x', 'en-US': 'x' };

describe('nextSort', () => {
  it('sorts an unsorted table ascending, then reverses on every click, never back to the call order', () => {
    const first = nextSort(undefined, 'nav');
    expect(first).toEqual({ field: 'nav', order: 'asc' });
    const second = nextSort(first, 'nav');
    expect(second).toEqual({ field: 'nav', order: 'desc' });
    expect(nextSort(second, 'nav')).toEqual({ field: 'nav', order: 'asc' });
  });

  it('reverses the manifest’s default order on the first click (the call’s order is often the same)', () => {
    const byWeight = { field: 'weightPct', order: 'desc' as const };
    const first = nextSort(byWeight, 'weightPct');
    expect(first).toEqual({ field: 'weightPct', order: 'asc' });
    expect(ariaSortOf(first, 'weightPct')).toBe('ascending');
    const second = nextSort(first, 'weightPct');
    expect(second).toEqual(byWeight);
    expect(ariaSortOf(second, 'weightPct')).toBe('descending');
  });

  it('never leaves the order as it was, whatever the click', () => {
    const rules = [
      undefined,
      { field: 'nav' },
      { field: 'nav', order: 'asc' as const },
      { field: 'nav', order: 'desc' as const },
      { field: 'fundName', order: 'desc' as const },
    ];
    for (const current of rules) {
      for (const field of ['nav', 'fundName']) {
        const next = nextSort(current, field);
        expect(next).toBeDefined();
        expect(ariaSortOf(next, field)).not.toBe(ariaSortOf(current, field));
      }
    }
  });

  it('starts ascending on another field, whatever the current order', () => {
    expect(nextSort({ field: 'nav', order: 'desc' }, 'fundName')).toEqual({ field: 'fundName', order: 'asc' });
  });

  it('reads a rule without an order as ascending', () => {
    expect(nextSort({ field: 'nav' }, 'nav')).toEqual({ field: 'nav', order: 'desc' });
    expect(sortDirection({ field: 'nav' }, 'nav')).toBe('asc');
  });
});

describe('nextSort with the order in the address', () => {
  const table = (sort?: SortRule): TableSection => ({
    id: 'holdings',
    kind: 'table',
    caption: label,
    source: { call: '/v1/x' },
    inAddress: true,
    fields: [
      { key: 'name', label, sortable: true },
      { key: 'weightPct', label, sortable: true },
    ],
    ...(sort ? { sort } : {}),
  });
  /** A click on a header of a table whose order is in the address: the address after it. */
  const click = (search: string, section: TableSection, field: string) =>
    writeAddressState(search, { sort: nextSort(readAddressState(search, section).sort, field) }, section);

  it('reverses an order restored from the address', () => {
    const section = table();
    expect(click('sort=weightPct:desc', section, 'weightPct')).toBe('sort=weightPct:asc');
    expect(click('sort=weightPct:asc&page=3', section, 'weightPct')).toBe('sort=weightPct:desc');
    expect(click('sort=weightPct:desc', section, 'name')).toBe('sort=name:asc');
  });

  it('reverses the manifest’s default when the address has no order, and never drops the order', () => {
    const section = table({ field: 'weightPct', order: 'desc' });
    const first = click('code=3194', section, 'weightPct');
    expect(first).toBe('code=3194&sort=weightPct:asc');
    expect(readAddressState(first, section).sort).toEqual({ field: 'weightPct', order: 'asc' });
    const second = click(first, section, 'weightPct');
    expect(second).toBe('code=3194&sort=weightPct:desc');
    expect(readAddressState(second, section).sort).toEqual({ field: 'weightPct', order: 'desc' });
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
  const rows = [
    { n: 10, s: 'b10' },
    { n: 2, s: 'b2' },
    { n: null, s: '' },
    { n: 33, s: 'a' },
  ];

  it('keeps the call order when there is no rule', () => {
    expect(orderRows(rows, undefined, 'en-US')).toBe(rows);
  });

  it('sorts numbers numerically and keeps missing values last in both orders', () => {
    expect(orderRows(rows, { field: 'n', order: 'asc' }, 'en-US').map((row) => row.n)).toEqual([2, 10, 33, null]);
    expect(orderRows(rows, { field: 'n', order: 'desc' }, 'en-US').map((row) => row.n)).toEqual([33, 10, 2, null]);
  });

  it('asks for no collator to sort numbers (a page of such tables builds none)', () => {
    const none = () => {
      throw new Error('a collator was asked for');
    };
    expect(orderRows([...rows], { field: 'n', order: 'asc' }, 'en-US', none).map((row) => row.n)).toEqual([2, 10, 33, null]);
    expect(() => orderRows([...rows], { field: 's', order: 'asc' }, 'en-US', none)).toThrow('a collator was asked for');
  });

  it('sorts text with numeric collation', () => {
    expect(orderRows(rows, { field: 's', order: 'asc' }, 'en-US').map((row) => row.s)).toEqual(['a', 'b2', 'b10', '']);
  });

  it('makes each order once per list of rows, in each language', () => {
    const byText = orderRows(rows, { field: 's', order: 'asc' }, 'en-US');
    expect(orderRows(rows, { field: 's', order: 'asc' }, 'en-US')).toBe(byText);
    expect(orderRows([...rows], { field: 's', order: 'asc' }, 'en-US')).not.toBe(byText);
    expect(orderRows(rows, { field: 's', order: 'desc' }, 'en-US')).not.toBe(byText);
    const words = [{ s: 'ö' }, { s: 'z' }];
    expect(orderRows(words, { field: 's', order: 'asc' }, 'en-US').map((row) => row.s)).toEqual(['ö', 'z']);
    expect(orderRows(words, { field: 's', order: 'asc' }, 'sv').map((row) => row.s)).toEqual(['z', 'ö']);
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
    // After descending comes ascending again.
    expect(likelyOrders(fields, { field: 'c', order: 'desc' })).toEqual([
      { field: 'c', order: 'asc' },
      { field: 'a', order: 'asc' },
    ]);
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
    let asked = 0;
    const counting = () => {
      asked += 1;
      return new Intl.Collator('en-US', { numeric: true });
    };
    prepareOrders(
      rows,
      [
        { field: 'k', order: 'asc' },
        { field: 'k', order: 'desc' },
      ],
      'en-US',
      whenIdle,
    );
    // Nothing is done before the browser is idle.
    expect(tasks).toHaveLength(1);
    runOne();
    // Made: no collator is asked for to draw it.
    expect(orderRows(rows, { field: 'k', order: 'asc' }, 'en-US', counting).map((row) => row.k)).toEqual(['a', 'b', 'c']);
    expect(asked).toBe(0);
    runOne();
    expect(orderRows(rows, { field: 'k', order: 'desc' }, 'en-US', counting).map((row) => row.k)).toEqual(['c', 'b', 'a']);
    expect(asked).toBe(0);
    expect(tasks).toHaveLength(1);
    runOne();
    expect(tasks).toHaveLength(0);
  });

  it('stops when cancelled', () => {
    const { tasks, whenIdle, runOne } = idleQueue();
    const cancel = prepareOrders(
      rows,
      [
        { field: 'k', order: 'asc' },
        { field: 'k', order: 'desc' },
      ],
      'en-US',
      whenIdle,
    );
    runOne();
    expect(tasks).toHaveLength(1);
    cancel();
    expect(tasks).toHaveLength(0);
  });
});
