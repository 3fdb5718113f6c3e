// The in-site address a field's `link` leads to for one row.
import type { Field } from '../../manifest/screens.gen';
import { valueAt } from '../source';
import type { Row } from './table-rows';

/** The link's route with its query parameters taken from the row; undefined when the field has no link or a parameter is missing. */
export function linkHref(field: Pick<Field, 'link'>, row: Row): string | undefined {
  if (!field.link) return undefined;
  const params = new URLSearchParams();
  for (const [param, key] of Object.entries(field.link.query ?? {})) {
    const value = valueAt(row, key);
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    params.set(param, String(value));
  }
  const query = params.toString();
  return query ? `${field.link.route}?${query}` : field.link.route;
}
