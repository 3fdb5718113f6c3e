// The rows a chart draws, and the value helpers its option builder and data table share.
import type { ChartSection, ChartSpec, Field, Format } from '../../manifest/screens.gen';
import type { SectionData } from '../section-types';

/** One row of a chart's data. */
export type ChartRow = Record<string, unknown>;

/** A column of the chart's data: `x`, then the series (pie and donut draw only the first). */
export interface ChartColumn {
  key: string;
  label: Field['label'];
  format?: Format | undefined;
}

/** Height in pixels when the manifest gives none. */
export const DEFAULT_CHART_HEIGHT = 320;
/** Charts narrower than this get the phone layout (chart-options.ts › ChartSurface.narrow). */
export const NARROW_PX = 560;

/** Whether the chart draws shares (pie, donut) rather than series over `x`. */
export const isPieChart = (chart: ChartSpec): boolean => chart.type === 'pie' || chart.type === 'donut';

/** The rows at the source's dataPath: objects only; anything else is no rows. */
export function chartRows(value: unknown): ChartRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is ChartRow => typeof row === 'object' && row !== null && !Array.isArray(row));
}

/** A chart is empty when it has no rows. */
export const isChartEmpty = (data: SectionData): boolean => chartRows(data.value).length === 0;

/** The columns the chart shows: `x` and its series, as the data table lists them. */
export function chartColumns(chart: ChartSpec): ChartColumn[] {
  const series = isPieChart(chart) ? chart.series.slice(0, 1) : chart.series;
  return [chart.x, ...series];
}

/** A finite number from a number or a numeric string; null (a gap in the line) for anything else. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(value)) return Number(value);
  return null;
}

/** The chart's accessible name: its caption, else its title, else its series' names. */
export function chartName(section: ChartSection, label: (text: Field['label']) => string): string {
  if (section.caption) return label(section.caption);
  if (section.title) return label(section.title);
  return section.chart.series.map((series) => label(series.label)).join(', ');
}

/** Props of the chart's data table. */
export interface ChartDataTableProps {
  chart: ChartSpec;
  rows: ChartRow[];
  /** The chart's name: the table's caption. */
  caption: string;
}
