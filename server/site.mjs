// The HTTP handler of the site: static files from dist/ (through sirv: MIME types, ranges, ETags,
// precompressed .br/.gz negotiation), the app for every screen route in three language forms,
// redirects from / to /index, and the demo API under the configured base.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { handleApi } from './api/router.mjs';
import { setSecurityHeaders } from './security-headers.mjs';
import { LANGUAGE_PREFIX, PAGE_CODE, PAGE_TAB, appFile, notFoundFile, pageFile, subjectParam } from '../scripts/lib/page-files.mjs';

const LANGUAGE_PREFIXES = ['/en', '/gb'];
/** The language of each address prefix: where its pages are under dist/pages/. */
const PREFIX_LANGUAGE = Object.fromEntries(Object.entries(LANGUAGE_PREFIX).map(([language, prefix]) => [prefix, language]));
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

  /**
   * The page of an address: the file built for the screen in its language — for the fund (and tab) the
   * address names when the build made one — or the generic page in its language, pages/<language>/_app.html
   * (index.html from a build without pages), for an address with more in its query, an unknown fund, a
   * screen added to screens.json since the build. An unknown page gets the not-found page with a 404 status.
   */
  const sendApp = async (req, res, status, url, prefix, rest) => {
    const language = PREFIX_LANGUAGE[prefix];
    // The page the script draws alone: in the address's language, when the build made one.
    let file = site.pages.has(appFile(language)) ? appFile(language) : 'index.html';
    if (status === 200) {
      // A page was built for the address without a query, or with its fund's code alone, or its code and
      // a tab; an address that asks for more (filters, a page of the list) gets the generic page, drawn
      // by the script for exactly what it asks (a built page would show something else until then).
      const fundPage = fundPageFile(site, language, rest, url.searchParams);
      if (fundPage && site.pages.has(fundPage)) file = fundPage;
      else if ([...url.searchParams.keys()].length === 0 && site.pages.has(pageFile(language, rest))) file = pageFile(language, rest);
      req.url = `/${file}`;
      return files(req, res, () => notFound(res));
    }
    if (site.pages.has(notFoundFile(language))) file = notFoundFile(language);
    // Unknown page: the not-found page, compressed as the client accepts, with a 404 status.
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const compressed = encoding ? await readFile(path.join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).catch(() => undefined) : undefined;
    const body = compressed ?? (await readFile(path.join(dist, file)));
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(compressed ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
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
    if (site.routes.has(rest)) return sendApp(req, res, 200, url, prefix, rest);
    // A path without a file extension is a page: one no screen declares gets the app's not-found page.
    if (!/\.[a-z0-9]+$/i.test(rest)) return sendApp(req, res, 404, url, prefix, rest);
    // A browser asking for a page (index.php, a mistyped link) gets the app's not-found page; files
    // never live under a language prefix.
    const missing = () => (/text\/html/.test(req.headers.accept ?? '') ? sendApp(req, res, 404, url, prefix, rest) : notFound(res));
    if (prefix) return missing();
    return files(req, res, missing);
  };
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
}

/** The page files the build wrote (paths under dist/, with `/`). */
async function pageFiles(dist) {
  const entries = await readdir(path.join(dist, 'pages'), { recursive: true }).catch(() => []);
  return new Set(entries.filter((entry) => entry.endsWith('.html')).map((entry) => `pages/${entry.split(path.sep).join('/')}`));
}

/**
 * The page file a fund's address asks for, built or not: the fund's page for its code alone (or with
 * the screen's first tab, which it opens anyway), a tab's page for its code and another tab.
 */
function fundPageFile(site, language, route, query) {
  const param = site.subjectParams.get(route);
  const names = [...query.keys()].sort();
  const code = query.get(param);
  if (!param || !code || !PAGE_CODE.test(code)) return undefined;
  if (names.length === 1) return pageFile(language, route, code);
  const tab = query.get('tab');
  if (names.length !== 2 || names.join() !== [param, 'tab'].sort().join() || !PAGE_TAB.test(tab)) return undefined;
  return tab === site.firstTabs.get(route) ? pageFile(language, route, code) : pageFile(language, route, code, tab);
}

/** The screen routes (from the manifest served), their fund parameters and first tabs, the built pages and the runtime config. */
async function loadSite(dist) {
  const [manifest, config, pages] = await Promise.all([readJson(path.join(dist, 'screens.json')), readJson(path.join(dist, 'config.json')), pageFiles(dist)]);
  const subjectParams = new Map(manifest.screens.map((screen) => [screen.route, subjectParam(screen.subject?.source)]).filter(([, param]) => param));
  const firstTabs = new Map(manifest.screens.filter((screen) => screen.tabs?.length).map((screen) => [screen.route, screen.tabs[0].id]));
  return { routes: new Set(manifest.screens.map((screen) => screen.route)), subjectParams, firstTabs, pages, config };
}
