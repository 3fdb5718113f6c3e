// The `chart` section kind: a line, bar, pie or donut chart of rows from a call (drawn when it nears
// the viewport: a picture from the chart worker, then ECharts once pointed at), with period buttons
// and its data as a table.
import type { ChartSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { isChartEmpty } from './chart-rows';
import { ChartSkeleton } from './chart-skeleton';
import { ChartView } from './chart-view';

export const chartKind: SectionKind<ChartSection> = {
  View: ChartView,
  Skeleton: ChartSkeleton,
  isEmpty: isChartEmpty,
};

/** The kind's code, as its index.ts loads it. */
export default chartKind;
