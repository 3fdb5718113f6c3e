// Tells the parent window how tall the page is, so a partner's iframe fits its content: one
// message at once, then at most one per second, and always one after the last change. Loaded on
// demand by main.tsx, only when the page is framed.
import type { RuntimeConfig } from '../config/config.gen';
import { useViewport } from '../stores/viewport';
import { messageTargets } from './message-targets';
import { createThrottle } from './throttle';

/** `source` of every message, so a parent can tell them from other frames' messages. */
export const MESSAGE_SOURCE = 'fund-site';
/** What embed.js posts to a frame to have its size sent again (it may have loaded after the frame's first message). */
export const SIZE_REQUEST = { source: 'fund-embed', type: 'request-size' } as const;
/** The User Timing mark made as each message is posted (`performance.getEntriesByName(SENT_MARK)`). */
export const SENT_MARK = 'fund-embed:sent';
/** At most one message per this many milliseconds. */
export const RESIZE_INTERVAL_MS = 1000;

/** The message posted to the parent (documented in docs/embedding.md). */
export interface ResizeMessage {
  source: typeof MESSAGE_SOURCE;
  type: 'resize';
  /** Height of the page's content in CSS pixels: the iframe's height that shows it all. */
  height: number;
  /** Path and query of the screen shown, e.g. `/en/details?code=2800&tab=portfolio`. */
  path: string;
  /** The interface language: `zh-TW`, `zh-CN` or `en-US`. */
  lang: string;
}

export interface EmbedReporterOptions {
  parentOrigins: RuntimeConfig['embed']['parentOrigins'];
  /** The current interface language. */
  language: () => string;
}

/** The height the frame needs: the laid-out document, not the (frame-sized) viewport. */
function contentHeight(): number {
  return Math.ceil(document.documentElement.getBoundingClientRect().height);
}

const ROUTE_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/** Starts reporting; returns a function that stops it. Sends nothing when the parent may not receive it. */
export function startEmbedReporter({ parentOrigins, language }: EmbedReporterOptions): () => void {
  const targets = messageTargets(parentOrigins, {
    ancestorOrigin: location.ancestorOrigins?.[0],
    referrer: document.referrer,
    ownOrigin: location.origin,
  });
  if (targets.length === 0) return () => {};

  const current = (): ResizeMessage => ({
    source: MESSAGE_SOURCE,
    type: 'resize',
    height: contentHeight(),
    path: location.pathname + location.search,
    lang: language(),
  });
  let lastSent = '';
  // Sends the page as it is when the throttle lets it: after a burst, the state after its last change.
  const throttle = createThrottle(() => {
    const message = current();
    lastSent = JSON.stringify(message);
    for (const target of targets) window.parent.postMessage(message, target);
    // On the page's own timeline, for its developers and tests: when each message left.
    performance.mark(SENT_MARK, { detail: message });
  }, RESIZE_INTERVAL_MS);

  // Something may have changed: ask for a message unless the parent already has this state.
  const request = () => {
    if (JSON.stringify(current()) !== lastSent) throttle.request();
  };
  // The parent asks again: answer (to the allowed origins only, as always) even if nothing changed.
  const onParentMessage = (event: MessageEvent) => {
    const data = event.data as Partial<typeof SIZE_REQUEST> | null;
    if (event.source !== window.parent || data?.source !== SIZE_REQUEST.source || data.type !== SIZE_REQUEST.type) return;
    throttle.request();
  };
  window.addEventListener('message', onParentMessage);
  const observer = new ResizeObserver(request);
  observer.observe(document.documentElement);
  observer.observe(document.body);
  // A new screen or tab: ask once it is drawn (a task later), so the message has its height, and
  // is not held back behind the drawing (Chromium sends to another process when the task ends).
  let routeTimer: ReturnType<typeof setTimeout> | undefined;
  const onRoute = () => {
    clearTimeout(routeTimer);
    routeTimer = setTimeout(request, 0);
  };
  for (const type of ROUTE_EVENTS) window.addEventListener(type, onRoute);
  // The frame's width decides the layout (mobile below 976 px): a resize reflows the page.
  const unsubscribe = useViewport.subscribe(request);
  request();

  return () => {
    throttle.dispose();
    window.removeEventListener('message', onParentMessage);
    observer.disconnect();
    clearTimeout(routeTimer);
    for (const type of ROUTE_EVENTS) window.removeEventListener(type, onRoute);
    unsubscribe();
  };
}
