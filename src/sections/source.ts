// Builds a section's request body from the manifest and the page's query string.
import type { Source } from '../manifest/screens.gen';

/** The value at a dot path (`list`, `data.total`); the whole value for an empty path. */
export function valueAt(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let node = value;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The request body: fixed values, query-string values, and paging when the server pages. */
export function buildRequestBody(
  source: Source,
  query: URLSearchParams,
  paging?: { page: number; pageSize: number },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(source.body ?? {})) {
    const from = spec as { value?: unknown; query?: string };
    if (from.query !== undefined) {
      const value = query.get(from.query);
      if (value !== null) body[name] = value;
    } else body[name] = from.value;
  }
  if (paging) Object.assign(body, { pageNum: paging.page, pageSize: paging.pageSize });
  return body;
}
