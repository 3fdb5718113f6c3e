// The table on wider screens: a plain <table> of one page of rows (styled in table.css), scrolling sideways when narrow.
import { VisuallyHidden } from '@mantine/core';
import type { SortRule, TableSection } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { useLabel } from '../../i18n/use-label';
import { CellContent, formatCell, toneClass, wrapsWords } from './table-cell';
import { TableHead } from './table-head';
import { useTableName } from './use-table-name';
import { rowKeys, type Row } from './table-rows';
import { CompareCheckbox, type CompareColumn } from './compare-checkbox';

/** What the desktop table draws. */
export interface DataTableProps {
  section: TableSection;
  rows: Row[];
  sort: SortRule | undefined;
  onSort: (field: string) => void;
  context: FormatContext;
  /** The comparison's checkboxes, in the first column. */
  compare?: CompareColumn | undefined;
}

/** One page of rows as a table; the caption names it (visually hidden: the section title shows). */
export function DataTable({ section, rows, sort, onSort, context, compare }: DataTableProps) {
  const label = useLabel();
  const name = useTableName(section);
  const keys = rowKeys(section, rows);
  const caption = section.caption ? label(section.caption) : undefined;
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={name}>
      <table className="data-table data-table-striped">
        {caption ? (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : null}
        <TableHead fields={section.fields} sort={sort} onSort={onSort} compare={compare !== undefined} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={keys[index]}>
              {compare ? (
                <td className="table-compare">
                  {/* The whole cell is the checkbox's target. */}
                  <label className="compare-target">
                    <CompareCheckbox column={compare} row={row} />
                  </label>
                </td>
              ) : null}
              {section.fields.map((field) => {
                const formatted = formatCell(field, row, context);
                return (
                  <td key={field.key} data-align={field.align} data-wrap={wrapsWords(field, formatted) || undefined} className={toneClass(formatted)}>
                    <CellContent field={field} row={row} formatted={formatted} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
