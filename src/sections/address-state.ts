// A table's page, page size and sort kept in the address (`page`, `size`, `sort=<field>:<order>`),
// read back with every value checked: what the table cannot use is dropped, never an error.
import type { SortRule, TableSection } from '../manifest/screens.gen';

export const ADDRESS = { page: 'page', size: 'size', sort: 'sort' } as const;

export interface AddressState {
  page: number;
  pageSize: number;
  sort: SortRule | undefined;
  /** The query string with unusable values dropped; equal to the input when all were fine. */
  cleaned: string;
}

/** The state a table's address gives, falling back to the manifest's defaults. */
export function readAddressState(search: string, section: TableSection): AddressState {
  const params = new URLSearchParams(search);
  const sizes: readonly number[] = section.paging?.sizes ?? [];
  const defaultSize = section.paging?.pageSize ?? 20;
  const sortable = new Set(section.fields.filter((field) => field.sortable).map((field) => field.key));

  const rawPage = params.get(ADDRESS.page);
  const page = rawPage !== null && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  if (rawPage !== null && (page === 1 || !section.paging)) params.delete(ADDRESS.page);

  const rawSize = params.get(ADDRESS.size);
  const pageSize = rawSize !== null && sizes.includes(Number(rawSize)) ? Number(rawSize) : defaultSize;
  if (rawSize !== null && (pageSize === defaultSize || !sizes.includes(Number(rawSize)))) params.delete(ADDRESS.size);

  const rawSort = params.get(ADDRESS.sort);
  const [field, order] = (rawSort ?? '').split(':');
  const sort: SortRule | undefined = field && sortable.has(field) && (order === 'asc' || order === 'desc') ? { field, order } : undefined;
  if (rawSort !== null && !sort) params.delete(ADDRESS.sort);

  const cleaned = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return {
    page,
    pageSize,
    sort: sort ?? section.sort,
    cleaned: cleaned === search.replace(/^\?/, '') ? search.replace(/^\?/, '') : cleaned,
  };
}

/** The query string after a change of page, size or sort; a new size or sort starts again at page 1. */
export function writeAddressState(search: string, change: { page?: number; pageSize?: number; sort?: SortRule | null }, section: TableSection): string {
  const params = new URLSearchParams(search);
  if (change.pageSize !== undefined) {
    if (change.pageSize === (section.paging?.pageSize ?? 20)) params.delete(ADDRESS.size);
    else params.set(ADDRESS.size, String(change.pageSize));
    params.delete(ADDRESS.page);
  }
  if (change.sort !== undefined) {
    if (change.sort) params.set(ADDRESS.sort, `${change.sort.field}:${change.sort.order ?? 'asc'}`);
    else params.delete(ADDRESS.sort);
    params.delete(ADDRESS.page);
  }
  if (change.page !== undefined) {
    if (change.page <= 1) params.delete(ADDRESS.page);
    else params.set(ADDRESS.page, String(change.page));
  }
  return params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}
