// The `chart` section kind: a line, bar, pie or donut chart of rows from a call (ECharts, loaded
// only when the chart nears the viewport), with period buttons and its data as a table.
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
