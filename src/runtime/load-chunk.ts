// Every lazy import of the site goes through loadChunk: a script chunk that cannot load (a deploy
// replaced it, the network dropped) fires a cancelable `chunk-load-error` event on window. The app
// handles it (a reload prompt, one automatic reload at most); only when nothing handles it is the
// error rethrown, to the error boundary or caller that asked for the chunk.
import { use } from 'react';
import { trackSettled } from './settled';

/** The event fired on window when a chunk fails to load; `detail` is the error. Cancel it to handle it. */
export const CHUNK_LOAD_ERROR = 'chunk-load-error';

/** What browsers throw for a module that could not be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

/** Whether an error is a chunk that could not be fetched, not a module that threw while running. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && CHUNK_FAILURE.test(error.message);
}

/**
 * Loads a chunk. Offline, it waits for the network and tries again. When it cannot be fetched, fires
 * CHUNK_LOAD_ERROR; if a listener cancels the event the returned promise never settles (the page is
 * about to reload or asks to), else the error is rethrown.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (!isChunkLoadError(error) || typeof window === 'undefined') throw error;
    // Offline: the chunk may well be there once the network is back; try once more then.
    if (!navigator.onLine) {
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
      return loadChunk(() => load());
    }
    const event = new CustomEvent(CHUNK_LOAD_ERROR, { cancelable: true, detail: error });
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    return new Promise<T>(() => {});
  });
}

/** Code loaded once, on demand, and read while drawing. */
export interface OnDemand<T> {
  /** Starts loading (once); resolves when the code is in. */
  load: () => Promise<T>;
  /** The code, once it is in. */
  loaded: () => T | undefined;
  /** The code during a render: at once when it is in, else the component suspends until it is. */
  useCode: () => T;
}

/** Wraps `load` (a dynamic import) so that it runs once, through loadChunk, and can be read while drawing. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  const start = () =>
    (promise ??= trackSettled(
      loadChunk(load).then((code) => {
        value = code;
        return code;
      }),
    ));
  return { load: start, loaded: () => value, useCode: () => value ?? use(start()) };
}
