// The chart's data as a table, behind a "Show data as a table" disclosure: what a screen reader or a
// keyboard user reads instead of the canvas. Long series show their first and last rows.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ChartDataTableProps } from './chart-rows';
import { loadChunk } from '../../runtime/load-chunk';

const DataTable = lazy(() => loadChunk(() => import('./chart-table-view')));

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
