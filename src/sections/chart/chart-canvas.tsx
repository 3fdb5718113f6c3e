// The drawn chart: echarts-for-react's core component with the site's ECharts parts (one instance per
// mount, disposed on unmount), given a new option when the rows, the language or the container's
// width class change, and resized with its container.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ChartSpec } from '../../manifest/screens.gen';
import { formatValue } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { buildChartOption, type ChartFormatters } from './chart-options';
import { chartColors } from './chart-palette';
import { NARROW_PX, type ChartRow } from './chart-rows';
import { isPrinting, onPrintChange, PRINT_WIDTH_PX, usePrinted, usePrinting } from './chart-print';
import { echarts, EChartsCore, type EChartsType } from './echarts-setup';

/** The component's own default is 300 px high: the chart fills the frame, which has the chart's height. */
const FILL = { height: '100%' };

/** Props of the drawn chart. */
export interface ChartCanvasProps {
  chart: ChartSpec;
  rows: ChartRow[];
  /** Drawn in place of the chart's picture: at once, without animation. */
  still?: boolean;
  /** Called once the chart is first drawn. */
  onDrawn?: (instance: EChartsType) => void;
}

/**
 * Draws the chart. After each draw the element carries `data-rendered-at` (performance.now() when
 * ECharts said `finished`) and `data-render-ms` (from building the option to finished), for performance tests.
 */
export function ChartCanvas({ chart, rows, still = false, onDrawn }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const core = useRef<EChartsCore>(null);
  // The container's width class: measured before the first draw (which is then drawn at once, not
  // a frame later after the first resize report), then followed by the resize observer.
  const [narrow, setNarrow] = useState<boolean>();
  // The typeface the page gives the chart's box (chart-palette.ts › chartColors), read with its width.
  const [font, setFont] = useState<string>();
  // A chart first drawn for a print is drawn at the paper's width. Fixed for the mount: the
  // component makes a new instance when its `opts` change.
  const [opts] = useState(() => ({ renderer: 'canvas' as const, width: isPrinting() ? PRINT_WIDTH_PX : undefined }));
  const theme = useMantineTheme();
  const context = useFormatContext();
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const printing = usePrinting();
  const printed = usePrinted();
  // Whether it replaced a picture: fixed for the mount (the picture goes once the chart is drawn).
  const [replacing] = useState(still);

  useLayoutEffect(() => {
    setFont(getComputedStyle(box.current!).fontFamily);
    setNarrow(box.current!.clientWidth < NARROW_PX);
  }, []);

  // A layout effect: on unmount its cleanup runs before the component disposes the instance.
  const measured = narrow !== undefined;
  useLayoutEffect(() => {
    const instance = core.current?.getEchartsInstance();
    if (!measured || !instance) return;
    // The size the chart was drawn at: the observer's first report, right after it starts, is that
    // size, and ECharts lays the whole chart out again on every resize (a second long task after the draw).
    let drawnAt = { width: instance.getWidth(), height: instance.getHeight() };
    const observer = new ResizeObserver(([entry]) => {
      // While printing, the chart keeps the paper's width (print.css fits the canvas to the box).
      if (!entry || isPrinting()) return;
      const { width, height } = entry.contentRect;
      if (Math.round(width) === drawnAt.width && Math.round(height) === drawnAt.height) return;
      setNarrow(width < NARROW_PX);
      instance.resize();
      drawnAt = { width: instance.getWidth(), height: instance.getHeight() };
    });
    observer.observe(instance.getDom());
    const stopPrintResize = onPrintChange((onPaper) => {
      // 'auto': the box's width again (a width given once stays until another is given).
      instance.resize({ width: onPaper ? PRINT_WIDTH_PX : 'auto' });
      // ECharts paints a resize on the next frame; the page is laid out for print before that.
      instance.getZr().flush();
    });
    return () => {
      stopPrintResize();
      observer.disconnect();
    };
  }, [measured]);

  const draw = useMemo(() => {
    if (narrow === undefined) return undefined;
    // eslint-disable-next-line react-hooks/purity -- the draw's clock starts where its option is built; a measurement, never drawn.
    const started = performance.now();
    const formatters: ChartFormatters = { format: (value, format, row) => formatValue(value, format, { ...context, row }) };
    const option = buildChartOption(chart, rows, context.language, formatters, {
      colors: chartColors(theme, font),
      narrow: printing ? PRINT_WIDTH_PX < NARROW_PX : narrow,
      // Drawn for paper: complete at once, and not again (animated) when the print is over.
      reducedMotion: reducedMotion || printed || replacing,
      print: printing,
    });
    // Also called for later renders of the same option (a resize, a tooltip): the first is the draw.
    let drawn = false;
    const finished = (_params: unknown, instance: EChartsType) => {
      if (drawn) return;
      drawn = true;
      const now = performance.now();
      const node = instance.getDom();
      node.dataset.renderedAt = now.toFixed(1);
      node.dataset.renderMs = (now - started).toFixed(1);
      onDrawn?.(instance);
    };
    return { option, events: { finished } };
  }, [chart, rows, context, theme, font, narrow, reducedMotion, printing, printed, replacing, onDrawn]);

  if (!draw) return <div ref={box} className="chart-canvas" />;
  return (
    <EChartsCore
      ref={core}
      echarts={echarts}
      option={draw.option}
      // A new period or language replaces the whole chart (series, axes and zoom start afresh).
      notMerge
      opts={opts}
      onEvents={draw.events}
      // The observer above resizes, except while printing; the component's own would not.
      autoResize={false}
      className="chart-canvas"
      style={FILL}
    />
  );
}

/** The chart canvas as an element: what the lazy chunk hands the section (a component held in state would not be static). */
export function renderChartCanvas(props: ChartCanvasProps) {
  return <ChartCanvas {...props} />;
}
