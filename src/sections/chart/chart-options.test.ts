import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import type { ChartSpec } from '../../manifest/screens.gen';
import { formatValue } from '../../formats/format-registry';
import { ANIMATION_LIMIT, buildChartOption, SYMBOL_LIMIT, type ChartFormatters, type ChartOption } from './chart-options';
import { chartColors } from './chart-palette';
import type { ChartRow } from './chart-rows';
import { L, percent, trend } from './chart-test-data';

const colors = chartColors(mergeMantineTheme(DEFAULT_THEME, { primaryColor: 'blue', primaryShade: 8 }));
const surface = { colors };
const formatters = (language: string): ChartFormatters => ({ format: (value, format, row) => formatValue(value, format, { language, row }) });

/** `count` dealing days from 2016-11-18, skipping weekends, with a steady rise. */
function dailyRows(count: number): ChartRow[] {
  const rows: ChartRow[] = [];
  const day = new Date(2016, 10, 18);
  while (rows.length < count) {
    if (day.getDay() !== 0 && day.getDay() !== 6) {
      const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      rows.push({ date, fundPct: rows.length / 10, indexPct: rows.length / 11 });
    }
    day.setDate(day.getDate() + 1);
  }
  return rows;
}

type Series = { type: string; name: string; data: unknown[]; showSymbol?: boolean; sampling?: string; areaStyle?: unknown; radius?: unknown };
const seriesOf = (option: ChartOption) => option.series as Series[];
const one = <T>(value: T | T[] | undefined): T => (Array.isArray(value) ? value[0]! : value!);
type Formatter = (...args: unknown[]) => string;
const call = (formatter: unknown, ...args: unknown[]) => (formatter as Formatter)(...args);

describe('line and bar charts', () => {
  it('draws one line per series over a time axis when x is a date, named in the visitor language', () => {
    const rows = [
      { date: '2026-11-19', fundPct: 1.5, indexPct: 1.2 },
      { date: '2026-11-20', fundPct: null, indexPct: 1.4 },
    ];
    const option = buildChartOption(trend, rows, 'zh-TW', formatters('zh-TW'), surface);
    expect(one(option.xAxis)).toMatchObject({ type: 'time' });
    const series = seriesOf(option);
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['line', '基金'],
      ['line', '指數'],
    ]);
    // [local midnight of the day, value (null is a gap), row index]
    expect(series[0]!.data).toEqual([
      [new Date(2026, 10, 19).getTime(), 1.5, 0],
      [new Date(2026, 10, 20).getTime(), null, 1],
    ]);
    expect(series[0]!.areaStyle).toBeDefined();
    expect(series[1]!.areaStyle).toBeUndefined();
  });

  it('shows y-axis labels and tooltip values through the formatters', () => {
    const rows = [{ date: '2026-11-20', fundPct: 12.345, indexPct: -0.5 }];
    const option = buildChartOption(trend, rows, 'en-US', formatters('en-US'), surface);
    const yLabel = (one(option.yAxis) as { axisLabel: { formatter: unknown } }).axisLabel.formatter;
    expect(call(yLabel, 10)).toBe('10%');
    expect(call(yLabel, 2.5)).toBe('2.5%');
    const tooltip = call(one(option.tooltip)!.formatter, [
      { seriesIndex: 0, dataIndex: 0, value: [0, 12.345, 0], marker: '' },
      { seriesIndex: 1, dataIndex: 0, value: [0, -0.5, 0], marker: '' },
    ]);
    expect(tooltip).toContain('20 Nov 2026');
    expect(tooltip).toContain('Fund');
    expect(tooltip).toContain('12.35%');
    expect(tooltip).toContain('-0.50%');
  });

  it('escapes text in the tooltip', () => {
    const chart: ChartSpec = { type: 'bar', x: { key: 'name', label: L('Name') }, series: [{ key: 'v', label: L('<b>V</b>') }] };
    const option = buildChartOption(chart, [{ name: '<img src=x>', v: 1 }], 'en-US', formatters('en-US'), surface);
    const tooltip = call(one(option.tooltip)!.formatter, [{ seriesIndex: 0, dataIndex: 0, value: 1, marker: '' }]);
    expect(tooltip).not.toContain('<img');
    expect(tooltip).toContain('&lt;img src=x&gt;');
    expect(tooltip).toContain('&lt;b&gt;V&lt;/b&gt;');
  });

  it('draws bars over a category axis of formatted x values, starting at zero', () => {
    const chart: ChartSpec = { ...trend, type: 'bar', series: [trend.series[0]], zoom: false };
    const option = buildChartOption(chart, [{ date: '2026-11-20', fundPct: 3 }], 'en-US', formatters('en-US'), surface);
    expect(one(option.xAxis)).toMatchObject({ type: 'category', data: ['20 Nov 2026'] });
    expect(one(option.yAxis)).toMatchObject({ type: 'value', scale: false });
    expect(seriesOf(option)[0]).toMatchObject({ type: 'bar', data: [3] });
    expect(option.dataZoom).toBeUndefined();
  });

  it('shows a legend only when there is more than one series', () => {
    expect(buildChartOption(trend, dailyRows(5), 'en-US', formatters('en-US'), surface).legend).toBeDefined();
    const single = { ...trend, series: [trend.series[0]] } satisfies ChartSpec;
    expect(buildChartOption(single, dailyRows(5), 'en-US', formatters('en-US'), surface).legend).toBeUndefined();
  });

  it('adds a slider and pinch zoom when zoom is on', () => {
    const option = buildChartOption(trend, dailyRows(5), 'en-US', formatters('en-US'), surface);
    const zoom = option.dataZoom as { type: string; labelFormatter?: unknown }[];
    expect(zoom.map((z) => z.type)).toEqual(['inside', 'slider']);
    expect(call(zoom[1]!.labelFormatter, new Date(2026, 10, 20).getTime(), '')).toBe('20 Nov 2026');
  });

  it('has no zoom slider on paper, and the plot takes its place', () => {
    const option = buildChartOption(trend, dailyRows(5), 'en-US', formatters('en-US'), { colors, print: true });
    expect(option.dataZoom).toBeUndefined();
    expect(one(option.grid)).toMatchObject({ bottom: 8 });
  });

  it('keeps a few points lively: symbols and animation', () => {
    const option = buildChartOption(trend, dailyRows(SYMBOL_LIMIT), 'en-US', formatters('en-US'), surface);
    expect(seriesOf(option)[0]!.showSymbol).toBe(true);
    expect(option.animation).toBe(true);
  });

  // How long the draw takes is measured by the benchmark (npm run bench), not judged here.
  it('draws ten years of daily points as a long series should be: sampled, without symbols or animation', () => {
    const rows = dailyRows(2600);
    const option = buildChartOption(trend, rows, 'en-US', formatters('en-US'), surface);
    expect(rows.length * trend.series.length).toBeGreaterThan(ANIMATION_LIMIT);
    expect(option.animation).toBe(false);
    for (const series of seriesOf(option)) {
      expect(series).toMatchObject({ sampling: 'lttb', showSymbol: false });
      expect(series.data).toHaveLength(2600);
    }
  });

  it('does not animate for a visitor who asked for less motion', () => {
    expect(buildChartOption(trend, dailyRows(5), 'en-US', formatters('en-US'), { colors, reducedMotion: true }).animation).toBe(false);
  });

  it('paints with the theme: the primary blue first', () => {
    const option = buildChartOption(trend, dailyRows(5), 'en-US', formatters('en-US'), surface);
    expect((option.color as string[])[0]).toBe('#1971c2');
  });
});

describe('pie and donut charts', () => {
  const sectors: ChartSpec = {
    type: 'donut',
    x: { key: 'name', label: L('Sector') },
    series: [
      { key: 'weightPct', label: L('Weight', '比重'), format: percent },
      { key: 'ignored', label: L('Ignored') },
    ],
  };
  const rows = [
    { name: 'Financials', weightPct: 30.23 },
    { name: 'Energy', weightPct: 5.51 },
    { name: 'Unknown', weightPct: null },
  ];

  it('draws the first series as slices named by x, leaving out rows without a value', () => {
    const option = buildChartOption(sectors, rows, 'zh-TW', formatters('zh-TW'), surface);
    const series = seriesOf(option);
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({ type: 'pie', name: '比重' });
    expect(series[0]!.data).toEqual([
      { name: 'Financials', value: 30.23 },
      { name: 'Energy', value: 5.51 },
    ]);
  });

  it('has a hole when it is a donut, none when it is a pie', () => {
    const donut = seriesOf(buildChartOption(sectors, rows, 'en-US', formatters('en-US'), surface))[0]!;
    const pie = seriesOf(buildChartOption({ ...sectors, type: 'pie' }, rows, 'en-US', formatters('en-US'), surface))[0]!;
    expect((donut.radius as unknown[])[0]).not.toBe(0);
    expect((pie.radius as unknown[])[0]).toBe(0);
  });

  it('lists the slices with their formatted values in the legend and the tooltip', () => {
    const option = buildChartOption(sectors, rows, 'en-US', formatters('en-US'), surface);
    const legend = one(option.legend)!;
    expect(call(legend.formatter, 'Financials')).toBe('Financials  30.23%');
    expect(call(one(option.tooltip)!.formatter, { name: 'Energy', dataIndex: 1, value: 5.51, marker: '' })).toContain('5.51%');
    const narrow = buildChartOption(sectors, rows, 'en-US', formatters('en-US'), { colors, narrow: true });
    expect(call(one(narrow.legend)!.formatter, 'Financials')).toBe('30.23%  Financials');
  });

  it('lists every slice on paper, where a scrolling legend would hide some', () => {
    expect(one(buildChartOption(sectors, rows, 'en-US', formatters('en-US'), surface).legend)).toMatchObject({ type: 'scroll' });
    expect(one(buildChartOption(sectors, rows, 'en-US', formatters('en-US'), { colors, print: true }).legend)).toMatchObject({ type: 'plain' });
  });
});
