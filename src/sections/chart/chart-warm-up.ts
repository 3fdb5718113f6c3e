// Warms ECharts up while a chart's data is still on its way: small charts of the same kind drawn off
// screen, so the JavaScript engine has compiled ECharts' drawing code before the real draw.
import type { ChartSpec } from '../../manifest/screens.gen';
import { buildChartOption, type ChartFormatters } from './chart-options';
import { isDateFormat, isoDay } from './chart-format';
import { isPieChart, type ChartRow } from './chart-rows';
import { init } from './echarts-setup';

/**
 * Passes left for the page. Measured at 4× CPU slowdown, the draw of 2,611 points took ~600 ms cold,
 * ~150–300 ms after one 300-point pass (~600 ms, mostly compiling) and ~125–150 ms after two (the
 * second pass costs ~100 ms more).
 */
let passesLeft = 2;

/** Called by the first real draw: from then on a warm-up would only cost time. */
export function markDrawn(): void {
  passesLeft = 0;
}

/** A value at a dot path of a new row (`a.b` → `{ a: { b } }`). */
function put(row: ChartRow, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = row;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as ChartRow;
  node[keys.at(-1)!] = value;
}

/** Rows shaped like the chart's: dates or names for x, a wandering line per series. */
function sampleRows(chart: ChartSpec): ChartRow[] {
  const count = isPieChart(chart) ? 8 : 300;
  const start = new Date(2020, 0, 1).getTime();
  return Array.from({ length: count }, (_, index) => {
    const row: ChartRow = {};
    put(row, chart.x.key, isDateFormat(chart.x.format) ? isoDay(start + index * 86_400_000) : `x${index}`);
    chart.series.forEach((series, n) => put(row, series.key, Math.sin(index / 9 + n) * 10 + index / 30));
    return row;
  });
}

const formatters: ChartFormatters = { format: (value) => ({ text: String(value) }) };
const colors = { series: ['#000'], text: '#000', strong: '#000', axis: '#000', grid: '#000', surface: '#fff', fontFamily: 'sans-serif' };

/**
 * One warm-up pass: draws a small chart like `chart` in a hidden box off screen, then throws it away.
 * Returns whether another pass is worth doing (none once a real chart has drawn).
 */
export function warmUp(chart: ChartSpec): boolean {
  if (passesLeft <= 0) return false;
  passesLeft -= 1;
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;left:-10000px;top:0;width:600px;height:240px;visibility:hidden';
  document.body.append(box);
  const instance = init(box, undefined, { renderer: 'canvas' });
  try {
    instance.setOption(buildChartOption(chart, sampleRows(chart), 'en-US', formatters, { colors, reducedMotion: true }));
  } finally {
    instance.dispose();
    box.remove();
  }
  return passesLeft > 0;
}
