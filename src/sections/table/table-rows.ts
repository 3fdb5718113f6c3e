// The rows of a table section: the list in the data, each row's key, and the rows one page shows.
import type { TableSection } from '../../manifest/screens.gen';
import type { SectionData } from '../section-types';
import { valueAt } from '../source';

/** One row of a table: a record from the call's list. */
export type Row = Record<string, unknown>;

/** The records of the data's list (anything else in it is dropped); none when the value is not a list. */
export function rowsOf(data: SectionData): Row[] {
  return Array.isArray(data.value) ? data.value.filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];
}

/** The rows' React keys: each row's `rowKey` field when it has one, else its position; a repeated key gets its position added. */
export function rowKeys(section: Pick<TableSection, 'rowKey'>, rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const value = section.rowKey ? valueAt(row, section.rowKey) : undefined;
    let key = typeof value === 'string' || typeof value === 'number' ? `=${value}` : `#${index}`;
    if (seen.has(key)) key = `${key}#${index}`;
    seen.add(key);
    return key;
  });
}

/** The rows a page shows: a slice when the table pages on the client, else all it was given (the server paged them). */
export function pageRows<T>(rows: readonly T[], paging: TableSection['paging'], page: number, pageSize = paging?.pageSize ?? 20): T[] {
  if (paging?.mode !== 'client') return [...rows];
  const start = (Math.max(1, page) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Whether the table shows every row in a virtualised scroll box (not when the server pages it: it has one page only). */
export function isVirtual(section: Pick<TableSection, 'virtualize' | 'paging'>): boolean {
  return section.virtualize !== undefined && section.paging?.mode !== 'server';
}
