// Printing: every chart is drawn then (ECharts otherwise waits until a chart nears the viewport), at
// the paper's width and without animation. The browser lays the page out for print right after
// `beforeprint`, so charts mount and draw synchronously inside it (flushSync).
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * A chart's width on paper, in CSS px: print.css gives every chart the whole width inside the A4
 * page's margins (210 mm − 2 × 14 mm), and scales it down on narrower paper.
 */
export const PRINT_WIDTH_PX = Math.floor((182 / 25.4) * 96);

let printing = false;
/** Whether a print has been asked for since the page loaded: charts drawn for it stay drawn. */
let printed = false;
const listeners = new Set<() => void>();

function setPrinting(next: boolean): void {
  if (next === printing) return;
  printing = next;
  printed ||= next;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => setPrinting(true));
  window.addEventListener('afterprint', () => setPrinting(false));
  // Some browsers (and print emulation) switch the media without the events.
  const printMedia = window.matchMedia?.('print');
  printMedia?.addEventListener?.('change', (event) => setPrinting(event.matches));
  // This code can arrive while the page is already printing (a print asked for before the page's
  // script had loaded it): its charts are drawn for the paper then too.
  printing = printed = printMedia?.matches === true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True while the page is being printed. */
export const isPrinting = (): boolean => printing;

/** True while the page is being printed. */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, isPrinting, () => false);
}

/** True once the visitor has printed (or is printing) the page. */
export function usePrinted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printed,
    () => false,
  );
}

/** Calls `onChange` when printing starts and ends; returns the unsubscribe. */
export function onPrintChange(onChange: (printing: boolean) => void): () => void {
  return subscribe(() => onChange(printing));
}
