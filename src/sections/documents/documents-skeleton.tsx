// The documents section while it loads: the same table and cards, with grey bars for values.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { DocumentsSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { cardFieldsOf } from './document-rows';
import { DocumentsHead } from './documents-table';
import { SkeletonBar } from '../skeleton-bar';

/** Rows drawn while loading: a page's worth, up to 20. */
export function skeletonRowCount(section: DocumentsSection): number {
  return Math.min(section.paging?.pageSize ?? 5, 20);
}

// A non-breaking space gives each bar a text line's height; the button bar has a button's height.
const Line = () => <SkeletonBar />;
const Files = () => <SkeletonBar className="document-files-skeleton" />;

/** Same structure and sizes as the view, so nothing moves when the documents arrive. */
export function DocumentsSkeleton({ section }: { section: DocumentsSection }) {
  const { t } = useTranslation();
  const label = useLabel();
  const rows = Array.from({ length: skeletonRowCount(section) }, (_, index) => index);
  const cardFields = cardFieldsOf(section.fields);
  return (
    <div className="documents" aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      <div className="documents-wide" aria-hidden="true">
        <table className="documents-table">
          <DocumentsHead section={section} />
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                {section.fields.map((field) => (
                  <td key={field.key}>
                    <Line />
                  </td>
                ))}
                <td className="document-files-cell">
                  <Files />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="documents-cards" aria-hidden="true">
        {rows.map((row) => (
          <li key={row} className="document-card">
            <div className="document-card-title">
              <Line />
            </div>
            {cardFields.length > 0 ? (
              <dl className="document-card-fields">
                {cardFields.map((field) => (
                  <div key={field.key}>
                    <dt>{label(field.label)}</dt>
                    <dd>
                      <Line />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <Files />
          </li>
        ))}
      </ul>
      {section.paging ? <div className="documents-pager documents-pager-placeholder" /> : null}
    </div>
  );
}
