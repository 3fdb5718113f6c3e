// The HTTP handler of the site: static files from dist/ (through sirv: MIME types, ranges, ETags,
// precompressed .br/.gz negotiation), the app for every screen route in three language forms,
// redirects from / to /index, and the demo API under the configured base.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { handleApi } from './api/router.mjs';
import { setSecurityHeaders } from './security-headers.mjs';

const LANGUAGE_PREFIXES = ['/en', '/gb'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

function splitLanguage(pathname) {
  for (const prefix of LANGUAGE_PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { prefix, rest: pathname.slice(prefix.length) || '/' };
  }
  return { prefix: '', rest: pathname };
}

/** The path under the API base, or undefined when the request is not for the API. */
function apiCall(pathname, base) {
  if (!base.startsWith('/')) return undefined;
  const prefix = base.replace(/\/+$/, '');
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * Creates the request handler for a built dist/ directory.
 * With `dev`, files and config are re-read on every request (the watcher rebuilds them).
 * `extra` may answer a request first (the dev reload stream); it returns true when it did.
 * `faults` lets API requests ask for deliberate failures (tests only; see api/faults.mjs).
 * @param {{ dist: string, dev?: boolean, faults?: boolean, extra?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<boolean> }} options
 */
export async function createSiteHandler({ dist, dev = false, extra, faults = false }) {
  let site = await loadSite(dist);
  const files = sirv(dist, {
    dev,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  const sendApp = async (req, res, status) => {
    if (status === 200) {
      req.url = '/index.html';
      return files(req, res, () => notFound(res));
    }
    // Unknown page: the app still loads (and says "page not found"), with a 404 status.
    const html = await readFile(path.join(dist, 'index.html'));
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': html.length });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  return async function handle(req, res) {
    if (dev) site = await loadSite(dist).catch(() => site);
    setSecurityHeaders(res, site.config);
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const call = apiCall(url.pathname, site.config.commonServersBase);
    if (call !== undefined) return handleApi(req, res, call, { faults });
    if (extra && (await extra(req, res, url))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }

    const { prefix, rest } = splitLanguage(url.pathname);
    if (rest === '/' || rest === '') {
      res.writeHead(302, { Location: `${prefix}/index${url.search}` }).end();
      return;
    }
    if (site.routes.has(rest)) return sendApp(req, res, 200);
    // A path without a file extension is a page: one no screen declares gets the app's not-found page.
    if (!/\.[a-z0-9]+$/i.test(rest)) return sendApp(req, res, 404);
    // A browser asking for a page (index.php, a mistyped link) gets the app's not-found page; files
    // never live under a language prefix.
    const missing = () => (/text\/html/.test(req.headers.accept ?? '') ? sendApp(req, res, 404) : notFound(res));
    if (prefix) return missing();
    return files(req, res, missing);
  };
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
}

/** The screen routes (from the built manifest) and the runtime config. */
async function loadSite(dist) {
  const [manifest, config] = await Promise.all([readJson(path.join(dist, 'screens.json')), readJson(path.join(dist, 'config.json'))]);
  return { routes: new Set(manifest.screens.map((screen) => screen.route)), config };
}
