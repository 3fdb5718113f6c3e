// One cell's value, the same in a table cell and on a phone card: formatted text, an in-site link or
// an outside link that opens a new window.
import { Link } from 'wouter';
import type { Field } from '../../manifest/screens.gen';
import { formatValue, type FormatContext, type Formatted } from '../../formats/format-registry';
import { valueAt } from '../source';
import { FormattedValue, toneClass } from '../formatted-value';
import { linkHref } from './link-href';
import type { Row } from './table-rows';

/** A field's value in a row, formatted with the row in the context (formatters may read other fields). */
export function formatCell(field: Field, row: Row, context: FormatContext): Formatted {
  return formatValue(valueAt(row, field.key), field.format, { ...context, row });
}

export { toneClass };

const WORDY_FORMATS = new Set(['text', 'dict', 'enum', 'link', 'list']);

/** Texts this short (a ticker such as '171 HK', a counter) never break; longer names may. */
const SHORT_TEXT = 14;

/** Whether a cell holds words (a name, a label) that may wrap, rather than a figure, a date or a short code that must not. */
export function wrapsWords(field: Field, formatted: Formatted): boolean {
  return (!field.format || WORDY_FORMATS.has(field.format.type)) && formatted.text.length > SHORT_TEXT;
}

/** What a cell shows for a formatted value. */
export function CellContent({ field, row, formatted }: { field: Field; row: Row; formatted: Formatted }) {
  const href = linkHref(field, row);
  if (href && !formatted.empty) return <Link href={href}>{formatted.text}</Link>;
  return <FormattedValue formatted={formatted} toned={false} />;
}
