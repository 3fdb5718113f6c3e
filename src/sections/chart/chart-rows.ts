// The rows a chart draws, and the value helpers its option builder and data table share.
import type { ChartSection, ChartSpec, Field, Format } from '../../manifest/screens.gen';
import type { SectionData } from '../section-types';
import { valueAt } from '../source';

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

/** A name from the answer, already in the page's language: the same text for every language of a label. */
const answerLabel = (name: string): Field['label'] => ({ 'zh-TW': name, 'zh-CN': name, 'en-US': name });

/**
 * What the chart draws from the value at the source's dataPath: its rows, and its spec with the series
 * the answer names (`seriesFrom`, each taking the first declared series' format and fill). A series
 * without a usable key or name is left out; none usable leaves no rows.
 */
export function chartData(chart: ChartSpec, value: unknown): { chart: ChartSpec; rows: ChartRow[] } {
  const from = chart.seriesFrom;
  if (!from) return { chart, rows: chartRows(value) };
  const [template] = chart.series;
  const named = chartRows(valueAt(value, from.list)).flatMap((entry) => {
    const key = entry[from.key];
    const name = entry[from.label];
    if (typeof key !== 'string' || !/^[A-Za-z0-9_]+$/.test(key) || typeof name !== 'string' || !name) return [];
    return [{ ...template, key, label: answerLabel(name) }];
  });
  const [first, ...rest] = named;
  return first ? { chart: { ...chart, series: [first, ...rest] }, rows: chartRows(valueAt(value, from.rows)) } : { chart, rows: [] };
}

/** A chart is empty when it has no rows. */
export const isChartEmpty = (data: SectionData, section: Pick<ChartSection, 'chart'>): boolean => chartData(section.chart, data.value).rows.length === 0;

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
export function chartName(section: ChartSection, label: (text: Field['label']) => string, chart: ChartSpec = section.chart): string {
  if (section.caption) return label(section.caption);
  if (section.title) return label(section.title);
  return chart.series.map((series) => label(series.label)).join(', ');
}

/** Props of the chart's data table. */
export interface ChartDataTableProps {
  chart: ChartSpec;
  rows: ChartRow[];
  /** The chart's name: the table's caption. */
  caption: string;
}
