// Loads the chart canvas (and with it ECharts) once, on demand: a separate chunk.
import { useEffect, useState } from 'react';
import type { ChartSpec } from '../../manifest/screens.gen';
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
  const load = () => void loadChartCanvas().catch(() => undefined);
  onIdle(load, 10_000, 3000);
}

/** Runs `task` as a task of its own, after whatever the page is doing now (an idle callback came too late). */
function whenIdle(task: () => void): void {
  setTimeout(task, 0);
}

/**
 * Loads the chart chunk while the section's data is still loading, then warms ECharts up with small
 * charts of the same kind, one per idle moment, so data that arrives meanwhile waits for one pass at
 * most; it stops once a real chart has drawn.
 */
export function prefetchChartCanvas(chart: ChartSpec): void {
  loadChartCanvas()
    .then((module) => {
      const pass = () => {
        if (module.warmUp(chart)) whenIdle(pass);
      };
      whenIdle(pass);
    })
    // A failed load is tried again, and reported, when the chart itself asks for it.
    .catch(() => undefined);
}
