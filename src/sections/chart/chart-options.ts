// Builds the ECharts option of a chart section from its manifest config and rows: pure (no DOM), so
// it is unit tested without a canvas. Only types come from ECharts; the library itself loads lazily.
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ChartSeries, ChartSpec, Format, Label } from '../../manifest/screens.gen';
import type { Formatted } from '../../formats/format-registry';
import { valueAt } from '../source';
import { axisLabelFormat, escapeHtml, isDateFormat, isoDay, timeTickLabel, timestampOf } from './chart-format';
import type { ChartColors } from './chart-palette';
import { DEFAULT_CHART_HEIGHT, isPieChart, numberOrNull, type ChartRow } from './chart-rows';

/** The option of the charts this site draws (line, bar, pie with grid, tooltip, legend, data zoom). */
export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | DataZoomComponentOption
>;

/** How values become text: the site's formatters, bound to the visitor's language. */
export interface ChartFormatters {
  format: (value: unknown, format: Format | undefined, row?: ChartRow) => Formatted;
}

/** What the builder knows of where the chart is drawn. */
export interface ChartSurface {
  colors: ChartColors;
  /** The container is narrow (a phone): a pie's legend puts values first and cuts long names short, the zoom slider drops its labels. */
  narrow?: boolean;
  /** The visitor asked for less motion. */
  reducedMotion?: boolean;
  /** Drawn for paper: no zoom slider, and a pie's legend lists every slice (it does not scroll). */
  print?: boolean;
}

/** The height of one line of a legend listed a series a line. */
const LEGEND_LINE = 20;
/** Lines with more points than this draw no point symbols (they would merge into a smear). */
export const SYMBOL_LIMIT = 60;
/** Above this many points in all, nothing animates: the chart must draw at once. */
export const ANIMATION_LIMIT = 1000;

type Params = { seriesIndex?: number; dataIndex: number; value: unknown; marker?: unknown; name: string; percent?: number };

const text = (label: Label, language: string) => label[language as keyof Label] ?? label['zh-TW'];
const seriesFormat = (chart: ChartSpec, series: ChartSeries) => series.format ?? chart.yFormat;

function toneClass(formatted: Formatted): string {
  return formatted.tone === 'up' || formatted.tone === 'down' ? ` class="tone-${formatted.tone}"` : '';
}

/** One tooltip line: colour marker, series name, value. */
function tooltipLine(marker: unknown, name: string, value: Formatted): string {
  const dot = typeof marker === 'string' ? marker : '';
  return `<div class="chart-tooltip-line">${dot}<span>${escapeHtml(name)}</span><strong${toneClass(value)}>${escapeHtml(value.text)}</strong></div>`;
}

function tooltipStyle(colors: ChartColors): TooltipComponentOption {
  return { confine: true, backgroundColor: colors.surface, borderColor: colors.grid, textStyle: { color: colors.strong, fontFamily: colors.fontFamily } };
}

function baseOption(colors: ChartColors, points: number, reducedMotion: boolean | undefined): ChartOption {
  return {
    color: colors.series,
    backgroundColor: 'transparent',
    animation: points <= ANIMATION_LIMIT && !reducedMotion,
    textStyle: { fontFamily: colors.fontFamily, color: colors.text },
  };
}

/** `times` holds each row's x as a timestamp when x is on a time axis; undefined on a category axis. */
function seriesOption(
  chart: ChartSpec,
  series: ChartSeries,
  rows: readonly ChartRow[],
  language: string,
  times: (number | undefined)[] | undefined,
): LineSeriesOption | BarSeriesOption {
  const name = text(series.label, language);
  // On a time axis each point carries its row's index, so the tooltip reads the row (not a sampled value).
  const data = times
    ? rows.flatMap((row, index) => {
        const time = times[index];
        return time === undefined ? [] : [[time, numberOrNull(valueAt(row, series.key)), index]];
      })
    : rows.map((row) => numberOrNull(valueAt(row, series.key)));
  if (chart.type === 'bar') return { type: 'bar', name, data, barMaxWidth: 32, large: rows.length > ANIMATION_LIMIT };
  const many = rows.length > SYMBOL_LIMIT;
  return {
    type: 'line',
    name,
    data,
    showSymbol: !many,
    symbolSize: 6,
    sampling: 'lttb',
    connectNulls: false,
    lineStyle: { width: 2 },
    emphasis: { disabled: many },
    ...(series.area ? { areaStyle: { opacity: 0.12 } } : {}),
  };
}

function cartesianOption(chart: ChartSpec, rows: readonly ChartRow[], language: string, { format }: ChartFormatters, surface: ChartSurface): ChartOption {
  const { colors, narrow } = surface;
  const timeAxis = chart.type === 'line' && isDateFormat(chart.x.format);
  // Each row's date is read once, for all the series.
  const times = timeAxis ? rows.map((row) => timestampOf(valueAt(row, chart.x.key))) : undefined;
  const yFormat = chart.yFormat ?? chart.series[0].format;
  const legend = chart.series.length > 1;
  // On a phone, three series or more (funds compared, with long names) list one a line above the plot.
  const stacked = legend && narrow && chart.series.length > 2;
  const legendHeight = stacked ? chart.series.length * LEGEND_LINE + 8 : legend ? 40 : 12;
  const zoom = chart.zoom && !surface.print;
  const xText = (index: number) => format(valueAt(rows[index], chart.x.key), chart.x.format, rows[index]).text;
  // The x axis stays under the plot with its labels, also when values go below zero.
  const axisLine = { onZero: false, lineStyle: { color: colors.axis } };
  const axisLabel = { color: colors.text, hideOverlap: true };

  const option: ChartOption = {
    ...baseOption(colors, rows.length * chart.series.length, surface.reducedMotion),
    grid: { left: 8, right: 16, top: legendHeight, bottom: zoom ? (narrow ? 48 : 64) : 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: timeAxis
      ? { type: 'time', axisLine, axisLabel: { ...axisLabel, formatter: (value: number) => timeTickLabel(value, language) }, splitLine: { show: false } }
      : { type: 'category', axisLine, axisLabel, boundaryGap: chart.type === 'bar', data: rows.map((_, index) => xText(index)) },
    yAxis: {
      type: 'value',
      // A line's axis fits its values (a NAV near 30 should not sit on a zero baseline); bars start at zero.
      scale: chart.type === 'line',
      axisLabel: { color: colors.text, formatter: (value: number) => format(value, axisLabelFormat(yFormat, value)).text },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    tooltip: {
      ...tooltipStyle(colors),
      trigger: 'axis',
      axisPointer: { type: chart.type === 'bar' ? 'shadow' : 'line' },
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as Params[];
        const first = params[0];
        if (!first) return '';
        const rowIndex = Array.isArray(first.value) && typeof first.value[2] === 'number' ? first.value[2] : first.dataIndex;
        const row = rows[rowIndex];
        const lines = params.map((param) => {
          const series = chart.series[param.seriesIndex ?? 0]!;
          return tooltipLine(param.marker, text(series.label, language), format(valueAt(row, series.key), seriesFormat(chart, series), row));
        });
        return `<div class="chart-tooltip-title">${escapeHtml(xText(rowIndex))}</div>${lines.join('')}`;
      },
    },
    series: chart.series.map((series) => seriesOption(chart, series, rows, language, times)),
  };
  if (legend)
    option.legend = {
      top: 0,
      left: 0,
      icon: 'roundRect',
      itemWidth: 16,
      itemHeight: 8,
      textStyle: { color: colors.text },
      ...(stacked ? { orient: 'vertical', itemGap: LEGEND_LINE - 14 } : {}),
    };
  if (zoom) option.dataZoom = zoomOption(chart, language, format, surface);
  return option;
}

function zoomOption(chart: ChartSpec, language: string, format: ChartFormatters['format'], { colors, narrow }: ChartSurface): DataZoomComponentOption[] {
  const timeAxis = chart.type === 'line' && isDateFormat(chart.x.format);
  return [
    // Pinch zooms on touch screens; the wheel zooms with Ctrl held (a trackpad pinch sends that), so a
    // plain wheel or a one-finger drag over the chart still scrolls the page.
    { type: 'inside', zoomOnMouseWheel: 'ctrl', moveOnMouseWheel: false, moveOnMouseMove: false, preventDefaultMouseMove: false },
    {
      type: 'slider',
      height: 24,
      bottom: 8,
      left: narrow ? 16 : 72,
      right: narrow ? 16 : 72,
      brushSelect: false,
      showDetail: !narrow,
      textStyle: { color: colors.text },
      labelFormatter: (value: number, valueText: string) => (timeAxis ? format(isoDay(value), chart.x.format).text : valueText),
    },
  ];
}

/** Where a pie sits: in a square at the left with the legend beside it; on a phone, in the left half. */
function pieLayout(chart: ChartSpec, narrow: boolean | undefined): Pick<PieSeriesOption, 'center' | 'radius'> & { legendLeft: number | string } {
  const donut = chart.type === 'donut';
  if (narrow) return { center: ['25%', '50%'], radius: donut ? ['28%', '46%'] : [0, '46%'], legendLeft: '52%' };
  const height = chart.height ?? DEFAULT_CHART_HEIGHT;
  return { center: [height / 2, '50%'], radius: donut ? ['45%', '72%'] : [0, '72%'], legendLeft: height + 8 };
}

function pieOption(chart: ChartSpec, rows: readonly ChartRow[], language: string, { format }: ChartFormatters, surface: ChartSurface): ChartOption {
  const { colors, narrow } = surface;
  const series = chart.series[0];
  const valueFormat = seriesFormat(chart, series);
  const slices = rows.flatMap((row) => {
    const value = numberOrNull(valueAt(row, series.key));
    if (value === null) return [];
    const name = format(valueAt(row, chart.x.key), chart.x.format, row).text;
    return [{ name, value, shown: format(valueAt(row, series.key), valueFormat, row) }];
  });
  const shown = new Map(slices.map((slice) => [slice.name, slice.shown]));
  const { legendLeft, ...layout } = pieLayout(chart, narrow);
  return {
    ...baseOption(colors, slices.length, surface.reducedMotion),
    tooltip: {
      ...tooltipStyle(colors),
      trigger: 'item',
      formatter: (raw: unknown) => {
        const param = raw as Params;
        return tooltipLine(param.marker, param.name, shown.get(param.name) ?? { text: '-' });
      },
    },
    legend: {
      // Scrolls (with a pager) only when the slices outnumber the lines that fit.
      type: surface.print ? 'plain' : 'scroll',
      orient: 'vertical',
      top: 'middle',
      left: legendLeft,
      right: 0,
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      // On a phone the value comes first and a long name is cut short (the tooltip and the table give it whole).
      textStyle: { color: colors.text, ...(narrow ? { width: 140, overflow: 'truncate' } : {}) },
      pageTextStyle: { color: colors.text },
      tooltip: { show: Boolean(narrow) },
      formatter: (name: string) => {
        const value = shown.get(name)?.text ?? '';
        return narrow ? `${value}  ${name}` : `${name}  ${value}`;
      },
    },
    series: [
      {
        type: 'pie',
        name: text(series.label, language),
        ...layout,
        data: slices.map(({ name, value }) => ({ name, value })),
        label: { show: false },
        itemStyle: { borderColor: colors.surface, borderWidth: 1 },
      },
    ],
  };
}

/**
 * The ECharts option of a chart: line and bar draw one series per entry over `x` (a time axis for a
 * line over dates, so gaps between dealing days keep their real width); pie and donut draw the first
 * series' share per row, `x` naming the slices. Values show through the site's formatters.
 */
export function buildChartOption(
  chart: ChartSpec,
  rows: readonly ChartRow[],
  language: string,
  formatters: ChartFormatters,
  surface: ChartSurface,
): ChartOption {
  return isPieChart(chart) ? pieOption(chart, rows, language, formatters, surface) : cartesianOption(chart, rows, language, formatters, surface);
}
