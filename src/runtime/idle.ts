// Work that can wait until the browser has nothing else to do.

/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (where idle callbacks are
 * missing, after `fallbackMs`). Returns the cancel.
 */
export function onIdle(task: () => void, timeoutMs: number, fallbackMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallbackMs);
  return () => clearTimeout(handle);
}
