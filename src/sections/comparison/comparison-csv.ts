// A comparison as a CSV file, as the site's other downloads are written: UTF-8 with a byte-order mark
// (so spreadsheet programs read Chinese), a heading row, one line per row. Numbers are written as
// numbers, other values as the page shows them, a missing value as its reason.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ComparisonColumn, ComparisonRow } from './comparison-data';

/** What the file's text needs from the page: the words of labels and reasons, and a value as shown. */
export interface CsvWords {
  heading: string;
  rowLabel: (row: ComparisonRow) => string;
  reason: (reason: string | undefined) => string;
  shown: (value: unknown, row: ComparisonRow, column: ComparisonColumn) => string;
}

export function comparisonCsv(columns: readonly ComparisonColumn[], rows: readonly ComparisonRow[], words: CsvWords): string {
  const records = [
    [words.heading, ...columns.map((column) => `${column.name} (${column.code})`)],
    ...rows.map((row) => [
      words.rowLabel(row),
      ...row.cells.map((cell, index) => {
        if (cell.value === null) return words.reason(cell.reason);
        if (typeof cell.value === 'number') return String(cell.value);
        return words.shown(cell.value, row, columns[index]!);
      }),
    ]),
  ];
  return `\uFEFF${stringify(records, { record_delimiter: 'windows' })}`;
}
