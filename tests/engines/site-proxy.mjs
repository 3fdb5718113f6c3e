// The site as a WebDriver-classic browser reaches it: every request passed on to the site unchanged,
// but each HTML page gets, first thing in its <head>, the scripts the test runs before the page's own
// (what a driver's "init script" does elsewhere). They are served from the page's own origin
// (/__engine/<n>.js), which the site's Content-Security-Policy (script-src 'self') allows.
import http from 'node:http';

/**
 * The proxy's address (`base`), to use in place of the site's, and its close.
 * @typedef {{ base: string, close: () => Promise<void> }} SiteProxy
 */

/**
 * Starts the proxy in front of `site`, with `scripts` first in each of its pages.
 * @param {string} site
 * @param {string[]} scripts
 * @returns {Promise<SiteProxy>}
 */
export async function startSiteProxy(site, scripts) {
  const target = new URL(site);
  const tags = scripts.map((_, index) => `<script src="/__engine/${index}.js"></script>`).join('');
  const server = http.createServer((request, response) => {
    const script = /^\/__engine\/(\d+)\.js$/.exec(request.url ?? '');
    if (script && scripts[Number(script[1])] !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return void response.end(scripts[Number(script[1])]);
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // HTML uncompressed, so the tags can go in; everything else as the browser asked.
        headers: { ...request.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(response);
        }
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1>${tags}`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['etag'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(page);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    base: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
