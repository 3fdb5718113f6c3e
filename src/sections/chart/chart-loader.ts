// Loads the chart canvas (and with it ECharts) once, on demand: a separate chunk.
import { useEffect, useState } from 'react';
import { loadChunk } from '../../chunks/load-chunk';
import { onIdle } from '../../chunks/idle';

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

/**
 * Loads the chart chunk (not ECharts' drawing) once the browser is idle: a print must draw every
 * chart at once, inside `beforeprint`, with no time to fetch code. Not on a data-saving connection.
 */
export function loadChartCanvasWhenIdle(): void {
  if (loaded || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  onIdle(prefetchChartCanvas, 10_000, 3000);
}

/**
 * Loads the chart chunk while the section's data is still loading. Its code is compiled as it
 * downloads (build.mjs marks it for eager compilation), so the first draw does not compile ECharts'
 * drawing code on the main thread; a warm-up draw off screen, which did that beforehand, is no
 * longer worth its own long task (docs/performance.md › Shorter tasks after the paint).
 */
export function prefetchChartCanvas(): void {
  // A failed load is tried again, and reported, when the chart itself asks for it.
  loadChartCanvas().catch(() => undefined);
}
