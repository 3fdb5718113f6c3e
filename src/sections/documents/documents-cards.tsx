// The documents as cards (phones): the name, the other fields as label and value, then the files.
import type { DocumentsSection } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { useLabel } from '../../i18n/use-label';
import { cardFieldsOf, titleFieldOf, type DocumentRow } from './document-rows';
import { DocumentFiles, type FilesProps } from './document-files';
import { FieldValue, fieldText } from './field-value';

/** Props of the card list. */
export interface DocumentsCardsProps extends FilesProps {
  section: DocumentsSection;
  rows: DocumentRow[];
  rowKey: (row: DocumentRow, index: number) => string;
  context: FormatContext;
}

/** One card per document, in a list. */
export function DocumentsCards({ section, rows, rowKey, context, ...files }: DocumentsCardsProps) {
  const label = useLabel();
  const title = titleFieldOf(section.fields);
  const fields = cardFieldsOf(section.fields);
  return (
    <ul className="documents-cards">
      {rows.map((row, index) => (
        <li key={rowKey(row, index)} className="document-card">
          <p className="document-card-title">
            <FieldValue field={title} row={row} context={context} />
          </p>
          {fields.length > 0 ? (
            <dl className="document-card-fields">
              {fields.map((field) => (
                <div key={field.key}>
                  <dt>{label(field.label)}</dt>
                  <dd>
                    <FieldValue field={field} row={row} context={context} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <DocumentFiles row={row} name={fieldText(title, row, context)} {...files} />
        </li>
      ))}
    </ul>
  );
}
