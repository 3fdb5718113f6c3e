// One field of a document, formatted by the manifest's format (a date, a dictionary label, a link…).
import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Field } from '../../manifest/screens.gen';
import { formatValue, type FormatContext } from '../../formats/format-registry';
import { valueAt } from '../source';
import type { DocumentRow } from './document-rows';

/** The field's text as it is shown, for names (the document's name in a button's accessible name). */
export function fieldText(field: Field, row: DocumentRow, context: FormatContext): string {
  const formatted = formatValue(valueAt(row, field.key), field.format, { ...context, row });
  return formatted.empty ? '' : formatted.text;
}

/** The field's value: its tone as a class, a safe link as a link, a missing value said in words. */
export function FieldValue({ field, row, context }: { field: Field; row: DocumentRow; context: FormatContext }) {
  const { t } = useTranslation();
  const formatted = formatValue(valueAt(row, field.key), field.format, { ...context, row });
  if (formatted.empty) {
    return (
      <>
        <span aria-hidden="true">{formatted.text}</span>
        <VisuallyHidden>{t('states.noValue')}</VisuallyHidden>
      </>
    );
  }
  const tone = formatted.tone ? `tone-${formatted.tone}` : undefined;
  if (formatted.href) {
    return (
      <Anchor href={formatted.href} target="_blank" rel="noopener noreferrer" className={tone}>
        {formatted.text}
        <VisuallyHidden> {t('shell.opensInNewWindow')}</VisuallyHidden>
      </Anchor>
    );
  }
  return tone ? <span className={tone}>{formatted.text}</span> : <>{formatted.text}</>;
}
