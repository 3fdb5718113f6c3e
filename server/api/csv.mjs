// Tables as CSV files to download: UTF-8 with a byte-order mark (so that Excel reads Chinese right),
// CRLF line ends, a header row in the request's language, plain numbers and YYYY-MM-DD dates.
import { stringify } from 'csv-stringify/sync';
import { FileReply } from './envelope.mjs';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** @typedef {import('./envelope.mjs').Language} Language */
/**
 * A column of a CSV file: its header in each language and its value in a row.
 * @template R
 * @typedef {{ label: import('../data/localized.mjs').Localized, value: (row: R, language: Language) => string | number | null }} Column
 */

/**
 * A number as plain digits: no grouping, no exponent, never −0.
 * @param {number} value
 */
export function plainNumber(value) {
  const text = String(value + 0);
  return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/**
 * Characters a file name cannot have on common systems, and runs of spaces.
 * @type {(name: string) => string}
 */
const cleanName = (name) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A CSV file of `rows`: `columns` are [{ label: { [language]: text }, value: (row, language) => string | number | null }];
 * `name(language)` is the file name without `.csv` — in the request's language for the name, in English
 * (with ASCII dashes) for the fallback of clients that cannot read a UTF-8 file name.
 * @template R
 * @param {{ columns: Column<R>[], rows: readonly R[], language: Language, name: (language: Language) => string }} table
 */
export function csvReply({ columns, rows, language, name }) {
  const records = [columns.map((column) => column.label[language]), ...rows.map((row) => columns.map((column) => column.value(row, language)))];
  const text = stringify(records, {
    bom: true,
    record_delimiter: 'windows',
    cast: { number: plainNumber, boolean: (value) => String(value) },
  });
  return new FileReply({
    bytes: Buffer.from(text, 'utf8'),
    contentType: CSV_TYPE,
    fileName: `${cleanName(name(language))}.csv`,
    asciiFileName: `${cleanName(name('en-US')).replace(/[\u2012-\u2015]/g, '-')}.csv`,
  });
}
