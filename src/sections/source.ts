// Builds a section's call and request body from the manifest and the page's query string, and
// applies the source's client-side transforms to the answer.
import type { BodyValue, Source, SortRule, Transform } from '../manifest/screens.gen';
import { collatorFor } from '../formats/collator';
import { valueAt } from '../api/value-at';

export { valueAt };

/** One body or path value: fixed, or from the query string (its default when absent); undefined when there is none. */
export function resolveValue(spec: BodyValue, query: URLSearchParams): unknown {
  if (spec.query === undefined) return spec.value;
  const raw = query.get(spec.query);
  if (raw === null || raw === '') return spec.default;
  return spec.list ? raw.split(',').filter(Boolean) : raw;
}

/** The call's path with its `{name}` parts filled: chosen values (range buttons) first, then the source's pathParams. */
export function buildCall(source: Source, query: URLSearchParams, chosen: Record<string, string> = {}): string {
  return source.call.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = chosen[name] ?? (source.pathParams?.[name] ? resolveValue(source.pathParams[name]!, query) : undefined);
    return value === undefined || value === null ? whole : encodeURIComponent(String(value));
  });
}

/** Extra body fields of a server-paged, server-sorted table. */
export interface ServerState {
  page?: { page: number; pageSize: number };
  sort?: SortRule | undefined;
}

/** The request body: fixed values, query-string values, and paging and sort when the server does them. */
export function buildRequestBody(source: Source, query: URLSearchParams, server: ServerState = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(source.body ?? {})) {
    const value = resolveValue(spec, query);
    if (value !== undefined) body[name] = value;
  }
  if (server.page) Object.assign(body, { pageNum: server.page.page, pageSize: server.page.pageSize });
  if (server.sort) Object.assign(body, { sortField: server.sort.field, sortOrder: server.sort.order ?? 'asc' });
  return body;
}

type Row = Record<string, unknown>;

/** Compares two cell values: numbers as numbers, text in the language's collation, missing values last. */
export function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  if (missing(a) || missing(b)) return missing(a) === missing(b) ? 0 : missing(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows sorted by a rule (stable; missing values last in both orders). Each row's value is read once,
 * and text is ranked once per distinct value, so the comparisons of a long table (3,000+ holdings)
 * are between numbers, not collations. A column with any text sorts as text. The collator is asked
 * for only then: a page whose tables sort by numbers builds none (collator.ts).
 */
export function sortRows<T extends Row>(rows: readonly T[], rule: SortRule, collatorOf: () => Intl.Collator): T[] {
  const direction = rule.order === 'desc' ? -1 : 1;
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  const values = rows.map((row) => valueAt(row, rule.field));
  const numeric = values.every((value) => missing(value) || typeof value === 'number');
  let keys: number[];
  if (numeric) keys = values.map((value) => (missing(value) ? NaN : (value as number)));
  else {
    const collator = collatorOf();
    const distinct = [...new Set(values.filter((value) => !missing(value)).map(String))].sort(collator.compare);
    // Texts the collation finds equal share a rank, so they keep their order as before.
    const rank = new Map<string, number>();
    distinct.forEach((text, index) =>
      rank.set(text, index > 0 && collator.compare(distinct[index - 1]!, text) === 0 ? rank.get(distinct[index - 1]!)! : index),
    );
    keys = values.map((value) => (missing(value) ? NaN : rank.get(String(value))!));
  }
  const order = rows.map((_, index) => index);
  order.sort((x, y) => {
    const a = keys[x]!;
    const b = keys[y]!;
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) === Number.isNaN(b) ? x - y : Number.isNaN(a) ? 1 : -1;
    return direction * (a - b) || x - y;
  });
  return order.map((index) => rows[index]!);
}

/** The source's transforms on rows: keep matching rows, sort, keep the first `top`. A non-list passes unchanged. */
export function applyTransform(value: unknown, transform: Transform | undefined, language: string): unknown {
  if (!transform || !Array.isArray(value)) return value;
  let rows = value.filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row));
  const { filter, sort, top } = transform;
  if (filter) {
    const matches = (row: Row) => {
      const cell = valueAt(row, filter.field) as string | number | boolean;
      return filter.in ? filter.in.includes(cell) : !filter.notIn!.includes(cell);
    };
    rows = rows.filter(matches);
  }
  if (sort) rows = sortRows(rows, sort, () => collatorFor(language));
  if (top !== undefined) rows = rows.slice(0, top);
  return rows;
}
