// The build's prerendering: every screen in every language, and every fund's screens with the fund's
// identity, drawn to HTML through the site's own components (src/prerender/render-page.tsx, bundled
// for Node here) into dist/pages/, with sitemap.xml and robots.txt. The browser hydrates those pages.
// The pages are drawn in threads, one a core (scripts/lib/prerender-worker.mjs).
//
// Where the funds come from: the API at `api` (an absolute base such as https://api.example/v1), or by
// default the demo API, started in this process on a loopback port for the duration. 'none', or an API
// that cannot be reached, gives the shell pages only (the build says so and succeeds).
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PAGE_QUALITY, writeCompressed } from './compress.mjs';
import { criticalStyles } from './critical-css.mjs';
import { sitemapFiles } from './sitemap.mjs';
import { bundleForNode, loadForNode } from './node-bundle.mjs';
import { noScriptHtml, pageHtml, prerenderedHtml } from './page-document.mjs';
import { PAGE_CODE, appFile, notFoundFile, splitAddress, subjectParam } from './page-files.mjs';
import { drawPage } from './prerender-worker.mjs';

/** The address of the not-found page's render: a path no screen can declare (manifest routes are lower-case words). */
const NOT_FOUND_PATH = '/__not-found__';

/** @typedef {import('../../src/i18n/languages.ts').Language} Language */
/** @typedef {import('../../src/manifest/screens.gen.ts').ScreenManifest} ScreenManifest */
/** @typedef {import('../../src/manifest/screens.gen.ts').Source} Source */
/** @typedef {import('../../src/manifest/screens.gen.ts').Subject} Subject */
/** @typedef {import('./prerender-worker.mjs').Renderer} Renderer */
/** @typedef {import('./prerender-worker.mjs').Identities} Identities */
/** @typedef {import('./prerender-worker.mjs').Job} Job */
/** @typedef {import('./page-document.mjs').Parts} Parts */
/** @typedef {ReturnType<typeof import('./critical-css.mjs').criticalStyles>} Critical Cuts a page's sheets to what it uses. */
/**
 * What a thread says of a job (prerender-worker.mjs): the page's file and its sitemap entry, none for a job without a page.
 * @typedef {{ index?: number, file?: string, sitemap?: { canonical: string, alternates: import('./page-document.mjs').Alternate[] } }} DrawnPage
 */

/**
 * The theme's variables as CSS (src/app/theme-style.ts), for every page's head.
 * @type {(root: string) => Promise<string>}
 */
export const loadThemeCss = async (root) => (await loadForNode(root, 'src/app/theme-style.ts')).themeCss();

/**
 * Starts the demo API on a loopback port; resolves to { base, close }.
 * @param {string} root
 * @param {string} configBase
 * @returns {Promise<{ base: string, close: () => Promise<unknown> }>}
 */
async function startDemoApi(root, configBase) {
  /** @type {typeof import('../../server/api/router.mjs')} */
  const { handleApi } = await import(pathToFileURL(path.join(root, 'server', 'api', 'router.mjs')).href);
  const prefix = configBase.startsWith('/') ? configBase.replace(/\/+$/, '') : '/api';
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith(`${prefix}/`)) return void res.writeHead(404).end();
    handleApi(req, res, pathname.slice(prefix.length)).catch(() => res.writeHead(500).end());
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  // Listening on a TCP port: its address is an AddressInfo.
  return {
    base: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}${prefix}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * POSTs a call; resolves to the envelope's payload, or throws with the reason.
 * @param {string} base
 * @param {string} pathName
 * @param {unknown} body
 * @param {string} language
 * @returns {Promise<any>} the payload, as the API answered it
 */
async function call(base, pathName, body, language) {
  const response = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${pathName}: HTTP ${response.status}`);
  const envelope = await response.json();
  if (envelope?.code !== 0) throw new Error(`${pathName}: code ${envelope?.code} ${envelope?.message ?? ''}`);
  return envelope.data ?? envelope.result;
}

/**
 * Runs `task` over `items`, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} task
 */
async function eachLimited(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(/** @type {T} */ (items[next++]));
    }),
  );
}

/**
 * The funds' identities: fund code → language → { subject call → picked record }. Undefined (with the
 * reason) when the API cannot be reached or answers nonsense.
 * @param {Renderer} renderer
 * @param {ScreenManifest} manifest
 * @param {string} base
 * @returns {Promise<Identities>}
 */
async function fundIdentities(renderer, manifest, base) {
  const kept = renderer.basicDataFields(manifest.screens);
  /** @type {Map<string, Source>} */
  const calls = new Map();
  for (const screen of manifest.screens) if (screen.subject) calls.set(screen.subject.source.call, screen.subject.source);
  /** @type {string[]} */
  const codes = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await call(base, '/v1/fundProduct/list', { pageNum, pageSize: 200 }, 'en-US');
    const rows = Array.isArray(page?.list) ? page.list : [];
    for (const row of rows) if (typeof row?.fundCode === 'string' && PAGE_CODE.test(row.fundCode)) codes.push(row.fundCode);
    if (!rows.length || pageNum * 200 >= Number(page?.total ?? 0)) break;
  }
  /** @type {Identities} */
  const identities = new Map(codes.map((code) => [code, {}]));
  const jobs = codes.flatMap((code) =>
    renderer.LANGUAGES.flatMap((language) => [...calls].map(([callPath, source]) => ({ code, language, callPath, source }))),
  );
  await eachLimited(jobs, 8, async ({ code, language, callPath, source }) => {
    // Every code has its entry.
    const byLanguage = /** @type {NonNullable<ReturnType<Identities['get']>>} */ (identities.get(code));
    const identity = (byLanguage[/** @type {import('../../src/i18n/languages').Language} */ (language)] ??= {});
    identity[callPath] = await fundIdentity(renderer, kept, base, source, code, language);
  });
  return identities;
}

/**
 * What a fund's page is drawn with: the fields its subject call answers that the screens read before it answers again.
 * @param {Renderer} renderer
 * @param {Map<string, string[]>} kept
 * @param {string} base
 * @param {Source} source
 * @param {string} code
 * @param {Language} language
 */
async function fundIdentity(renderer, kept, base, source, code, language) {
  const query = new URLSearchParams({ [subjectParam(source) ?? 'code']: code });
  const answer = await call(base, renderer.buildCall(source, query), renderer.buildRequestBody(source, query), language);
  return renderer.pickFields(renderer.valueAt(answer, source.dataPath), kept.get(source.call) ?? []);
}

/**
 * The page the script draws alone, in a language: the document with an empty root.
 * @param {Renderer} renderer
 * @param {ScreenManifest} manifest
 * @param {Parts} parts
 * @param {Language} language
 */
function appPage(renderer, manifest, parts, language) {
  const site = manifest.site;
  return pageHtml(parts, {
    lang: language,
    title: site.name[language],
    description: (site.description ?? site.name)[language],
    noScript: noScriptHtml(renderer.noScriptAppNote(language)),
  });
}

/**
 * The page for an address no screen declares, in a language.
 * @param {Renderer} renderer
 * @param {ScreenManifest} manifest
 * @param {Parts} parts
 * @param {Critical} critical
 * @param {Language} language
 * @param {string} builtAt
 */
async function notFoundPage(renderer, manifest, parts, critical, language, builtAt) {
  const site = manifest.site;
  const page = { path: NOT_FOUND_PATH, search: '', language, builtAt };
  const body = await renderer.renderBody(manifest, page);
  const title = `${renderer.notFoundTitle(language)} | ${site.name[language]}`;
  return critical(prerenderedHtml(parts, { language, page, title, description: (site.description ?? site.name)[language], alternates: [], body }));
}

/** Threads that draw the pages: the machine's cores (a build on two cores draws on both), at most four. */
const THREADS = Math.max(1, Math.min(os.availableParallelism(), 4));

/**
 * The jobs in `threads` shares of about equal size. Pages of one screen, language and tab go to one
 * thread: they share their cut of the stylesheets (scripts/lib/critical-css.mjs), worked out once in it.
 * @param {Job[]} jobs
 * @param {number} threads
 */
function shareOut(jobs, threads) {
  /** @type {Map<string, Job[]>} */
  const groups = new Map();
  for (const job of jobs) {
    const key = `${job.screen}|${job.language}|${job.tab ?? ''}`;
    if (!groups.has(key)) groups.set(key, []);
    /** @type {Job[]} */ (groups.get(key)).push(job);
  }
  const shares = Array.from({ length: threads }, () => /** @type {Job[]} */ ([]));
  for (const group of [...groups.values()].sort((a, b) => b.length - a.length)) {
    shares.reduce((least, share) => (share.length < least.length ? share : least)).push(...group);
  }
  return shares.filter((share) => share.length);
}

/**
 * Draws the jobs in threads (scripts/lib/prerender-worker.mjs), each writing its pages and their
 * compressed copies. Resolves to what each job gave, in the jobs' order: { file, sitemap } or {} (no page).
 * @param {Job[]} jobs
 * @param {object} workerData
 * @param {(file: string) => unknown} onPage
 * @returns {Promise<DrawnPage[]>}
 */
function drawInThreads(jobs, workerData, onPage) {
  /** @type {DrawnPage[]} */
  const results = new Array(jobs.length);
  return Promise.all(
    shareOut(jobs, THREADS).map(
      (share) =>
        /** @type {Promise<void>} */ (
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), { workerData: { ...workerData, jobs: share } });
            let done = false;
            worker.on('message', (message) => {
              if (message.done) return void (done = true);
              results[message.index] = message;
              if (message.file) onPage(message.file);
            });
            worker.on('error', reject);
            worker.on('exit', (code) => (done ? resolve() : reject(new Error(`a prerendering thread stopped (exit code ${code})`))));
          })
        ),
    ),
  ).then(() => results);
}

/**
 * Renders every page into `out` with its compressed copies (build.mjs gives the document's `parts`;
 * `onPage(file)` hears of each page written), the page the script draws alone in each language, the
 * not-found pages, sitemap.xml and robots.txt. Returns { pages, funds, note }.
 * @param {{ root: string, out: string, manifest: ScreenManifest, config: import('../../src/config/config.gen.ts').RuntimeConfig, origin: string, api: string | undefined, parts: Parts, onPage?: (file: string) => unknown, log?: (line: string) => void }} options
 */
export async function prerenderSite({ root, out, manifest, config, origin, api, parts, onPage = () => {}, log = console.log }) {
  const bundle = await bundleForNode(root, 'src/prerender/render-page.tsx');
  try {
    /** @type {Renderer} */
    const renderer = await import(pathToFileURL(bundle.file).href);
    const builtAt = new Date().toISOString();
    /** @type {Identities | undefined} */
    let identities;
    /** @type {string | undefined} */
    let note;
    if (api === 'none') note = 'fund pages: not prerendered (--api none)';
    else {
      const demo = api ? undefined : await startDemoApi(root, config.commonServersBase);
      try {
        // Without `api`, the demo API was started.
        identities = await fundIdentities(renderer, manifest, api ?? /** @type {{ base: string }} */ (demo).base);
      } catch (error) {
        note = `fund pages: not prerendered — the API ${api ?? 'demo'} could not be used (${/** @type {Error} */ (error).message}); the shell pages still were`;
      } finally {
        await demo?.close();
      }
    }
    /** @type {Job[]} */
    const jobs = [];
    manifest.screens.forEach((screen, index) => {
      for (const language of renderer.LANGUAGES) {
        jobs.push({ screen: index, language });
        if (!screen.subject || !identities) continue;
        for (const code of identities.keys()) {
          jobs.push({ screen: index, language, code });
          // Each tab's own address, a page of its own: a link to it opens it without JavaScript.
          for (const tab of screen.tabs ?? []) jobs.push({ screen: index, language, code, tab: tab.id });
        }
      }
    });
    jobs.forEach((job, index) => (job.index = index));
    const drawn = await drawInThreads(jobs, { rendererFile: bundle.file, parts, out, manifest, identities: identities ?? new Map(), origin, builtAt }, onPage);
    const pages = drawn.filter((page) => page.file).length;
    const sitemap = drawn.flatMap((page) => (page.sitemap ? [page.sitemap] : []));
    /** @type {(file: string, html: string) => Promise<void>} */
    const write = async (file, html) => {
      const target = path.join(out, file);
      mkdirSync(path.dirname(target), { recursive: true });
      const data = Buffer.from(html);
      writeFileSync(target, data);
      await writeCompressed(target, data, PAGE_QUALITY);
      onPage(target);
    };
    // The page of an address no page was built for (filters, a fund unknown at build time), in each language.
    for (const language of renderer.LANGUAGES) await write(appFile(language), appPage(renderer, manifest, parts, language));
    // The page for an address no screen declares, in each language (served with 404).
    const critical = criticalStyles();
    for (const language of renderer.LANGUAGES) await write(notFoundFile(language), await notFoundPage(renderer, manifest, parts, critical, language, builtAt));
    // Its addresses, in files of at most 50,000 under an index past that (sitemap.mjs).
    for (const [file, xml] of sitemapFiles(sitemap, { origin, lastmod: builtAt.slice(0, 10) })) await writeFile(path.join(out, file), xml);
    await writeFile(
      path.join(out, 'robots.txt'),
      `User-agent: *\nAllow: /\n# The files behind the addresses: the addresses are what to index.\nDisallow: /pages/\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
    log(`prerendered ${pages} pages (${identities ? `${identities.size} funds` : 'no funds'})${note ? `; ${note}` : ''}`);
    return { pages, funds: identities?.size ?? 0, note };
  } finally {
    await bundle.remove();
  }
}

/**
 * Draws one page when it is asked for, with the build's renderer, document and cut of the stylesheets:
 * the page the build would have written for the address (server/site.mjs chooses among them the same
 * way), or the page the script draws alone for an address that asks for more than a fund and a tab,
 * or the not-found page. The studio's preview draws every page so, from the manifest being edited.
 * `api`: the base URL a fund's identity is read from, as the build's --api; by default the demo API,
 * started in this process on a loopback port under config.json's `configBase` until close(). Resolves to
 * { render({ manifest, parts, pathname, search }) → Promise<{ status, html }>, close() }.
 * @param {{ root: string, api?: string, configBase?: string, origin?: string }} options
 */
export async function pageRenderer({ root, api, configBase = '/api', origin = 'http://127.0.0.1:8080' }) {
  /** @type {Renderer} */
  const renderer = await loadForNode(root, 'src/prerender/render-page.tsx');
  const critical = criticalStyles();
  const demo = api ? undefined : await startDemoApi(root, configBase);
  const base = api ?? /** @type {{ base: string }} */ (demo).base; // without `api`, the demo API was started
  /**
   * @param {{ manifest: ScreenManifest, parts: Parts, pathname: string, search: string }} page
   * @returns {Promise<{ status: number, html: string }>}
   */
  async function render({ manifest, parts, pathname, search }) {
    const builtAt = new Date().toISOString();
    const { language, rest: route } = splitAddress(pathname);
    const screen = manifest.screens.findIndex((each) => each.route === route);
    if (screen < 0) return { status: 404, html: await notFoundPage(renderer, manifest, parts, critical, language, builtAt) };
    const { subject, tabs } = manifest.screens[screen];
    const query = new URLSearchParams(search);
    const param = subjectParam(subject?.source);
    const names = [...query.keys()];
    const code = param ? (query.get(param) ?? undefined) : undefined;
    const tab = query.get('tab') ?? undefined;
    // Only the addresses the build writes pages for: a screen's, a fund's, a fund's tab.
    const built =
      names.length === 0 ||
      (code !== undefined && PAGE_CODE.test(code) && names.every((name) => name === param || name === 'tab') && names.length === new Set(names).size);
    if (!built) return { status: 200, html: appPage(renderer, manifest, parts, language) };
    /** @type {Identities} */
    const identities = new Map();
    if (code !== undefined) {
      // A code comes from the subject's parameter: the screen has a subject.
      const kept = renderer.basicDataFields(manifest.screens);
      const identity = await fundIdentity(renderer, kept, base, /** @type {Subject} */ (subject).source, code, language).catch(() => undefined);
      if (identity) identities.set(code, { [language]: { [/** @type {Subject} */ (subject).source.call]: identity } });
    }
    const drawn = await drawPage(renderer, { manifest, identities, origin, builtAt }, { screen, language, code, tab: tab === tabs?.[0]?.id ? undefined : tab });
    if (!drawn) return { status: 200, html: appPage(renderer, manifest, parts, language) };
    return { status: 200, html: await critical(prerenderedHtml(parts, drawn.document)) };
  }
  return { render, close: async () => demo?.close() };
}
