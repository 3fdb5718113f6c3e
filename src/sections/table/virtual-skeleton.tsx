// The virtual table's place while its rows or its code load: a box of the same height, header included
// (loaded on demand with the lists, virtual-lists.tsx).
import { SkeletonBar } from '../skeleton-bar';
import { useMemo } from 'react';
import type { TableSection } from '../../manifest/screens.gen';
import { cardFields } from './card-fields';
import { ColumnHeading } from './column-heading';
import { SkeletonCard } from './skeleton-card';
import { cardHeightEstimate, columnTemplate, defaultWidths, ROW_HEIGHT, rowWidth } from './virtual-layout';
import { useTranslation } from '../../i18n/use-translation';

/** A fixed-height box (`section.virtualize` px) of header and placeholder rows, or placeholder cards on phones. */
export interface VirtualSkeletonProps {
  section: TableSection;
  phone: boolean;
  /** The comparison's checkboxes: their column, or their place on each card. */
  compare?: boolean;
}

export function VirtualSkeleton({ section, phone, compare = false }: VirtualSkeletonProps) {
  const { t } = useTranslation();
  const height = section.virtualize ?? 400;
  const parts = useMemo(() => cardFields(section.fields), [section.fields]);
  if (phone) {
    const count = Math.ceil(height / cardHeightEstimate(parts.lines.length));
    return (
      <div className="table-virtual table-virtual-skeleton" style={{ height }} aria-hidden="true">
        <ul className="table-cards">
          {Array.from({ length: count }, (_, index) => (
            <SkeletonCard key={index} parts={parts} compare={compare} />
          ))}
        </ul>
      </div>
    );
  }
  const widths = defaultWidths(section.fields);
  const layout = { gridTemplateColumns: columnTemplate(widths, compare), minWidth: rowWidth(widths, compare) };
  return (
    <div className="table-virtual table-virtual-skeleton vt" style={{ height }} aria-hidden="true">
      <div className="vt-head" style={{ minWidth: layout.minWidth }}>
        <div className="vt-row" style={layout}>
          {compare ? <div className="vt-cell">{t('compare.column')}</div> : null}
          {section.fields.map((field) => (
            <div key={field.key} className="vt-cell" data-align={field.align}>
              <ColumnHeading field={field} sort={section.sort} />
            </div>
          ))}
        </div>
      </div>
      {Array.from({ length: Math.ceil(height / ROW_HEIGHT) }, (_, index) => (
        <div key={index} className="vt-row" style={{ ...layout, height: ROW_HEIGHT }}>
          {compare ? <div className="vt-cell" /> : null}
          {section.fields.map((field) => (
            <div key={field.key} className="vt-cell vt-skeleton-cell">
              <SkeletonBar height="calc(0.875rem * var(--mantine-scale))" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
