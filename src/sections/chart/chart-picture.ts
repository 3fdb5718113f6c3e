// Charts drawn as pictures by the chart worker (chart-picture-worker.ts), off the page's main thread.
// A chart on screen shows its picture (SVG) first; ECharts itself is loaded on the page, and the
// interactive chart takes the picture's place, once the visitor points at the chart or prints the
// page (chart-view.tsx). Where the worker cannot run, the chart is drawn by ECharts at once, as before.
import { useEffect, useState, type RefObject } from 'react';
import { useMantineTheme } from '@mantine/core';
import type { ChartSpec } from '../../manifest/screens.gen';
import { useFormatContext } from '../../formats/use-format-context';
import type { PictureNode, PictureRequest } from './chart-picture-draw';
import { chartColors } from './chart-palette';
import { DEFAULT_CHART_HEIGHT, NARROW_PX, type ChartRow } from './chart-rows';

/** How long a picture may take before the page draws the chart itself. */
const PICTURE_TIMEOUT_MS = 10_000;

type Answer = { id: number; picture?: PictureNode; error?: string };
type Job = { resolve: (picture: PictureNode) => void; reject: (error: Error) => void };

/** The worker once started; null where it cannot run (no URL, no module workers or OffscreenCanvas) or once it failed. */
let worker: Worker | null | undefined;
let lastId = 0;
const jobs = new Map<number, Job>();

function giveUp(reason: string): void {
  worker?.terminate();
  worker = null;
  for (const job of jobs.values()) job.reject(new Error(reason));
  jobs.clear();
}

/** The chart worker's file, named by the page (build.mjs, `<meta name="chart-worker">`); undefined where it cannot run. */
function workerUrl(): string | undefined {
  if (worker === null || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="chart-worker"]')?.content || undefined;
}

/** The chart worker, started on first use. */
function pictureWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const url = workerUrl();
  worker = null;
  if (!url) return null;
  try {
    const started = new Worker(url, { type: 'module', name: 'chart-pictures' });
    started.onmessage = ({ data }: MessageEvent<Answer>) => {
      const job = jobs.get(data.id);
      jobs.delete(data.id);
      if (data.picture) job?.resolve(data.picture);
      else job?.reject(new Error(data.error ?? 'the chart worker drew nothing'));
    };
    // Its file refused or failed to run (a browser without module workers): the page draws its charts itself.
    started.onerror = (event) => {
      event.preventDefault();
      giveUp('the chart worker could not run');
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** Whether charts can be drawn as pictures here; starts the worker (and its download of ECharts) when they can. */
export function preparePictures(): boolean {
  return pictureWorker() !== null;
}

/** The chart's SVG tree, drawn by the worker; rejects where pictures cannot be drawn or when the worker fails. */
export function requestChartPicture(request: PictureRequest): Promise<PictureNode> {
  const target = pictureWorker();
  if (!target) return Promise.reject(new Error('charts cannot be drawn as pictures here'));
  const id = (lastId += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      jobs.delete(id);
      reject(new Error('the chart picture took too long'));
    }, PICTURE_TIMEOUT_MS);
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        done(value);
      };
    jobs.set(id, { resolve: settle(resolve), reject: settle(reject) });
    try {
      target.postMessage({ id, ...request });
    } catch (error) {
      jobs.delete(id);
      settle(reject)(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const SVG = 'http://www.w3.org/2000/svg';
const XML = 'http://www.w3.org/XML/1998/namespace';
/** The elements of ECharts' SVG: shapes, text and what they refer to (clips, gradients). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'clipPath',
  'linearGradient',
  'radialGradient',
  'stop',
]);
/** Drawing attributes only: no handler (`on…`), no link (`href`), no other namespace. */
const ATTRIBUTE = /^(?!on)(?!.*href)[a-z][a-z-]*$/i;
/** Values that would fetch or run something: only a picture's own parts (`url(#…)`) may be referred to. */
const UNSAFE_VALUE = /url\(\s*(?!['"]?#)|javascript:|expression\(/i;

/**
 * The picture's elements, built one by one from the worker's tree: text is set as text and never
 * read as markup, so whatever a label says stays words. A tree holding anything but ECharts' shapes,
 * text and drawing attributes (a script, a link, an image, a handler) is refused whole.
 */
export function buildPicture(node: PictureNode): SVGElement {
  if (!ELEMENTS.has(node.tag)) throw new Error(`a chart picture may not hold <${node.tag}>`);
  const element = document.createElementNS(SVG, node.tag);
  for (const [name, value] of Object.entries(node.attrs ?? {})) {
    // Left out: namespace declarations (the element's own is set) and ECharts' notes for its own client (`ecmeta_…`).
    if (value === undefined || value === null || value === false || name === 'xmlns' || name.startsWith('xmlns:') || name.startsWith('ecmeta_')) continue;
    const text = value === true ? '' : String(value);
    if (name === 'xml:space') element.setAttributeNS(XML, name, text);
    else if (ATTRIBUTE.test(name) && !UNSAFE_VALUE.test(text)) element.setAttribute(name, text);
    else throw new Error(`a chart picture may not have ${name}="${text}"`);
  }
  if (node.text !== undefined) element.textContent = node.text;
  for (const child of node.children ?? []) element.append(buildPicture(child));
  return element;
}

/** A chart's picture: its SVG element; `failed` when there is none to be had. */
export type Picture = SVGElement | 'failed' | undefined;

/**
 * The picture of a chart in `frame`, drawn while `wanted` at the frame's width, and again when that
 * width, the rows or the language change (the previous picture stays meanwhile).
 */
export function useChartPicture(frame: RefObject<HTMLElement | null>, wanted: boolean, chart: ChartSpec, rows: ChartRow[]): Picture {
  const theme = useMantineTheme();
  const { language, dicts } = useFormatContext();
  const [width, setWidth] = useState<number>();
  const [font, setFont] = useState<string>();
  // Where no worker can run, there is no picture to wait for.
  const [picture, setPicture] = useState<Picture>(() => (workerUrl() ? undefined : 'failed'));

  // The observer's first report, right after it starts (before the next paint), is the frame's width.
  const failed = picture === 'failed';
  useEffect(() => {
    const element = frame.current;
    if (!wanted || !element || failed) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setFont(getComputedStyle(element).fontFamily);
      setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, wanted, failed]);

  useEffect(() => {
    if (!wanted || !width) return;
    let live = true;
    const request: PictureRequest = {
      chart,
      rows,
      context: { language, dicts },
      surface: { colors: chartColors(theme, font), narrow: width < NARROW_PX },
      width,
      height: chart.height ?? DEFAULT_CHART_HEIGHT,
    };
    // When it was asked for: the view marks the drawn picture with the time it took (data-render-ms).
    const asked = performance.now().toFixed(1);
    requestChartPicture(request)
      .then(buildPicture)
      .then(
        (svg) => {
          svg.dataset.askedAt = asked;
          if (live) setPicture(svg);
        },
        () => live && setPicture('failed'),
      );
    return () => {
      live = false;
    };
  }, [wanted, width, font, chart, rows, language, dicts, theme]);

  return picture;
}
