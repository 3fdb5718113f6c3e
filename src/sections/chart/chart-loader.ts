// Loads the chart canvas (and with it ECharts) once, on demand: a separate chunk.
import { useEffect, useState } from 'react';
import { loadChunk } from '../../runtime/load-chunk';
import { onIdle } from '../../runtime/idle';

type CanvasModule = typeof import('./chart-canvas');
let pending: Promise<CanvasModule> | undefined;
let loaded: CanvasModule | undefined;

/** Starts (or joins) loading the chart chunk; a failed load may be tried again. */
export function loadChartCanvas(): Promise<CanvasModule> {
  pending ??= loadChunk(() => import('./chart-canvas')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The chart canvas's render function once `wanted` and loaded; undefined while it loads. Not React.lazy:
 * React holds a Suspense boundary's content back for up to 300 ms after its fallback showed, and the
 * chart must draw at once. A failed load is thrown to the section's error boundary.
 */
export function useChartCanvas(wanted: boolean): CanvasModule['renderChartCanvas'] | undefined {
  const [module, setModule] = useState(() => loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadChartCanvas().then(
      (next) => live && setModule(next),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  if (failure) throw failure.error;
  // `loaded` too: a chart wanted for a print must draw in the same render (the chunk came in meanwhile).
  return wanted ? (module ?? loaded)?.renderChartCanvas : undefined;
}

/** How long after a chart section is first drawn its code is loaded in the background, if no chart has asked for it. */
export const CHART_SETTLE_MS = 5000;
let scheduled = false;

/**
 * Loads the chart chunk (not ECharts' drawing) in the background once the page has settled: a print
 * must draw every chart at once, inside `beforeprint`, with no time to fetch code. Not while the page
 * loads — ECharts' download, compilation and evaluation (two tasks of 50–100 ms on a slow phone) would
 * compete with it for a chart nobody has scrolled to — but 5 s after the first chart section is
 * drawn, when the browser is next idle; a chart that nears the viewport loads it at once. Not on a
 * data-saving connection.
 */
export function loadChartCanvasWhenIdle(): void {
  if (scheduled || loaded || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  scheduled = true;
  setTimeout(() => onIdle(prefetchChartCanvas, 10_000, 0), CHART_SETTLE_MS);
}

/**
 * Loads the chart chunk while the section's data is still loading, where the chart is not drawn as a
 * picture first (chart-picture.ts), and in the background as above. Its code is compiled as it
 * downloads (build.mjs marks it for eager compilation), so the first draw does not compile ECharts'
 * drawing code on the main thread; a warm-up draw off screen, which did that beforehand, is no
 * longer worth its own long task (docs/performance.md › Shorter tasks after the paint).
 */
export function prefetchChartCanvas(): void {
  // A failed load is tried again, and reported, when the chart itself asks for it.
  loadChartCanvas().catch(() => undefined);
}
