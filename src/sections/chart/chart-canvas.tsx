// The drawn chart: one ECharts instance per mount, resized with its container, given a new option
// when the rows, the language or the container's width class change, disposed on unmount.
import { useEffect, useRef, useState } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ChartSpec } from '../../manifest/screens.gen';
import { formatValue } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { buildChartOption, type ChartFormatters } from './chart-options';
import { chartColors } from './chart-palette';
import type { ChartRow } from './chart-rows';
import { markDrawn } from './chart-warm-up';
import { isPrinting, onPrintChange, PRINT_WIDTH_PX, usePrinted, usePrinting } from './chart-print';
import { init, type EChartsType } from './echarts-setup';

// The chunk's other export: chart-loader warms ECharts up with it while the data loads.
export { warmUp } from './chart-warm-up';

/** Containers narrower than this get the phone layout (see ChartSurface.narrow). */
const NARROW_PX = 560;

/** Props of the drawn chart. */
export interface ChartCanvasProps {
  chart: ChartSpec;
  rows: ChartRow[];
}

/**
 * Draws the chart. After each draw the element carries `data-rendered-at` (performance.now() when
 * ECharts said `finished`) and `data-render-ms` (from building the option to finished), for performance tests.
 */
export function ChartCanvas({ chart, rows }: ChartCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const instance = useRef<EChartsType | null>(null);
  // The layout of the last draw; `narrow` is set only when a resize crosses the line, so the first
  // draw measures the box itself and happens at once (not a frame later, after the first resize report).
  const drawnNarrow = useRef<boolean | undefined>(undefined);
  const [narrow, setNarrow] = useState<boolean>();
  const theme = useMantineTheme();
  const context = useFormatContext();
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const printing = usePrinting();
  const printed = usePrinted();

  useEffect(() => {
    const node = element.current!;
    markDrawn();
    // A chart first drawn for a print is drawn at the paper's width.
    const chartInstance = init(node, undefined, { renderer: 'canvas', width: isPrinting() ? PRINT_WIDTH_PX : undefined });
    instance.current = chartInstance;
    const observer = new ResizeObserver(([entry]) => {
      // While printing, the chart keeps the paper's width (print.css fits the canvas to the box).
      if (!entry || isPrinting()) return;
      const next = entry.contentRect.width < NARROW_PX;
      if (drawnNarrow.current !== undefined && next !== drawnNarrow.current) setNarrow(next);
      chartInstance.resize();
    });
    observer.observe(node);
    const stopPrintResize = onPrintChange((onPaper) => {
      chartInstance.resize(onPaper ? { width: PRINT_WIDTH_PX } : undefined);
      // ECharts paints a resize on the next frame; the page is laid out for print before that.
      chartInstance.getZr().flush();
    });
    return () => {
      stopPrintResize();
      observer.disconnect();
      chartInstance.dispose();
      instance.current = null;
    };
  }, []);

  useEffect(() => {
    const chartInstance = instance.current;
    const node = element.current;
    if (!chartInstance || !node) return;
    const started = performance.now();
    const layoutNarrow = printing ? PRINT_WIDTH_PX < NARROW_PX : (narrow ?? node.clientWidth < NARROW_PX);
    drawnNarrow.current = layoutNarrow;
    const formatters: ChartFormatters = { format: (value, format, row) => formatValue(value, format, { ...context, row }) };
    const option = buildChartOption(chart, rows, context.language, formatters, {
      colors: chartColors(theme),
      narrow: layoutNarrow,
      // Drawn for paper: complete at once, and not again (animated) when the print is over.
      reducedMotion: reducedMotion || printed,
      print: printing,
    });
    const finished = () => {
      chartInstance.off('finished', finished);
      const now = performance.now();
      node.dataset.renderedAt = now.toFixed(1);
      node.dataset.renderMs = (now - started).toFixed(1);
    };
    chartInstance.on('finished', finished);
    // notMerge: a new period or language replaces the whole chart (series, axes and zoom start afresh).
    chartInstance.setOption(option, { notMerge: true });
    return () => {
      if (!chartInstance.isDisposed()) chartInstance.off('finished', finished);
    };
  }, [chart, rows, context, theme, narrow, reducedMotion, printing, printed]);

  return <div ref={element} className="chart-canvas" />;
}

/** The chart canvas as an element: what the lazy chunk hands the section (a component held in state would not be static). */
export function renderChartCanvas(props: ChartCanvasProps) {
  return <ChartCanvas {...props} />;
}
