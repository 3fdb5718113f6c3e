// The build's prerendering: every screen in every language, and every fund's screens with the fund's
// identity, drawn to HTML through the site's own components (src/prerender/render-page.tsx, bundled
// for Node here) into dist/pages/, with sitemap.xml and robots.txt. The browser hydrates those pages.
// The pages are drawn in threads, one a core (scripts/lib/prerender-worker.mjs).
//
// Where the funds come from: the API at `api` (an absolute base such as https://api.example/v1), or by
// default the demo API, started in this process on a loopback port for the duration. 'none', or an API
// that cannot be reached, gives the shell pages only (the build says so and succeeds).
import { mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
import { LANGUAGE_PREFIX, PAGE_CODE, appFile, notFoundFile, splitAddress, subjectParam } from './page-files.mjs';
import { drawPage, planPage } from './prerender-worker.mjs';

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
export async function startDemoApi(root, configBase) {
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
 * @param {{ index: number, count: number }} [shard] only this shard's funds
 * @returns {Promise<Identities>}
 */
async function fundIdentities(renderer, manifest, base, shard) {
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
  const identities = new Map(shardOf(codes, shard).map((code) => [code, {}]));
  const jobs = [...identities.keys()].flatMap((code) =>
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
export async function fundIdentity(renderer, kept, base, source, code, language) {
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

/** What a release keeps of its build to draw more of its pages later (a dotfolder: never served). */
export const RENDER_DIR = '.render';
/** @typedef {[screen: number, language: Language, code?: string, tab?: string]} PageKey A page of the site, as the build lists it. */
/**
 * What `.render/context.json` holds: the build's document parts, origin and time, how it drew the
 * funds' pages, and every page the site has (`pages`: drawn, or to be drawn on request).
 * @typedef {{ origin: string, builtAt: string, parts: Parts, fundPages: FundPages, pages: PageKey[] }} RenderContext
 */
/** @typedef {'all' | 'on-request'} FundPages How a build draws the funds' pages: all of them now, or each on its first request. */

/**
 * The time a build is made at: SOURCE_DATE_EPOCH (seconds) when it is set, as for reproducible builds
 * (two builds of the same sources and data, or shards of one, then write the same bytes); else now.
 */
export function buildTime() {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000).toISOString() : new Date().toISOString();
}

/**
 * A shard's funds: the i-th of every n in the list's order (`--shard i/n`, from 1).
 * @template T
 * @param {T[]} items
 * @param {{ index: number, count: number } | undefined} shard
 */
export const shardOf = (items, shard) => (shard ? items.filter((_, position) => position % shard.count === shard.index - 1) : items);

/**
 * The sitemap's entries for a site's pages (scripts/lib/sitemap.mjs): the indexed ones, with their other languages.
 * @param {ScreenManifest} manifest
 * @param {string} origin
 * @param {PageKey[]} pages
 */
export function sitemapEntries(manifest, origin, pages) {
  /** @type {import('./sitemap.mjs').SitemapEntry[]} */
  const entries = [];
  for (const [index, language, code, tab] of pages) {
    const screen = manifest.screens[index];
    // A fund's screen at an address naming no fund: a page, but not one to index.
    if (screen.subject && code === undefined) continue;
    const param = subjectParam(screen.subject?.source) ?? 'code';
    const search = code === undefined ? '' : `?${new URLSearchParams({ [param]: code, ...(tab === undefined ? {} : { tab }) })}`;
    /** @type {(each: Language) => string} */
    const href = (each) => `${origin}${LANGUAGE_PREFIX[each]}${screen.route}${search}`;
    entries.push({
      canonical: href(language),
      alternates: /** @type {Language[]} */ (Object.keys(LANGUAGE_PREFIX)).map((each) => ({ language: each, href: href(each) })),
    });
  }
  return entries;
}

/**
 * A page's key, as .render/context.json keeps it (JSON: no trailing undefined, which it would write as null).
 * @type {(screen: number, language: Language, code?: string, tab?: string) => PageKey}
 */
export const pageKey = (screen, language, code, tab) =>
  /** @type {PageKey} */ (code === undefined ? [screen, language] : tab === undefined ? [screen, language, code] : [screen, language, code, tab]);

/** Fund codes in their natural order (2800 before 10001); one collator for every comparison. */
const CODE_ORDER = new Intl.Collator('en', { numeric: true });

/**
 * A site's pages in one order whatever drew them (one build, or shards merged): the screens' own
 * pages first, then fund by fund (so a fund's addresses sit together in one of the sitemap's files),
 * each by screen, language and tab (the fund's page first).
 * @param {ScreenManifest} manifest
 * @param {PageKey[]} pages
 */
export function sortPages(manifest, pages) {
  const languages = Object.keys(LANGUAGE_PREFIX);
  /** @type {(key: PageKey) => number} */
  const tabOf = ([screen, , , tab]) => (tab === undefined ? -1 : (manifest.screens[screen].tabs ?? []).findIndex((each) => each.id === tab));
  return [...pages].sort(
    (a, b) =>
      (a[2] === undefined ? -1 : 0) - (b[2] === undefined ? -1 : 0) ||
      CODE_ORDER.compare(a[2] ?? '', b[2] ?? '') ||
      a[0] - b[0] ||
      languages.indexOf(a[1]) - languages.indexOf(b[1]) ||
      tabOf(a) - tabOf(b),
  );
}

/**
 * A site's sitemap (in files of 50,000 addresses under an index past that) and robots.txt, as [name, text] pairs.
 * @param {ScreenManifest} manifest
 * @param {RenderContext} context
 * @returns {[string, string][]}
 */
export function sitemapAndRobots(manifest, { origin, builtAt, pages }) {
  return [
    ...sitemapFiles(sitemapEntries(manifest, origin, sortPages(manifest, pages)), { origin, lastmod: builtAt.slice(0, 10) }),
    [
      'robots.txt',
      `User-agent: *\nAllow: /\n# The files behind the addresses: the addresses are what to index.\nDisallow: /pages/\n\nSitemap: ${origin}/sitemap.xml\n`,
    ],
  ];
}

/**
 * The pages of a screen in a language for a fund: its page, and each tab's (a fund's screen's pages, for scripts/lib/release-updates.mjs).
 * @param {ScreenManifest} manifest
 * @param {number} screen
 * @param {Language} language
 * @param {string} code
 * @returns {Job[]}
 */
export const fundJobs = (manifest, screen, language, code) => [
  { screen, language, code },
  // Each tab's own address, a page of its own: a link to it opens it without JavaScript.
  ...(manifest.screens[screen].tabs ?? []).map((tab) => ({ screen, language, code, tab: tab.id })),
];

/**
 * Renders the site's pages into `out` with their compressed copies (build.mjs gives the document's
 * `parts`; `onPage(file)` hears of each page written): every screen in every language; the funds'
 * pages now (`fundPages: 'all'`), or only listed for the sitemap, each drawn on its first request
 * (server/site.mjs, through what `.render/` keeps); the page the script draws alone in each language,
 * the not-found pages, sitemap.xml and robots.txt. `shard` ({ index, count }): this build draws only
 * its share of the funds (scripts/lib/shards.mjs merges the shards). Returns { pages, funds, note }.
 * @param {{ root: string, out: string, manifest: ScreenManifest, config: import('../../src/config/config.gen.ts').RuntimeConfig, origin: string, api: string | undefined, parts: Parts, fundPages?: FundPages, shard?: { index: number, count: number }, onPage?: (file: string) => unknown, log?: (line: string) => void }} options
 */
export async function prerenderSite({
  root,
  out,
  manifest,
  config,
  origin,
  api,
  parts,
  fundPages = 'on-request',
  shard,
  onPage = () => {},
  log = console.log,
}) {
  const bundle = await bundleForNode(root, 'src/prerender/render-page.tsx');
  try {
    /** @type {Renderer} */
    const renderer = await import(pathToFileURL(bundle.file).href);
    const builtAt = buildTime();
    /** @type {Identities | undefined} */
    let identities;
    /** @type {string | undefined} */
    let note;
    if (api === 'none') note = 'fund pages: not prerendered (--api none)';
    else {
      const demo = api ? undefined : await startDemoApi(root, config.commonServersBase);
      try {
        // Without `api`, the demo API was started.
        identities = await fundIdentities(renderer, manifest, api ?? /** @type {{ base: string }} */ (demo).base, shard);
      } catch (error) {
        note = `fund pages: not prerendered — the API ${api ?? 'demo'} could not be used (${/** @type {Error} */ (error).message}); the shell pages still were`;
      } finally {
        await demo?.close();
      }
    }
    const context = { manifest, identities: identities ?? new Map(), origin, builtAt };
    /** @type {Job[]} */
    const jobs = [];
    /** @type {PageKey[]} */
    const listed = [];
    manifest.screens.forEach((screen, index) => {
      for (const language of renderer.LANGUAGES) {
        jobs.push({ screen: index, language });
        if (!screen.subject || !identities) continue;
        for (const code of identities.keys()) {
          for (const job of fundJobs(manifest, index, language, code)) {
            if (fundPages === 'all') jobs.push(job);
            else if (planPage(renderer, context, job)) listed.push(pageKey(index, language, code, job.tab));
          }
        }
      }
    });
    jobs.forEach((job, index) => (job.index = index));
    const drawn = await drawInThreads(jobs, { rendererFile: bundle.file, parts, out, ...context }, onPage);
    const pages = drawn.filter((page) => page.file).length;
    /** @type {PageKey[]} */
    const keys = jobs.flatMap((job, i) => (drawn[i].file ? [pageKey(job.screen, job.language, job.code, job.tab)] : []));
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
    /** @type {RenderContext} */
    const kept = { origin, builtAt, parts, fundPages, pages: sortPages(manifest, [...keys, ...listed]) };
    for (const [file, text] of sitemapAndRobots(manifest, kept)) await writeFile(path.join(out, file), text);
    // What drawing a page later takes: the renderer this build drew with, and the context.
    await mkdir(path.join(out, RENDER_DIR), { recursive: true });
    await copyFile(bundle.file, path.join(out, RENDER_DIR, 'renderer.mjs'));
    await writeFile(path.join(out, RENDER_DIR, 'context.json'), JSON.stringify(kept));
    const funds = identities?.size ?? 0;
    const shardNote = shard ? ` (shard ${shard.index}/${shard.count})` : '';
    log(
      `prerendered ${pages} pages (${identities ? `${funds} funds${shardNote}` : 'no funds'}${fundPages === 'on-request' && funds ? `; ${listed.length} fund pages listed, each drawn on its first request` : ''})${note ? `; ${note}` : ''}`,
    );
    return { pages, funds, note };
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

/**
 * Draws the pages of a release that its build left to their first request (`--fund-pages on-request`,
 * or a fund added since), as the build would have drawn them: with the renderer, document and origin
 * the release keeps in `.render/`, and the fund's identity as the API gives it now. Each page is written
 * into the release with its compressed copies (each file whole, by a rename: a request reading it meanwhile
 * reads no half) and is from then on served as a file. `draw` resolves to the page's file, relative to
 * the release, or undefined when the address has no page of its own (a fund the API does not know, a
 * tab the fund's rules hide); the same page asked for twice at once is drawn once.
 * @param {{ dir: string, manifest: ScreenManifest, api: () => Promise<string>, log?: (line: string) => void }} options
 *   `api`: resolves to the base URL the identities are read from
 */
export function releasePages({ dir, manifest, api, log = console.error }) {
  /** @type {Promise<{ renderer: Renderer, context: RenderContext, critical: Critical }> | undefined} */
  let loaded;
  const load = () =>
    (loaded ??= (async () => ({
      renderer: /** @type {Renderer} */ (await import(pathToFileURL(path.join(dir, RENDER_DIR, 'renderer.mjs')).href)),
      context: /** @type {RenderContext} */ (JSON.parse(await readFile(path.join(dir, RENDER_DIR, 'context.json'), 'utf8'))),
      critical: criticalStyles(),
    }))());
  /** @type {Map<string, Promise<string | undefined>>} */
  const drawing = new Map();
  /**
   * @param {Job} job
   */
  const drawOne = async ({ screen, language, code, tab }) => {
    const { renderer, context, critical } = await load();
    /** @type {Identities} */
    const identities = new Map();
    if (code !== undefined) {
      const source = /** @type {Subject} */ (manifest.screens[screen].subject).source;
      // A fund the API does not describe has no page of its own: the script's page says what the API says.
      const identity = await fundIdentity(renderer, renderer.basicDataFields(manifest.screens), await api(), source, code, language).catch(() => undefined);
      if (!identity) return undefined;
      identities.set(code, { [language]: { [source.call]: identity } });
    }
    const drawn = await drawPage(
      renderer,
      { manifest, identities, origin: context.origin, builtAt: new Date().toISOString() },
      { screen, language, code, tab },
    );
    if (!drawn) return undefined;
    const html = Buffer.from(await critical(prerenderedHtml(context.parts, drawn.document)));
    const target = path.join(dir, drawn.file);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    await writeCompressed(temporary, html, PAGE_QUALITY);
    await writeFile(temporary, html);
    // The copies first: once the page is there, so are they.
    for (const extension of ['.br', '.gz']) await rename(`${temporary}${extension}`, `${target}${extension}`);
    await rename(temporary, target);
    return drawn.file;
  };
  return {
    /**
     * @param {Job} job a fund's page (or a screen's own, `code` undefined)
     * @returns {Promise<string | undefined>}
     */
    draw(job) {
      const key = JSON.stringify(job);
      let pending = drawing.get(key);
      if (!pending) {
        pending = drawOne(job)
          .catch((error) => {
            log(
              `site: the page of ${job.code} (${manifest.screens[job.screen].route}, ${job.language}${job.tab ? `, ${job.tab}` : ''}) cannot be drawn: ${error.message}`,
            );
            return undefined;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    },
  };
}
