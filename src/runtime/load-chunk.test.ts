// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_ERROR, isChunkLoadError, loadChunk } from './load-chunk';

const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/chunk-X.js');
const listeners: Array<(event: Event) => void> = [];
function listen(listener: (event: Event) => void) {
  listeners.push(listener);
  window.addEventListener(CHUNK_LOAD_ERROR, listener);
}
afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener(CHUNK_LOAD_ERROR, listener);
});

describe('loadChunk', () => {
  it('returns the module when the chunk loads, firing nothing', async () => {
    const fired = vi.fn();
    listen(fired);
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
    expect(fired).not.toHaveBeenCalled();
  });

  it('fires a cancelable event with the error when the chunk cannot be fetched', async () => {
    const seen: Event[] = [];
    listen((event) => {
      seen.push(event);
      event.preventDefault();
    });
    const error = fetchFailure();
    const settled = vi.fn();
    void loadChunk(() => Promise.reject(error)).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cancelable).toBe(true);
    expect((seen[0] as CustomEvent).detail).toBe(error);
    // Handled: the page reloads or asks to, so the load never settles into a broken state.
    expect(settled).not.toHaveBeenCalled();
  });

  it('rethrows when nothing handles the event', async () => {
    const seen = vi.fn();
    listen(seen);
    const error = fetchFailure();
    await expect(loadChunk(() => Promise.reject(error))).rejects.toBe(error);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('rethrows a module that threw while running without firing the event', async () => {
    const seen = vi.fn();
    listen(seen);
    const error = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(error))).rejects.toBe(error);
    expect(seen).not.toHaveBeenCalled();
  });

  it('offline, waits for the network and tries once more before it fires', async () => {
    const seen = vi.fn((event: Event) => event.preventDefault());
    listen(seen);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let attempts = 0;
    const loaded = loadChunk(() => (++attempts === 1 ? Promise.reject(fetchFailure()) : Promise.resolve('module')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(attempts).toBe(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(attempts).toBe(2);
    expect(seen).not.toHaveBeenCalled();
    online.mockRestore();
  });

  it('knows the chunk failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(fetchFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });
});
