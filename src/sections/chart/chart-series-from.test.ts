// A chart whose series the answer names (`seriesFrom`): one line per fund of a comparison.
import { describe, expect, it } from 'vitest';
import type { ChartSection, ChartSpec } from '../../manifest/screens.gen';
import { chartData, isChartEmpty } from './chart-rows';

const words = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, 'en-US': text });
const chart: ChartSpec = {
  type: 'line',
  x: { key: 'date', label: words('Date'), format: { type: 'date' } },
  series: [{ key: 'value', label: words('Fund'), format: { type: 'number', decimals: 2 } }],
  seriesFrom: { list: 'series', key: 'key', label: 'name', rows: 'list' },
};
const value = {
  series: [
    { key: 'f2800', name: 'Hang Seng ETF' },
    { key: 'f2808', name: 'TECH ETF' },
  ],
  list: [
    { date: '2026-01-02', f2800: 100, f2808: 100 },
    { date: '2026-01-05', f2800: 101.5, f2808: 98.2 },
  ],
};

describe('chartData with seriesFrom', () => {
  it('draws a series per entry of the answer, named by it, formatted as the first declared series', () => {
    const drawn = chartData(chart, value);
    expect(drawn.rows).toHaveLength(2);
    expect(drawn.chart.series).toEqual([
      { key: 'f2800', label: words('Hang Seng ETF'), format: { type: 'number', decimals: 2 } },
      { key: 'f2808', label: words('TECH ETF'), format: { type: 'number', decimals: 2 } },
    ]);
  });

  it('leaves out series without a usable key or name; with none usable the chart is empty', () => {
    const odd = { ...value, series: [{ key: 'bad key', name: 'x' }, { key: 'f1' }, 'text', { key: 'f2808', name: 'TECH ETF' }] };
    expect(chartData(chart, odd).chart.series.map((series) => series.key)).toEqual(['f2808']);
    const section = { chart } as Pick<ChartSection, 'chart'>;
    expect(isChartEmpty({ value: { ...value, series: [] }, total: undefined }, section)).toBe(true);
    expect(isChartEmpty({ value: [{ date: '2026-01-02' }], total: undefined }, section)).toBe(true);
    expect(isChartEmpty({ value, total: undefined }, section)).toBe(false);
  });

  it('reads rows at the dataPath as before when the manifest names the series', () => {
    const plain = { ...chart, seriesFrom: undefined };
    expect(chartData(plain, value.list)).toEqual({ chart: plain, rows: value.list });
  });
});
