// One cell's value, the same in a table cell and on a phone card: formatted text, an in-site link or
// an outside link that opens a new window.
import { VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Field } from '../../manifest/screens.gen';
import { formatValue, type FormatContext, type Formatted } from '../../formats/format-registry';
import { valueAt } from '../source';
import { linkHref } from './link-href';
import type { Row } from './table-rows';

/** A field's value in a row, formatted with the row in the context (formatters may read other fields). */
export function formatCell(field: Field, row: Row, context: FormatContext): Formatted {
  return formatValue(valueAt(row, field.key), field.format, { ...context, row });
}

/** The class that colours a rise or fall. */
export function toneClass(formatted: Formatted): string | undefined {
  return formatted.tone === 'up' || formatted.tone === 'down' ? `tone-${formatted.tone}` : undefined;
}

/** What a cell shows for a formatted value. */
export function CellContent({ field, row, formatted }: { field: Field; row: Row; formatted: Formatted }) {
  const { t } = useTranslation();
  if (formatted.empty) {
    return (
      <>
        <span aria-hidden="true">{formatted.text}</span>
        <VisuallyHidden>{t('states.noValue')}</VisuallyHidden>
      </>
    );
  }
  const href = linkHref(field, row);
  if (href) return <Link href={href}>{formatted.text}</Link>;
  if (formatted.href) {
    return (
      <a href={formatted.href} target="_blank" rel="noopener noreferrer">
        {formatted.text}
        <VisuallyHidden> {t('shell.opensInNewWindow')}</VisuallyHidden>
      </a>
    );
  }
  return <>{formatted.text}</>;
}
