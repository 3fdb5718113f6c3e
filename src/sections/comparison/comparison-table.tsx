// The comparison's table: a labels column that stays in place (sticky) while the funds' columns
// scroll inside the section on a phone, never the page; a missing value is a dash with its reason.
import { Link } from 'wouter';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ComparisonSection } from '../../manifest/screens.gen';
import { formatValue, type FormatContext } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { useLabel } from '../../i18n/use-label';
import { FormattedValue, toneClass } from '../formatted-value';
import { SkeletonBar } from '../skeleton-bar';
import type { SectionProps } from '../section-types';
import type { ComparisonCell, ComparisonColumn, ComparisonRow } from './comparison-data';
import { comparisonTable } from './comparison-data';
import { ComparisonDownload } from './comparison-download';
import { useReasonText, useRowLabel } from './comparison-words';

function MissingValue({ reason }: { reason: string }) {
  return (
    <span className="cmp-missing">
      <span className="cmp-dash" aria-hidden="true">
        —
      </span>
      <span className="cmp-reason">{reason}</span>
    </span>
  );
}

interface CellProps {
  cell: ComparisonCell;
  row: ComparisonRow;
  column: ComparisonColumn;
  reasonText: (reason: string | undefined) => string;
  /** The page's format context, read once for the table. */
  base: FormatContext;
}

function ValueCell({ cell, row, column, reasonText, base }: CellProps) {
  if (cell.value === null) {
    return (
      <td className="cmp-cell">
        <MissingValue reason={reasonText(cell.reason)} />
      </td>
    );
  }
  const formatted = formatValue(cell.value, row.format, { ...base, row: column.record });
  return (
    <td className={['cmp-cell', toneClass(formatted)].filter(Boolean).join(' ')} data-wrap={typeof cell.value === 'string' || undefined}>
      <FormattedValue formatted={formatted} toned={false} />
    </td>
  );
}

/** The fund heading a column: its name (a link to its page, when the manifest says so) and its code. */
function ColumnHeading({ section, column }: { section: ComparisonSection; column: ComparisonColumn }) {
  const link = section.columns.link;
  return (
    <th scope="col" className="cmp-fund">
      {link ? <Link href={`${link.route}?${new URLSearchParams({ [link.param]: column.code }).toString()}`}>{column.name}</Link> : column.name}
      <span className="cmp-code">{column.code}</span>
    </th>
  );
}

/** The table, once the answer is in. */
export function ComparisonView({ section, data }: SectionProps<ComparisonSection>) {
  const { t } = useTranslation();
  const label = useLabel();
  const rowLabel = useRowLabel();
  const reasonText = useReasonText(section);
  const base = useFormatContext();
  const { columns, rows } = comparisonTable(section, data.value);
  const name = section.title ? label(section.title) : t('comparison.table');
  if (!rows.length) return <p className="cmp-no-rows">{section.whenNoRows ? label(section.whenNoRows) : t('states.noData')}</p>;
  return (
    <div className="cmp" style={{ '--cmp-funds': columns.length } as React.CSSProperties}>
      {section.csv ? <ComparisonDownload section={section} columns={columns} rows={rows} /> : null}
      {/* A region of its own name (not the section's): a keyboard reaches it to scroll the funds on a phone. */}
      <div className="cmp-scroll" role="region" aria-label={t('comparison.scrollArea', { name })} tabIndex={0}>
        <table className="cmp-table">
          <caption>
            <VisuallyHidden>{name}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="cmp-label">
                {section.rowHeader ? label(section.rowHeader) : <VisuallyHidden>{t('comparison.item')}</VisuallyHidden>}
              </th>
              {columns.map((column) => (
                <ColumnHeading key={column.code} section={section} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="cmp-label">
                  {rowLabel(row.label)}
                  {row.hint ? <small className="cmp-hint">{label(row.hint)}</small> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <ValueCell key={columns[index]!.code} cell={cell} row={row} column={columns[index]!} reasonText={reasonText} base={base} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The same frame with a line per declared row (or three), while the answer loads. */
export function ComparisonSkeleton({ section }: { section: ComparisonSection }) {
  const { t } = useTranslation();
  const label = useLabel();
  const lines = section.rows?.length ?? 3;
  return (
    <div className="cmp" aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      <div className="cmp-scroll">
        <table className="cmp-table" aria-hidden="true">
          <tbody>
            {Array.from({ length: lines }, (_, index) => {
              const field = section.rows?.[index];
              return (
                <tr key={index}>
                  <th scope="row" className="cmp-label">
                    {field ? label(field.label) : <SkeletonBar width="60%" />}
                  </th>
                  <td className="cmp-cell">
                    <SkeletonBar width="70%" />
                  </td>
                  <td className="cmp-cell">
                    <SkeletonBar width="70%" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
