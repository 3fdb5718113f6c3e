// The page's start-up files (config.json, screens.json) while the browser is offline: a phone that
// loses its connection right after the page's HTML arrived waits for the network (boot.ts's offline
// bar says so meanwhile) and starts when it is back — instead of a start-up error it cannot leave.
import { MAX_RETRIES, retryDelay } from '../api/query-client';

/** What the wait needs of the browser; the browser's own unless a test says otherwise. */
export interface Network {
  online: () => boolean;
  /** Resolves at the next `online` event. */
  whenOnline: () => Promise<void>;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Fetches `input`; while the browser says it is offline (before, or when the request could not go
 * out), waits for the network and asks again. A request that could not go out while the browser
 * says it is online (a connection just lost, which the browser has not noticed yet, or the server
 * down) is tried again as the API's calls are (query-client.ts: after 1, 2 and 4 s), then thrown:
 * the start-up error page says it.
 */
export async function fetchWhenOnline(input: string, network: Network = browserNetwork): Promise<Response> {
  let retries = 0;
  for (;;) {
    if (!network.online()) {
      await network.whenOnline();
      continue;
    }
    try {
      return await network.fetch(input);
    } catch (error) {
      if (!network.online()) continue;
      if (retries === MAX_RETRIES) throw error;
      await network.sleep(retryDelay(retries++));
    }
  }
}

/** The browser's network. */
export const browserNetwork: Network = {
  online: () => navigator.onLine,
  whenOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  fetch: (...args) => fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
