// Development only: a server-sent event stream that tells open pages about each rebuild.
import { readFile } from 'node:fs/promises';

/** @typedef {import('../build.mjs').BuildResult} BuildResult */

export function createDevReload() {
  /** @type {Set<import('node:http').ServerResponse>} */
  const clients = new Set();
  /** @type {BuildResult | undefined} */
  let last;
  return {
    /**
     * Sends a build result to every open page.
     * @param {BuildResult} result
     */
    broadcast(result) {
      last = result;
      for (const res of clients) res.write(`event: build\ndata: ${JSON.stringify(result)}\n\n`);
    },
    /**
     * Handles /__dev/* requests; returns true when it answered.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      if (url.pathname === '/__dev/client.js') {
        const code = await readFile(new URL('./dev-client.js', import.meta.url));
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(code);
        return true;
      }
      if (url.pathname === '/__dev/events') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(': connected\n\n');
        // A page opened while the files are broken sees the problems at once.
        if (last && !last.ok) res.write(`event: build\ndata: ${JSON.stringify(last)}\n\n`);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
  };
}
