// The documents as a table (tablets and desktops): one column per field, then the files; a plain
// <table> styled in documents.css.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { DocumentsSection } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { useLabel } from '../../i18n/use-label';
import { titleFieldOf, type DocumentRow } from './document-rows';
import { DocumentFiles, type FilesProps } from './document-files';
import { FieldValue, fieldText } from './field-value';

/** Column headings; the skeleton draws the same, so it has the table's width. */
export function DocumentsHead({ section }: { section: DocumentsSection }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <thead>
      <tr>
        {section.fields.map((field) => (
          <th key={field.key} scope="col" data-align={field.align}>
            {label(field.label)}
          </th>
        ))}
        <th scope="col">{t('documents.files')}</th>
      </tr>
    </thead>
  );
}

/** Props of the table. */
export interface DocumentsTableProps extends FilesProps {
  section: DocumentsSection;
  rows: DocumentRow[];
  rowKey: (row: DocumentRow, index: number) => string;
  context: FormatContext;
}

/** The table; the document's name is each row's header, the caption (read, not shown) the section's title or 'Documents and announcements'. */
export function DocumentsTable({ section, rows, rowKey, context, ...files }: DocumentsTableProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const title = titleFieldOf(section.fields);
  return (
    <table className="documents-table">
      <caption>
        <VisuallyHidden>{section.title ? label(section.title) : t('documents.caption')}</VisuallyHidden>
      </caption>
      <DocumentsHead section={section} />
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {section.fields.map((field) => {
              const value = <FieldValue field={field} row={row} context={context} />;
              return field === title ? (
                <th key={field.key} scope="row" data-align={field.align} className="document-name">
                  {value}
                </th>
              ) : (
                <td key={field.key} data-align={field.align} className="document-meta">
                  {value}
                </td>
              );
            })}
            <td className="document-files-cell">
              <DocumentFiles row={row} name={fieldText(title, row, context)} {...files} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
