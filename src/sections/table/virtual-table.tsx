// Every row of a long table (thousands of holdings) in a scroll box, drawing only the rows in view.
// Loaded on demand: @tanstack/react-virtual stays out of the first screen's JavaScript.
import { memo, useMemo, useRef, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Field, SortRule, TableSection } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { labelText } from '../../formats/format-types';
import { ariaSortOf } from './table-sort';
import { CellContent, formatCell, toneClass } from './table-cell';
import { ColumnHeading } from './column-heading';
import type { Row } from './table-rows';
import { columnTemplate, columnWidths, overflows, pageMeasure, ROW_HEIGHT, rowWidth, type ColumnWidth, type Measure } from './virtual-layout';
import { CompareCheckbox, type CompareColumn } from './compare-checkbox';
import { useTranslation } from '../../i18n/use-translation';
import { useTableName } from './use-table-name';
import { useTopOnChange } from './use-top-on-change';

/** What the virtual table draws. */
export interface VirtualTableProps {
  section: TableSection;
  /** The rows in the order shown. */
  rows: Row[];
  /** The same rows in the call's order: column widths are measured on them once, not on every sort. */
  measureRows: Row[];
  height: number;
  sort: SortRule | undefined;
  onSort: (field: string) => void;
  context: FormatContext;
  /** Changes when the rows are another selection (a search): the box scrolls back to the top. */
  scrollKey?: string;
  /** The comparison's checkboxes, in the first column. */
  compare?: CompareColumn | undefined;
}

/**
 * One body row, placed at its offset; a value wider than its column ends in an ellipsis and has a
 * title. It draws again only when its row, place or columns change (not on every scroll step).
 */
const VirtualRow = memo(function VirtualRow(props: {
  fields: Field[];
  row: Row;
  index: number;
  start: number;
  widths: ColumnWidth[];
  layout: CSSProperties;
  context: FormatContext;
  measure: Measure;
  compare: CompareColumn | undefined;
}) {
  const { fields, row, index, start, widths, layout, context, measure, compare } = props;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="vt-row"
      data-striped={index % 2 === 0 || undefined}
      style={{ ...layout, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      {compare ? (
        <div role="cell" className="vt-cell vt-compare">
          <label className="compare-target">
            <CompareCheckbox column={compare} row={row} />
          </label>
        </div>
      ) : null}
      {fields.map((field, column) => {
        const formatted = formatCell(field, row, context);
        return (
          <div
            key={field.key}
            role="cell"
            className={['vt-cell', toneClass(formatted)].filter(Boolean).join(' ')}
            data-align={field.align}
            title={overflows(formatted.text, widths[column]!.min, measure) ? formatted.text : undefined}
          >
            <CellContent field={field} row={row} formatted={formatted} />
          </div>
        );
      })}
    </div>
  );
});

/**
 * A focusable scroll box that is a `role="table"` of divs: a sticky header row and absolutely placed
 * body rows, with `aria-rowcount` and `aria-rowindex` so assistive technology knows the full size.
 */
export function VirtualTable({ section, rows, measureRows, height, sort, onSort, context, scrollKey, compare }: VirtualTableProps) {
  const { t } = useTranslation();
  const name = useTableName(section);
  const measure = useMemo(() => pageMeasure(), []);
  const widths = useMemo(
    () =>
      columnWidths(
        section.fields,
        measureRows,
        (field) => labelText(field.label, context.language),
        (field, row) => formatCell(field, row as Row, context).text,
        measure,
      ),
    [section.fields, measureRows, context, measure],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the build has no React Compiler; the virtualiser re-renders on scroll itself.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height },
    // Rows are keyed by their place, not their data: a new order fills the same row elements with
    // other values instead of building the visible rows again.
    getItemKey: (index) => index,
  });
  // A new order or selection starts at the top.
  useTopOnChange(scroller, virtualizer, `${sort?.field ?? ''}:${sort?.order ?? ''}:${scrollKey ?? ''}`);
  const checkboxes = compare !== undefined;
  const minWidth = rowWidth(widths, checkboxes);
  const layout = useMemo(() => ({ gridTemplateColumns: columnTemplate(widths, checkboxes) }), [widths, checkboxes]);
  return (
    <div ref={scroller} className="table-virtual vt" style={{ height }} tabIndex={0} role="table" aria-label={name} aria-rowcount={rows.length + 1}>
      <div role="rowgroup" className="vt-head" style={{ minWidth }}>
        <div role="row" aria-rowindex={1} className="vt-row" style={layout}>
          {compare ? (
            <div role="columnheader" className="vt-cell">
              {t('compare.column')}
            </div>
          ) : null}
          {section.fields.map((field) => (
            <div key={field.key} role="columnheader" aria-sort={ariaSortOf(sort, field.key)} className="vt-cell" data-align={field.align}>
              <ColumnHeading field={field} sort={sort} onSort={onSort} />
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="vt-body" style={{ height: virtualizer.getTotalSize(), minWidth }}>
        {virtualizer.getVirtualItems().map((item) => (
          <VirtualRow
            key={item.key}
            fields={section.fields}
            row={rows[item.index]!}
            index={item.index}
            start={item.start}
            widths={widths}
            layout={layout}
            context={context}
            measure={measure}
            compare={compare}
          />
        ))}
      </div>
    </div>
  );
}
