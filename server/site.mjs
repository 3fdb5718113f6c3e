// The HTTP handler of the site: static files from the live build (through `send`: ranges, ETags,
// conditional requests, stream errors answered rather than thrown; the build's .br/.gz copies chosen
// as the client accepts), the app for every screen route in three language forms, redirects from
// / to /index, and the demo API under the configured base.
//
// `dist` may be a link to a release (scripts/lib/releases.mjs): each request is served from one
// release whole, and once the link is switched to a new one, requests go to it as soon as its file
// list is read; the old release stays on disk for the requests still reading it.
import { readFile, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import send from 'send';
import mime from 'mime-types';
import { handleApi } from './api/router.mjs';
import { setSecurityHeaders } from './security-headers.mjs';
import { MAX_URL_BYTES, answerTooLong } from './too-long.mjs';
import { PAGE_CODE, PAGE_TAB, appFile, notFoundFile, pageFile, splitAddress, subjectParam } from '../scripts/lib/page-files.mjs';
import { RENDER_DIR, releasePages, startDemoApi } from '../scripts/lib/prerender.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/**
 * A release as it is served: its directory, the files the build wrote (none in development: whatever
 * is there), the screen routes with their fund parameters and first tabs, its pages and runtime config.
 * @typedef {object} Site
 * @property {string} dir
 * @property {Set<string> | undefined} files
 * @property {Set<string>} routes
 * @property {Map<string, string>} subjectParams
 * @property {Map<string, string>} firstTabs
 * @property {Set<string>} pages
 * @property {import('../src/config/config.gen.ts').RuntimeConfig} config
 * @property {ReturnType<typeof releasePages> | undefined} drawer draws the pages its build left to their first request
 * @property {import('../src/manifest/screens.gen.ts').ScreenManifest} manifest
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The path under the API base, or undefined when the request is not for the API.
 * @param {string} pathname
 * @param {string} base
 */
function apiCall(pathname, base) {
  if (!base.startsWith('/')) return undefined;
  const prefix = base.replace(/\/+$/, '');
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

/**
 * @param {string} file
 * @returns {Promise<any>} the file's JSON, whatever it holds
 */
async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * The file an address names, relative to the build: `{ file }`; `{ bad: true }` for an address that
 * cannot be decoded or names a NUL byte (400); `{}` for one that cannot name a file of the build — a
 * `..` or `.` segment, a dotfile, a backslash, an empty segment — however it was encoded (404).
 * @param {string} pathname
 * @returns {{ file?: string, bad?: true }}
 */
export function fileOfAddress(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { bad: true };
  }
  if (decoded.includes('\0')) return { bad: true };
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\'))) return {};
  return { file: segments.join('/') };
}

/**
 * Which copy of a build's file to send: its brotli or gzip copy when the client accepts it and the
 * build wrote one (in development, none). `varies`: whether the answer depends on Accept-Encoding.
 * @param {IncomingMessage} req
 * @param {Site} site
 * @param {string} file
 */
function copyFor(req, site, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const has = (/** @type {string} */ extension) => site.files?.has(`${file}.${extension}`) ?? false;
  const varies = has('br') || has('gz');
  if (has('br') && /\bbr\b/i.test(accepted)) return { served: `${file}.br`, encoding: 'br', varies };
  if (has('gz') && /\bgzip\b/i.test(accepted)) return { served: `${file}.gz`, encoding: 'gzip', varies };
  return { served: file, encoding: undefined, varies };
}

/**
 * A path for `send`, which decodes what it is given: each segment encoded.
 * @type {(file: string) => string}
 */
const sendPath = (file) => `/${file.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Creates the request handler for a built dist/ directory (or a link to one).
 * With `dev`, files and config are re-read on every request (the watcher rebuilds them).
 * `extra` may answer a request first (the dev reload stream); it returns true when it did.
 * `faults` lets API requests ask for deliberate failures (tests only; see api/faults.mjs).
 * `log` gets one line per file that exists but cannot be read.
 * @param {{ dist: string, dev?: boolean, faults?: boolean, log?: (line: string) => void, extra?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<boolean> }} options
 */
export async function createSiteHandler({ dist, dev = false, extra, faults = false, log = console.error }) {
  const live = followRelease(dist, dev, log);
  await live.current();

  /**
   * Plain answers: the security headers are already set.
   * @type {(res: ServerResponse, status: number, text: string, headers?: Record<string, string>) => unknown}
   */
  const plain = (res, status, text, headers = {}) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers }).end(`${text}\n`);
  };
  const notFound = (/** @type {ServerResponse} */ res) => plain(res, 404, 'Not found');

  /**
   * Sends one file of the release, its brotli or gzip copy when the client accepts it and the build
   * wrote one. A file gone since the listing (`onMissing`) and one that cannot be read (500, logged)
   * are answered; the process never sees the error.
   * @type {(req: IncomingMessage, res: ServerResponse, site: Site, file: string, onMissing: () => void) => void}
   */
  const sendFile = (req, res, site, file, onMissing) => {
    const { served, encoding, varies } = copyFor(req, site, file);
    res.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream');
    res.setHeader('Cache-Control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    if (varies) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    send(req, sendPath(served), { root: site.dir, index: false, etag: true, lastModified: true, cacheControl: false })
      .on('error', (error) => {
        if (res.headersSent) return res.destroy();
        for (const header of ['Content-Type', 'Content-Encoding', 'Vary', 'Cache-Control']) res.removeHeader(header);
        if (error.status === 404) return onMissing();
        log(`site: ${path.join(site.dir, served)} cannot be read (${error.code ?? error.message})`);
        plain(res, 500, 'Internal server error', { 'Cache-Control': 'no-store' });
      })
      .pipe(res);
  };

  /**
   * The page of an address: the file built for the screen in its language — for the fund (and tab) the
   * address names when the build made one — or the generic page in its language, pages/<language>/_app.html
   * (index.html from a build without pages), for an address with more in its query, an unknown fund, a
   * screen added to screens.json since the build. An unknown page gets the not-found page with a 404 status.
   * @type {(req: IncomingMessage, res: ServerResponse, site: Site, status: number, url: URL, language: string, rest: string) => Promise<unknown>}
   */
  const sendApp = async (req, res, site, status, url, language, rest) => {
    // The page the script draws alone: in the address's language, when the build made one.
    let file = site.pages.has(appFile(language)) ? appFile(language) : 'index.html';
    if (status === 200) {
      // A page was built for the address without a query, or with its fund's code alone, or its code and
      // a tab; an address that asks for more (filters, a page of the list) gets the generic page, drawn
      // by the script for exactly what it asks (a built page would show something else until then).
      const fundPage = fundPageFile(site, language, rest, url.searchParams);
      // A fund's page its build left to its first request (or a fund added since): drawn now, and kept.
      if (fundPage && !site.pages.has(fundPage) && site.drawer) await drawFundPage(site, language, rest, url.searchParams);
      if (fundPage && site.pages.has(fundPage)) file = fundPage;
      else if ([...url.searchParams.keys()].length === 0 && site.pages.has(pageFile(language, rest))) file = pageFile(language, rest);
      return sendFile(req, res, site, file, () => notFound(res));
    }
    if (site.pages.has(notFoundFile(language))) file = notFoundFile(language);
    // Unknown page: the not-found page, compressed as the client accepts, with a 404 status (read
    // whole rather than sent by `send`, which would answer a revalidation of it with 304).
    const { served, encoding } = copyFor(req, site, file);
    const body = await readFile(path.join(site.dir, served)).catch(() => undefined);
    if (!body) return notFound(res);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  return async function handle(req, res) {
    const site = await live.current();
    setSecurityHeaders(res, site.config);
    if ((req.url ?? '').length > MAX_URL_BYTES) return answerTooLong(res);
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return plain(res, 400, 'Bad request');
    }
    const call = apiCall(url.pathname, site.config.commonServersBase);
    if (call !== undefined) return handleApi(req, res, call, { faults });
    if (extra && (await extra(req, res, url))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });

    const { language, prefix, rest } = splitAddress(url.pathname);
    if (rest === '/' || rest === '') {
      res.writeHead(302, { Location: `${prefix}/index${url.search}` }).end();
      return;
    }
    if (site.routes.has(rest)) return sendApp(req, res, site, 200, url, language, rest);
    // A path without a file extension is a page: one no screen declares gets the app's not-found page.
    if (!/\.[a-z0-9]+$/i.test(rest)) return sendApp(req, res, site, 404, url, language, rest);
    // A browser asking for a page (index.php, a mistyped link) gets the app's not-found page; files
    // never live under a language prefix.
    const missing = () => (/text\/html/.test(req.headers.accept ?? '') ? sendApp(req, res, site, 404, url, language, rest) : notFound(res));
    if (prefix) return missing();
    const { file, bad } = fileOfAddress(url.pathname);
    if (bad) return plain(res, 400, 'Bad request');
    // Only a file the build wrote is ever sent (in development, whatever is there now).
    if (!file || (site.files && !site.files.has(file))) return missing();
    return sendFile(req, res, site, file, missing);
  };
}

/**
 * The files of a release (paths under it, with `/`); none of its dotfiles.
 * @param {string} dir
 */
async function filesOf(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.split('/').some((segment) => segment.startsWith('.'))),
  );
}

/**
 * The release `dist` names now, read once per release: `current()` resolves to the one to serve a
 * request from. When the link has moved, the new release is read in the background and requests go
 * on to the previous one (still whole on disk) until it is ready; in development, every request re-reads.
 * @param {string} dist
 * @param {boolean} dev
 * @param {(line: string) => void} log
 * @returns {{ current(): Promise<Site> }}
 */
function followRelease(dist, dev, log) {
  /** @type {Site | undefined} */
  let site;
  /** @type {Promise<Site | void> | undefined} */
  let loading;
  const load = async (/** @type {string} */ dir) => {
    const next = await loadSite(dir, dev);
    site = next;
    return next;
  };
  return {
    async current() {
      const dir = await realpath(dist).catch(() => site?.dir ?? dist);
      if (dev) return load(dir).catch(() => site ?? load(dir));
      if (site?.dir === dir) return site;
      if (!site) return load(dir);
      loading ??= load(dir)
        .catch((error) => log(`site: the build at ${dir} cannot be read (${error.message}); still serving ${/** @type {Site} */ (site).dir}`))
        .finally(() => (loading = undefined));
      // The release being served until then is kept by the build; if it is gone already, wait.
      if (
        !(await stat(site.dir).then(
          () => true,
          () => false,
        ))
      )
        await loading;
      return site;
    },
  };
}

/**
 * The page file a fund's address asks for, built or not: the fund's page for its code alone (or with
 * the screen's first tab, which it opens anyway), a tab's page for its code and another tab.
 * @param {Site} site
 * @param {string} language
 * @param {string} route
 * @param {URLSearchParams} query
 */
function fundPageFile(site, language, route, query) {
  const param = site.subjectParams.get(route);
  const names = [...query.keys()].sort();
  const code = query.get(/** @type {string} */ (param)); // no param: checked below
  if (!param || !code || !PAGE_CODE.test(code)) return undefined;
  if (names.length === 1) return pageFile(language, route, code);
  const tab = query.get('tab');
  // The names are the param and 'tab': `tab` is there.
  if (names.length !== 2 || names.join() !== [param, 'tab'].sort().join() || !PAGE_TAB.test(/** @type {string} */ (tab))) return undefined;
  return tab === site.firstTabs.get(route) ? pageFile(language, route, code) : pageFile(language, route, code, /** @type {string} */ (tab));
}

/**
 * Draws the page of a fund's address into the release (scripts/lib/prerender.mjs › releasePages) and
 * adds it to the files served.
 * @param {Site} site
 * @param {string} language
 * @param {string} route
 * @param {URLSearchParams} query
 */
async function drawFundPage(site, language, route, query) {
  const screen = site.manifest.screens.findIndex((each) => each.route === route);
  const code = /** @type {string} */ (query.get(/** @type {string} */ (site.subjectParams.get(route))));
  const tab = query.get('tab') ?? undefined;
  const file = await /** @type {NonNullable<Site['drawer']>} */ (site.drawer).draw({
    screen,
    language: /** @type {import('../src/i18n/languages.ts').Language} */ (language),
    code,
    tab: tab === site.firstTabs.get(route) ? undefined : tab,
  });
  if (!file) return;
  for (const each of [file, `${file}.br`, `${file}.gz`]) site.files?.add(each);
  site.pages.add(file);
}

/** @type {Promise<string> | undefined} */
let demoApi;
/**
 * Where a drawn page's fund is read: PRERENDER_API, as for the build; else the demo API, started in
 * this process on a loopback port the first time.
 * @param {string} configBase
 */
const identityApi = (configBase) =>
  process.env.PRERENDER_API
    ? Promise.resolve(process.env.PRERENDER_API.replace(/\/+$/, ''))
    : (demoApi ??= startDemoApi(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), configBase).then((api) => api.base));

/**
 * The screen routes (from the manifest served), their fund parameters and first tabs, the files and pages of the build, and the runtime config.
 * @param {string} dir
 * @param {boolean} dev
 * @returns {Promise<Site>}
 */
async function loadSite(dir, dev) {
  /** @type {[import('../src/manifest/screens.gen.ts').ScreenManifest, import('../src/config/config.gen.ts').RuntimeConfig, Set<string>]} */
  const [manifest, config, files] = await Promise.all([readJson(path.join(dir, 'screens.json')), readJson(path.join(dir, 'config.json')), filesOf(dir)]);
  const pages = new Set([...files].filter((file) => file.startsWith('pages/') && file.endsWith('.html')));
  const subjectParams = new Map(
    /** @type {[string, string][]} */ (manifest.screens.map((screen) => [screen.route, subjectParam(screen.subject?.source)]).filter(([, param]) => param)),
  );
  const firstTabs = new Map(
    manifest.screens
      .filter((screen) => screen.tabs?.length)
      .map((screen) => [screen.route, /** @type {NonNullable<typeof screen.tabs>} */ (screen.tabs)[0].id]),
  );
  // A release that can draw the pages its build left to their first request.
  const drawer =
    !dev && (await stat(path.join(dir, RENDER_DIR, 'context.json')).catch(() => undefined))
      ? releasePages({ dir, manifest, api: () => identityApi(config.commonServersBase) })
      : undefined;
  return {
    dir,
    files: dev ? undefined : files,
    routes: new Set(manifest.screens.map((screen) => screen.route)),
    subjectParams,
    firstTabs,
    pages,
    config,
    drawer,
    manifest,
  };
}
