// The chart worker: draws charts as pictures (chart-picture-draw.ts) for the page, off its main
// thread. One request at a time: `{ id, ...PictureRequest }` in, `{ id, picture }` or `{ id, error }` out.
import { setPlatformAPI } from 'echarts/core';
import { drawChartPicture, type PictureRequest } from './chart-picture-draw';

/** The worker's side of the page: what a dedicated worker's global scope offers (not in the DOM's types). */
const scope = globalThis as unknown as {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<{ id: number } & PictureRequest>) => void) | null;
};

// Text is measured as the page measures it, on a canvas of the worker's own (ECharts would otherwise
// guess widths from a table of Latin letters, and lay out Chinese labels wrongly).
const measuring = new OffscreenCanvas(1, 1).getContext('2d');
if (measuring) {
  setPlatformAPI({
    measureText: (text: string, font?: string) => {
      measuring.font = font || '12px sans-serif';
      return measuring.measureText(text);
    },
  });
}

scope.onmessage = ({ data: { id, ...request } }) => {
  try {
    scope.postMessage({ id, picture: drawChartPicture(request) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
