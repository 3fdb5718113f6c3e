// A table's search (`search` in the manifest): the rows whose listed fields, as shown, contain every
// word typed — ignoring case, accents and full-width forms. The text of each row is made once per data.
import type { Field } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { valueAt } from '../source';
import { formatCell } from './table-cell';
import type { Row } from './table-rows';

/** Text folded for comparison: compatibility forms (full-width Ａ１ → A1), accents dropped (é → e), lower case. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a search, folded; none for blank text. */
export function searchWords(text: string): string[] {
  return foldText(text).split(/\s+/).filter(Boolean);
}

/** One row's searchable text: the listed fields' shown texts (a key that is no field: its value as text), folded, one per line. */
export function rowText(row: Row, keys: readonly string[], fields: readonly Field[], context: FormatContext): string {
  return keys
    .map((key) => {
      const field = fields.find((candidate) => candidate.key === key);
      if (field) {
        const formatted = formatCell(field, row, context);
        return formatted.empty ? '' : formatted.text;
      }
      const value = valueAt(row, key);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    })
    .map(foldText)
    .join('\n');
}

/** The rows whose text has every word, in their order; all rows for no words. `texts[i]` is row i's rowText. */
export function matchingRows<T>(rows: readonly T[], texts: readonly string[], words: readonly string[]): T[] {
  if (words.length === 0) return [...rows];
  return rows.filter((_, index) => {
    const text = texts[index]!;
    return words.every((word) => text.includes(word));
  });
}
