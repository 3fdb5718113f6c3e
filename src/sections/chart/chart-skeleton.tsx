// The chart section while its rows load: the same boxes at the same heights (no layout shift), and
// as soon as the section nears the viewport the chart worker starts (or, where there is none,
// ECharts loads on the page), alongside the data.
import { useEffect, useRef } from 'react';
import type { ChartSection } from '../../manifest/screens.gen';
import { prefetchChartCanvas } from './chart-loader';
import { preparePictures } from './chart-picture';
import { ChartRangeControl } from './chart-range-control';
import { DEFAULT_CHART_HEIGHT } from './chart-rows';
import { ChartPlaceholder } from './chart-view';
import { useNearViewport } from '../use-near-viewport';
import { usePrinted } from './chart-print';
import { SkeletonBar } from '../skeleton-bar';

/** The skeleton: disabled period buttons, a placeholder of the chart's height, the table toggle's line. */
export function ChartSkeleton({ section }: { section: ChartSection }) {
  const box = useRef<HTMLDivElement>(null);
  const nearScreen = useNearViewport(box, section.id);
  // A printed page draws every chart.
  const near = usePrinted() || nearScreen;
  const { chart } = section;
  useEffect(() => {
    if (near && !preparePictures()) prefetchChartCanvas();
  }, [near]);
  return (
    <div className="chart-section" ref={box}>
      {chart.ranges ? <ChartRangeControl ranges={chart.ranges} value={chart.ranges.default} /> : null}
      <div className="chart-frame" style={{ height: chart.height ?? DEFAULT_CHART_HEIGHT }}>
        <ChartPlaceholder />
      </div>
      <div className="chart-table-skeleton">
        <SkeletonBar height="calc(1rem * var(--mantine-scale))" width="12em" />
      </div>
    </div>
  );
}
