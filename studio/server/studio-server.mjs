// The studio's HTTP server. It serves, on one origin:
//   /__studio/            the studio's page, its code (/__studio/assets/), the file (GET /__studio/file)
//                         and the one write (POST /__studio/save)
//   the API base          the demo API, when config.json names a path on this origin (as `npm start` does)
//   /config.json, public/ the site's runtime config and public files, for the preview
//   any other page        the preview: the site's own App, drawing the manifest the studio sends it
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { handleApi } from '../../server/api/router.mjs';
import { validateConfigFiles, defaultOptions } from '../../build.mjs';
import { bundleStudio } from './bundle.mjs';
import { previewPage, studioPage } from './pages.mjs';
import { screensFile } from './screens-file.mjs';
import { Refusal, TOKEN_COOKIE, allowedHosts, checkRequest, checkWrite, isLoopback, readBody } from './guard.mjs';

const STUDIO = '/__studio';

function send(res, status, body, type = 'application/json; charset=utf-8') {
  const bytes = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(bytes);
}

/** The studio's pages may be framed by the studio alone; scripts come from this origin only. */
function setHeaders(res, apiOrigin) {
  res.setHeader('Content-Security-Policy', [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * Starts the studio. `file`: the screens.json it edits (fixed for its whole run). Resolves to
 * { url, server, close() } once it listens.
 * @param {{ root: string, file: string, config?: string, host?: string, port?: number, token?: string }} options
 */
export async function startStudio({ root, file, config = defaultOptions().config, host = '127.0.0.1', port = 4310, token }) {
  if (!isLoopback(host) && !token) throw new Error(`The studio listens on ${host} only with a token (--token or STUDIO_TOKEN): anyone who can reach it could change the site`);
  const [assets, configText] = await Promise.all([bundleStudio(root), readFile(config, 'utf8')]);
  const runtimeConfig = JSON.parse(configText);
  const base = runtimeConfig.commonServersBase;
  const apiPrefix = base.startsWith('/') ? base.replace(/\/+$/, '') : undefined;
  const apiOrigin = apiPrefix ? undefined : new URL(base).origin;
  const screens = screensFile({
    file,
    validate: async (candidate) => (await validateConfigFiles(defaultOptions({ screens: candidate, config }))).problems,
  });
  const publicFiles = sirv(path.join(root, 'public'), { dev: true, etag: true });
  let hosts;

  async function handleStudio(req, res, url) {
    const route = url.pathname.slice(STUDIO.length) || '/';
    if (req.method === 'GET' && route === '/') return send(res, 200, studioPage(), 'text/html; charset=utf-8');
    if (req.method === 'GET' && route === '/file') {
      const { text, hash } = await screens.read();
      return send(res, 200, { text, hash, name: path.basename(file), path: path.relative(process.cwd(), file) || file, apiBase: base });
    }
    if (route === '/save') {
      if (req.method !== 'POST') throw new Refusal(405, 'A save is a POST');
      checkWrite(req, { hosts });
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        if (error instanceof Refusal) throw error;
        throw new Refusal(400, 'A save is sent as JSON');
      }
      if (typeof body?.text !== 'string' || typeof body?.baseHash !== 'string') throw new Refusal(400, 'A save names the text and the version it was edited from');
      const result = await screens.save(body);
      return send(res, { saved: 200, conflict: 409, invalid: 422 }[result.status], result);
    }
    const asset = req.method === 'GET' ? assets.get(url.pathname) : undefined;
    if (asset) {
      res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
      return res.end(asset.bytes);
    }
    throw new Refusal(404, 'Not found');
  }

  async function handle(req, res) {
    setHeaders(res, apiOrigin);
    const url = new URL(req.url ?? '/', 'http://studio');
    // The printed address carries the token once; the page keeps it as a cookie this site alone sends.
    if (token && url.pathname === `${STUDIO}/` && url.searchParams.has('token')) {
      if (url.searchParams.get('token') !== token) throw new Refusal(401, 'Wrong token');
      res.writeHead(303, { Location: `${STUDIO}/`, 'Set-Cookie': `${TOKEN_COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/` });
      return res.end();
    }
    checkRequest(req, { hosts, token });
    if (url.pathname === STUDIO || url.pathname.startsWith(`${STUDIO}/`)) return handleStudio(req, res, url);
    if (apiPrefix && url.pathname.startsWith(`${apiPrefix}/`)) return handleApi(req, res, url.pathname.slice(apiPrefix.length));
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new Refusal(405, 'Method not allowed');
    if (url.pathname === '/') {
      res.writeHead(302, { Location: `${STUDIO}/` });
      return res.end();
    }
    if (url.pathname === '/config.json') return send(res, 200, configText);
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return publicFiles(req, res, () => send(res, 404, { error: 'Not found' }));
    // Every other address is a page of the site, drawn by the preview.
    return send(res, 200, previewPage(), 'text/html; charset=utf-8');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!(error instanceof Refusal)) console.error(error);
      if (res.headersSent) return res.end();
      // A refused body is not read to its end: the connection is closed after the answer.
      if (error instanceof Refusal && error.status === 413) res.setHeader('Connection', 'close');
      send(res, error instanceof Refusal ? error.status : 500, { error: error instanceof Refusal ? error.message : 'The studio failed; see its terminal' });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  hosts = allowedHosts(host, actualPort);
  const shown = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${actualPort}${STUDIO}/${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return { url, server, screens, close: () => new Promise((resolve) => server.close(resolve)) };
}
