// Sorting a table: what a click on a sort button does, what `aria-sort` says, and client-side order.
import type { Field, SortRule } from '../../manifest/screens.gen';
import { collatorFor } from '../../formats/collator';
import { sortRows } from '../source';
import type { Row } from './table-rows';

/**
 * The order after a click on a field's sort button (or its choice in the phones' "Sort by"): the
 * sorted field reverses (ascending ⇄ descending), whether a click, the manifest's default or the
 * address sorted it; any other field starts in its natural direction, ascending. A click never goes
 * back to "unsorted": the call's order often is the default order, so nothing would move and the
 * click would seem to have failed.
 */
export function nextSort(current: SortRule | undefined, field: string): SortRule {
  if (current?.field !== field) return { field, order: 'asc' };
  return { field, order: (current.order ?? 'asc') === 'asc' ? 'desc' : 'asc' };
}

/** The field's sort direction, or undefined when the table is not sorted by it. */
export function sortDirection(current: SortRule | undefined, field: string): 'asc' | 'desc' | undefined {
  return current?.field === field ? (current.order ?? 'asc') : undefined;
}

/** The `aria-sort` of a column header: only the sorted column carries one. */
export function ariaSortOf(current: SortRule | undefined, field: string): 'ascending' | 'descending' | undefined {
  const direction = sortDirection(current, field);
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
}

/** The fields the table can be sorted by. */
export function sortableFields(fields: readonly Field[]): Field[] {
  return fields.filter((field) => field.sortable);
}

/** Orders already made, per list of rows: `field:order:locale` → the rows in that order. */
const orders = new WeakMap<readonly Row[], Map<string, Row[]>>();

/**
 * The rows in the chosen order; the same rows when there is none (the call's own order). An order is
 * made once per list of rows, so going back to one (or one prepared by `prepareOrders`) costs nothing.
 */
export function orderRows(rows: Row[], sort: SortRule | undefined, language: string, collator: () => Intl.Collator = () => collatorFor(language)): Row[] {
  if (!sort) return rows;
  let made = orders.get(rows);
  if (!made) orders.set(rows, (made = new Map()));
  const key = `${sort.field}:${sort.order ?? 'asc'}:${language}`;
  let ordered = made.get(key);
  if (!ordered) made.set(key, (ordered = sortRows(rows, sort, collator)));
  return ordered;
}

/**
 * The orders a visitor's next click may ask for: the reverse of the sorted field's, then each other
 * sortable field ascending (a first click on it).
 */
export function likelyOrders(fields: readonly Field[], current: SortRule | undefined): SortRule[] {
  const next = current ? [nextSort(current, current.field)] : [];
  return [
    ...next,
    ...sortableFields(fields)
      .filter((field) => field.key !== current?.field)
      .map((field) => nextSort(current, field.key)),
  ];
}

/**
 * Makes each of `rules`' orders ahead of time, one per idle moment (`whenIdle` schedules a task and
 * returns its cancel), so that a click on a sort button of thousands of rows only draws them.
 * Returns the cancel.
 */
export function prepareOrders(rows: Row[], rules: readonly SortRule[], language: string, whenIdle: (task: () => void) => () => void): () => void {
  const pending = [...rules];
  let cancel = () => {};
  const next = () => {
    const rule = pending.shift();
    if (!rule) return;
    orderRows(rows, rule, language);
    cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => cancel();
}
