// The page's start-up files (config.json, screens.json) while the browser is offline: a phone that
// loses its connection right after the page's HTML arrived waits for the network, says so with the
// same banner the app shows, and starts when it is back — instead of a start-up error it cannot leave.
import { MAX_RETRIES, retryDelay } from '../api/query-client';

/** What the wait needs of the browser; the browser's own unless a test says otherwise. */
export interface Network {
  online: () => boolean;
  /** Resolves at the next `online` event. */
  whenOnline: () => Promise<void>;
  fetch: typeof fetch;
  /** Shows the offline notice; returns its removal. */
  showOffline: () => () => void;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Fetches `input`; while the browser says it is offline (before, or when the request could not go
 * out), shows the offline notice, waits for the network and asks again. A request that could not go
 * out while the browser says it is online (a connection just lost, which the browser has not noticed
 * yet, or the server down) is tried again as the API's calls are (query-client.ts: after 1, 2 and
 * 4 s), then thrown: the start-up error page says it.
 */
export async function fetchWhenOnline(input: string, network: Network): Promise<Response> {
  let hide: (() => void) | undefined;
  let retries = 0;
  try {
    for (;;) {
      if (!network.online()) {
        hide ??= network.showOffline();
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
  } finally {
    hide?.();
  }
}

/**
 * The browser's network, the notice drawn as the app's own banner (`.offline-banner`) in `text`: one
 * banner however many files wait, gone when the last of them is fetched.
 */
export function browserNetwork(text: () => string): Network {
  let banner: HTMLElement | undefined;
  let waiting = 0;
  return {
    online: () => navigator.onLine,
    whenOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
    fetch: (...args) => fetch(...args),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    showOffline: () => {
      waiting += 1;
      if (!banner) {
        banner = document.createElement('div');
        banner.className = 'offline-banner';
        banner.setAttribute('role', 'alert');
        banner.textContent = text();
        document.body.append(banner);
      }
      return () => {
        waiting -= 1;
        if (waiting > 0) return;
        banner?.remove();
        banner = undefined;
      };
    },
  };
}
