// ECharts, tree-shaken to what the chart kind draws, and echarts-for-react's core component to draw
// it with; reached only through the lazy chart chunk (chart-loader.ts).
// `use` is ECharts' registration, not a React hook: renamed so the hooks lint reads it right.
import { dispose, getInstanceByDom, init, use as register, type EChartsType } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Canvas, not SVG: a 10-year daily line is one path per series either way, but the canvas renderer
// repaints it without building and diffing thousands of path commands in the DOM on every zoom or
// tooltip move, and the chunk is smaller (203 KB against 207 KB gzip, measured with this set).
import { CanvasRenderer } from 'echarts/renderers';
import EChartsReactCore from 'echarts-for-react/esm/core';

register([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

/**
 * The component's `echarts` prop: what it calls of `echarts/core`. Not the module's namespace, which
 * would keep every export of `echarts/core` in the chunk (GeoJSON parsing among them: 4.9 KB more gzip).
 */
const echarts = { init, getInstanceByDom, dispose };

/**
 * echarts-for-react's core component (its `echarts` prop: `echarts` above), mounted at once. Its own
 * mount makes a throwaway instance, waits a frame for it to finish and draws in a second one, and
 * binds `onEvents` only after the first option: every first draw would wait a frame, a chart mounted
 * for a print would not be drawn before the browser lays the page out for paper (charts mount inside
 * `beforeprint`), and a first draw that finishes inside `setOption` (no animation) would go unseen.
 * This is its mount in the order the chart needs, with its own steps: instance, events, option,
 * ready. Its size sensor is left out (the chart resizes itself: chart-canvas.tsx). Those steps are
 * private to the component, so the version is pinned; the chart tests fail if they change.
 */
export class EChartsCore extends EChartsReactCore {
  override componentDidMount(): void {
    const { theme, opts, onEvents, onChartReady } = this.props;
    const instance = init(this.ele, theme, opts as Parameters<typeof init>[2]);
    this['bindEvents'](instance, onEvents ?? {});
    this['updateEChartsOption']();
    onChartReady?.(instance);
  }
}

export { echarts, init, type EChartsType };
