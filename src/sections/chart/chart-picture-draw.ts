// A chart drawn as a picture: ECharts' server-side rendering, without a DOM, as the tree of SVG
// elements it would write (zrender's virtual nodes). The chart worker (chart-picture-worker.ts) runs
// it, so a chart's first draw — ECharts' evaluation, its layout and its painting, 70–110 ms on the
// main thread of a fast machine — happens off the page's main thread; the page builds the tree's
// elements itself (chart-picture.ts › buildPicture), never parsing markup. The option is the
// interactive chart's own (chart-options.ts), without animation.
import { init, use as register } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartSpec } from '../../manifest/screens.gen';
import { formatValue, type FormatContext } from '../../formats/format-registry';
import { buildChartOption, type ChartSurface } from './chart-options';
import type { ChartRow } from './chart-rows';

// No tooltip: a picture is not pointed at (the interactive chart replaces it first).
register([LineChart, BarChart, PieChart, GridComponent, LegendComponent, DataZoomComponent, SVGRenderer]);

/** What a picture is drawn from: all of it plain data, so that it can be posted to a worker. */
export interface PictureRequest {
  chart: ChartSpec;
  rows: ChartRow[];
  /** The formatters' context: the language and the session's dictionaries. */
  context: FormatContext;
  surface: ChartSurface;
  /** The picture's size in CSS px. */
  width: number;
  height: number;
}

/** An element of a picture: its tag, its attributes, and its children or its text (as written, not markup). */
export interface PictureNode {
  tag: string;
  attrs: Record<string, string | number | boolean | undefined>;
  children?: PictureNode[];
  text?: string;
}

/** zrender's SVG painter, which ECharts does not expose: its tree rather than its text. */
interface SvgPainter {
  renderToVNode(options: { animation: boolean; emphasis: boolean; willUpdate: boolean; compress: boolean; useViewBox: boolean }): PictureNode;
}

/** Only what the page needs of a node (zrender's carry keys and bookkeeping too). */
function plain({ tag, attrs, children, text }: PictureNode): PictureNode {
  return { tag, attrs, ...(children?.length ? { children: children.map(plain) } : {}), ...(text !== undefined ? { text } : {}) };
}

/** The chart's SVG tree, drawn as the interactive chart draws it once its animation is over. */
export function drawChartPicture({ chart, rows, context, surface, width, height }: PictureRequest): PictureNode {
  const option = buildChartOption(
    chart,
    rows,
    context.language,
    { format: (value, format, row) => formatValue(value, format, { ...context, row }) },
    { ...surface, reducedMotion: true },
  );
  const instance = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    instance.setOption(option);
    const painter = (instance.getZr() as unknown as { painter: SvgPainter }).painter;
    // No style sheet: its rules are hover effects, and a picture is not pointed at.
    return plain(painter.renderToVNode({ animation: false, emphasis: false, willUpdate: false, compress: true, useViewBox: true }));
  } finally {
    instance.dispose();
  }
}
