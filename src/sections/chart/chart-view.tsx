// The chart section's view: period buttons, the chart (drawn when it nears the viewport or the page
// is printed) and its data as a table. While a new period loads, the old chart stays, dimmed.
import { useEffect, useMemo, useRef } from 'react';
import { Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartSection, ChartSpec } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import type { SectionProps } from '../section-types';
import { ChartDataTable } from './chart-data-table';
import { loadChartCanvasWhenIdle, useChartCanvas } from './chart-loader';
import { ChartRangeControl } from './chart-range-control';
import { chartName, chartRows, DEFAULT_CHART_HEIGHT, type ChartRow } from './chart-rows';
import { useNearViewport } from './use-near-viewport';
import { SkeletonBar } from '../skeleton-bar';

/** A grey block of the chart's size: before ECharts loads and in the skeleton. */
export function ChartPlaceholder() {
  return <SkeletonBar className="chart-placeholder" />;
}

/** The chart's box: its exact height from the start; an image to assistive technology, named by the caption. */
function ChartFrame({ id, chart, rows, name, stale }: { id: string; chart: ChartSpec; rows: ChartRow[]; name: string; stale: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const renderChartCanvas = useChartCanvas(useNearViewport(frame, id));
  useEffect(loadChartCanvasWhenIdle, []);
  return (
    <div
      ref={frame}
      className="chart-frame"
      data-stale={stale || undefined}
      style={{ height: chart.height ?? DEFAULT_CHART_HEIGHT }}
      role="img"
      aria-label={name}
    >
      {renderChartCanvas ? renderChartCanvas({ chart, rows }) : <ChartPlaceholder />}
    </div>
  );
}

/** The chart section: what the renderer draws once the rows are there. */
export function ChartView({ section, data, controls }: SectionProps<ChartSection>) {
  const { t } = useTranslation();
  const label = useLabel();
  const rows = useMemo(() => chartRows(data.value), [data.value]);
  const { chart } = section;
  const name = chartName(section, label);
  const ranges = chart.ranges;
  return (
    <div className="chart-section" aria-busy={controls.fetching || undefined}>
      {ranges ? (
        <ChartRangeControl ranges={ranges} value={controls.pathParams[ranges.param]} onChange={(value) => controls.setPathParam(ranges.param, value)} />
      ) : null}
      <div className="chart-body">
        <ChartFrame id={section.id} chart={chart} rows={rows} name={name} stale={controls.fetching} />
        <div className="chart-status" role="status">
          {controls.fetching ? (
            <>
              <Loader size="xs" aria-hidden />
              <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
            </>
          ) : null}
        </div>
      </div>
      <ChartDataTable chart={chart} rows={rows} caption={name} />
    </div>
  );
}
