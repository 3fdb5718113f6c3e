// The demo server's HTTP layer: time limits on slow clients, answers for requests the parser gives
// up on, the body limit applied before a body is read (and before a client told to send it), a
// failure in a handler answered with 500 rather than a dropped process, and a graceful stop.
import http from 'node:http';
import { MAX_BODY_BYTES } from './api/router.mjs';
import { answerClientError } from './too-long.mjs';

/** The time limits (docs/reliability.md › Slow clients). */
export const TIMEOUTS = {
  /** A client must send its request line and headers within this. */
  headers: 10_000,
  /** …and its whole request, body included. */
  request: 30_000,
  /**
   * Idle kept-alive connections are kept a minute, not Node's 5 s: a client (a browser, a proxy, a
   * test's fetch) that reuses one just as the server closes it gets a reset connection instead of an answer.
   */
  keepAlive: 65_000,
  /** How often the limits above are checked (Node's default, 30 s, would let a slow client stay 40 s). */
  check: 1_000,
  /** A stop waits this long for the requests in flight, then closes what is left. */
  stop: 10_000,
};

/**
 * An HTTP server for `handler(req, res): Promise`. Returns { server, stop }: `stop()` stops taking
 * connections, lets the requests in flight finish (closing each connection once it is idle) and
 * resolves when none is left, or after TIMEOUTS.stop.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>} handler
 * @param {{ log?: (line: string) => void }} [options]
 */
export function createHttpServer(handler, { log = console.error } = {}) {
  let stopping = false;
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
  const run = (req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      if (stopping) setTimeout(() => server.closeIdleConnections(), 0);
    });
    handler(req, res).catch((error) => {
      log(`site: ${req.method} ${String(req.url).slice(0, 200)} failed: ${error?.stack ?? error}`);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Internal server error\n');
    });
  };
  const server = http.createServer(
    { headersTimeout: TIMEOUTS.headers, requestTimeout: TIMEOUTS.request, keepAliveTimeout: TIMEOUTS.keepAlive, connectionsCheckingInterval: TIMEOUTS.check },
    run,
  );
  // A client that asks before sending its body is told to send it only when it is within the limit;
  // otherwise it gets the answer (413) at once, and sends nothing.
  server.on('checkContinue', (req, res) => {
    if (!(Number(req.headers['content-length']) > MAX_BODY_BYTES)) res.writeContinue();
    run(req, res);
  });
  server.on('clientError', answerClientError);
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      stopping = true;
      const timer = setTimeout(() => server.closeAllConnections(), TIMEOUTS.stop);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    });
  return { server, stop };
}
