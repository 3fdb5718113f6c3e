// The chart's data as a table, behind a "Show data as a table" disclosure: what a screen reader or a
// keyboard user reads instead of the canvas. Long series show their first and last rows.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ChartSpec } from '../../manifest/screens.gen';
import type { ChartRow } from './chart-rows';
import { loadChunk } from '../../chunks/load-chunk';

const DataTable = lazy(() => loadChunk(() => import('./chart-table-view')));

/** Rows shown from each end of a long series. */
export const TABLE_EDGE_ROWS = 50;

/** The rows the table shows: all of a short series; the first and last `edge` of a long one. */
export function tableRows<T>(rows: readonly T[], edge = TABLE_EDGE_ROWS): { head: T[]; tail: T[]; hidden: number } {
  if (rows.length <= edge * 2) return { head: [...rows], tail: [], hidden: 0 };
  return { head: rows.slice(0, edge), tail: rows.slice(-edge), hidden: rows.length - edge * 2 };
}

/** Props of the chart's data table. */
export interface ChartDataTableProps {
  chart: ChartSpec;
  rows: ChartRow[];
  /** The chart's name: the table's caption. */
  caption: string;
}

/** "Show data as a table": a disclosure with the chart's rows. */
export function ChartDataTable(props: ChartDataTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="chart-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('chart.showTable')}</summary>
      {open ? (
        <Suspense fallback={null}>
          <DataTable {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
