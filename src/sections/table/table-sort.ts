// Sorting a table: what a click on a sort button does, what `aria-sort` says, and client-side order.
import type { Field, SortRule } from '../../manifest/screens.gen';
import { sortRows } from '../source';
import type { Row } from './table-rows';

/** The order after a click on a field's sort button: ascending, then descending, then none; another field starts ascending. */
export function nextSort(current: SortRule | undefined, field: string): SortRule | undefined {
  if (current?.field !== field) return { field, order: 'asc' };
  return (current.order ?? 'asc') === 'asc' ? { field, order: 'desc' } : undefined;
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

/** The rows in the chosen order; the same rows when there is none (the call's own order). */
export function orderRows(rows: Row[], sort: SortRule | undefined, collator: Intl.Collator): Row[] {
  return sort ? sortRows(rows, sort, collator) : rows;
}
