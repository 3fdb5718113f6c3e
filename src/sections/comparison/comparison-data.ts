// What a comparison draws, read from the answer: its columns (the funds) and its rows, each cell a
// value or the reason the fund has none. Pure, so the table, its CSV file and the tests read the same.
import type { ComparisonSection, Field, Format, Label } from '../../manifest/screens.gen';
import { asRecord } from '../record';
import { valueAt } from '../source';

/** One fund's column: its code, its name, its record (a row for the formats: `currencyField`). */
export interface ComparisonColumn {
  code: string;
  name: string;
  record: Record<string, unknown>;
}

/** One cell: the value, or null with the reason's code (undefined when the answer gives none). */
export interface ComparisonCell {
  value: unknown;
  reason: string | undefined;
}

/** One row: its label (the manifest's words or the answer's text), its format, a hint, its cells in column order. */
export interface ComparisonRow {
  id: string;
  label: Label | string;
  hint?: Label | undefined;
  format: Format | undefined;
  cells: ComparisonCell[];
}

const isMissing = (value: unknown): boolean => value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value));

/** A code or name from the answer as text: strings and finite numbers only. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The funds of the answer, in its order; a record without a code is left out, one without a name is named by its code. */
export function comparisonColumns(section: ComparisonSection, value: unknown): ComparisonColumn[] {
  const list = valueAt(value, section.columns.list);
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.flatMap((item) => {
    const record = asRecord(item);
    const code = record && textOf(record[section.columns.key]);
    if (!record || !code || seen.has(code)) return [];
    seen.add(code);
    return [{ code, name: textOf(record[section.columns.label]) ?? code, record }];
  });
}

/** The reason's code in an object of reasons, if it is one. */
const reasonIn = (reasons: unknown, key: string): string | undefined => textOf(asRecord(reasons)?.[key]);

/** A cell: the value, or the reason it is missing. */
function cellOf(value: unknown, reason: string | undefined): ComparisonCell {
  return isMissing(value) ? { value: null, reason } : { value, reason: undefined };
}

/** The rows declared in the manifest: each field of every fund. */
function declaredRows(rows: readonly Field[], columns: readonly ComparisonColumn[], reasonsField: string): ComparisonRow[] {
  return rows.map((field) => ({
    id: field.key,
    label: field.label,
    hint: field.hint,
    format: field.format,
    cells: columns.map(({ record }) => cellOf(valueAt(record, field.key), reasonIn(record[reasonsField], field.key))),
  }));
}

/** The rows the answer names: each item's label, its value for every fund by code, and the reasons. */
function namedRows(from: NonNullable<ComparisonSection['rowsFrom']>, value: unknown, columns: readonly ComparisonColumn[]): ComparisonRow[] {
  const list = valueAt(value, from.list);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => {
    const record = asRecord(item);
    const label = record && textOf(record[from.label ?? 'label']);
    if (!record || !label) return [];
    const values = asRecord(record[from.values ?? 'values']) ?? {};
    const reasons = record[from.reasons ?? 'reasons'];
    return [{ id: `${index}-${label}`, label, format: from.format, cells: columns.map(({ code }) => cellOf(values[code], reasonIn(reasons, code))) }];
  });
}

/** The table: its columns and rows (declared first, then those the answer names). */
export function comparisonTable(section: ComparisonSection, value: unknown): { columns: ComparisonColumn[]; rows: ComparisonRow[] } {
  const columns = comparisonColumns(section, value);
  if (!columns.length) return { columns, rows: [] };
  const rows = [
    ...declaredRows(section.rows ?? [], columns, section.columns.reasons ?? 'reasons'),
    ...(section.rowsFrom ? namedRows(section.rowsFrom, value, columns) : []),
  ];
  return { columns, rows };
}
