// What counts as a record, and as an empty one, for the kinds that show one record (keyValue, metrics, richText).
import { valueAt } from './source';

/** A plain object read from a call. */
export type DataRecord = Record<string, unknown>;

/** The value as a record; undefined when it is not a plain object. */
export function asRecord(value: unknown): DataRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DataRecord) : undefined;
}

/** Whether a value shows nothing: null, undefined, a blank string, an empty list or an empty object. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  const record = asRecord(value);
  return record ? Object.values(record).every(isBlank) : false;
}

/** Whether the data is no record, or every field the section shows is blank ('No Data'). */
export function isEmptyRecord(value: unknown, keys: readonly string[]): boolean {
  const record = asRecord(value);
  return !record || keys.every((key) => isBlank(valueAt(record, key)));
}
