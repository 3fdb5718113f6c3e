// The chart section's view: period buttons, the chart (drawn when it nears the viewport or the page
// is printed: first as a picture, then interactive once pointed at) and its data as a table. While a
// new period loads, the old chart stays, dimmed.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ChartSection, ChartSpec } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import type { SectionProps } from '../section-types';
import { ChartDataTable } from './chart-data-table';
import { loadChartCanvasWhenIdle, useChartCanvas } from './chart-loader';
import { useChartPicture } from './chart-picture';
import { usePrinted } from './chart-print';
import type { EChartsType } from './echarts-setup';
import { ChartRangeControl } from './chart-range-control';
import { chartData, chartName, DEFAULT_CHART_HEIGHT, type ChartRow } from './chart-rows';
import { useNearViewport } from '../use-near-viewport';
import { SkeletonBar } from '../skeleton-bar';

/** A grey block of the chart's size: before ECharts loads and in the skeleton. */
export function ChartPlaceholder() {
  return <SkeletonBar className="chart-placeholder" />;
}

/**
 * The chart's picture (chart-picture.ts), marked as drawn for performance tests like the interactive
 * chart: `data-rendered-at`, and `data-render-ms` from asking the worker for it to placing it.
 */
function ChartPictureView({ svg }: { svg: SVGElement }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const now = performance.now();
    box.current!.replaceChildren(svg);
    box.current!.dataset.renderedAt = now.toFixed(1);
    box.current!.dataset.renderMs = (now - Number(svg.dataset.askedAt)).toFixed(1);
  }, [svg]);
  return <div ref={box} className="chart-canvas chart-picture" />;
}

/**
 * Where the pointer is over a chart's frame (`data-pointer`, "x y" in CSS px from its corner), while it
 * is: the interactive chart, drawn after the visitor pointed at the picture, shows its tooltip there.
 */
function rememberPointer(event: PointerEvent<HTMLElement>): void {
  const box = event.currentTarget.getBoundingClientRect();
  event.currentTarget.dataset.pointer = `${Math.round(event.clientX - box.left)} ${Math.round(event.clientY - box.top)}`;
}
/** A mouse that leaves takes its tooltip with it; a finger leaves on lifting, and its tap keeps the tooltip (as on the interactive chart). */
function forgetPointer(event: PointerEvent<HTMLElement>): void {
  if (event.pointerType === 'mouse') delete event.currentTarget.dataset.pointer;
}
function pointerIn(chart: HTMLElement): { x: number; y: number } | undefined {
  const [x, y] = (chart.closest<HTMLElement>('.chart-frame')?.dataset.pointer ?? '').split(' ').map(Number);
  return x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

/**
 * The chart's box: its exact height from the start; an image to assistive technology, named by the
 * caption. Near the viewport it shows the chart's picture, drawn off the main thread; the visitor
 * pointing at it (or printing) brings ECharts and the interactive chart, which takes the picture's
 * place once drawn, without animation. Where no picture can be drawn, the interactive chart comes at once.
 */
function ChartFrame({ id, chart, rows, name, stale }: { id: string; chart: ChartSpec; rows: ChartRow[]; name: string; stale: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const nearScreen = useNearViewport(frame, id);
  const printed = usePrinted();
  // A printed page draws every chart.
  const near = printed || nearScreen;
  const [pointedAt, setPointedAt] = useState(false);
  const [liveDrawn, setLiveDrawn] = useState(false);

  const live = pointedAt || printed;
  const picture = useChartPicture(frame, near && !liveDrawn, chart, rows);
  const renderChartCanvas = useChartCanvas(near && (live || picture === 'failed'));
  useEffect(loadChartCanvasWhenIdle, []);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    rememberPointer(event);
    setPointedAt(true);
  };
  const onDrawn = useCallback((instance: EChartsType) => {
    setLiveDrawn(true);
    const at = pointerIn(instance.getDom());
    if (at) instance.dispatchAction({ type: 'showTip', ...at });
  }, []);
  const shown = picture && picture !== 'failed' && !liveDrawn ? picture : undefined;
  return (
    <div
      ref={frame}
      className="chart-frame"
      data-stale={stale || undefined}
      style={{ height: chart.height ?? DEFAULT_CHART_HEIGHT }}
      role="img"
      aria-label={name}
      onPointerEnter={follow}
      onPointerMove={liveDrawn ? undefined : follow}
      onPointerDown={follow}
      onPointerLeave={forgetPointer}
    >
      {renderChartCanvas ? renderChartCanvas({ chart, rows, still: Boolean(shown), onDrawn }) : null}
      {shown ? <ChartPictureView svg={shown} /> : renderChartCanvas ? null : <ChartPlaceholder />}
    </div>
  );
}

/** The chart section: what the renderer draws once the rows are there. */
export function ChartView({ section, data, controls }: SectionProps<ChartSection>) {
  const { t } = useTranslation();
  const label = useLabel();
  const { chart, rows } = useMemo(() => chartData(section.chart, data.value), [section.chart, data.value]);
  const name = chartName(section, label, chart);
  const ranges = chart.ranges;
  return (
    <div className="chart-section" aria-busy={controls.fetching || undefined}>
      {ranges ? (
        <ChartRangeControl ranges={ranges} value={controls.pathParams[ranges.param]} onChange={(value) => controls.setPathParam(ranges.param, value)} />
      ) : null}
      <div className="chart-body">
        <ChartFrame id={section.id} chart={chart} rows={rows} name={name} stale={controls.fetching} />
        <div className="chart-status" role="status">
          {controls.fetching ? (
            <>
              <Loader size="xs" aria-hidden />
              <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
            </>
          ) : null}
        </div>
      </div>
      <ChartDataTable chart={chart} rows={rows} caption={name} />
    </div>
  );
}
