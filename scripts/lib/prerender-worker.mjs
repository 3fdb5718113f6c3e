// A thread of the build's prerendering (scripts/lib/prerender.mjs): draws its share of the pages
// through the renderer bundled for Node, cuts each page's sheets to what it uses, writes it and its
// compressed copies, and tells the build what each page is for the sitemap.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { PAGE_QUALITY, writeCompressed } from './compress.mjs';
import { criticalStyles } from './critical-css.mjs';
import { prerenderedHtml } from './page-document.mjs';
import { LANGUAGE_PREFIX, pageFile, subjectParam } from './page-files.mjs';

/** Compressed copies being made at once: enough to keep libuv's threads busy, few enough to hold in memory. */
const IN_FLIGHT = 8;

/** @typedef {import('../../src/i18n/languages.ts').Language} Language */
/** @typedef {typeof import('../../src/prerender/render-page.tsx')} Renderer The site's page renderer, bundled for Node. */
/**
 * The funds' identities: fund code → language → subject call → the fields of its answer a page is drawn with.
 * @typedef {Map<string, Partial<Record<Language, Record<string, Record<string, unknown>>>>>} Identities
 */
/** @typedef {{ manifest: import('../../src/manifest/screens.gen.ts').ScreenManifest, identities: Identities, origin: string, builtAt: string }} DrawContext */
/** @typedef {{ screen: number, language: Language, code?: string, tab?: string, index?: number }} Job A page to draw: a screen's position in the manifest, and what it is for. */

/**
 * What one page of a screen in a language, for a fund and one of its tabs or for none, will be: its
 * file, whether it is indexed, its sitemap entry and its document but for the body; undefined when it
 * has no page of its own (a fund the API did not describe, a tab the fund's address opens anyway or
 * its rules hide). Worked out without drawing: the sitemap lists the pages of funds drawn on request.
 * @param {Renderer} renderer
 * @param {DrawContext} context
 * @param {Job} job
 */
export function planPage(renderer, { manifest, identities, origin, builtAt }, { screen: screenIndex, language, code, tab }) {
  const screen = manifest.screens[screenIndex];
  /** @typedef {import('../../src/manifest/screens.gen.ts').Subject} Subject */
  const site = manifest.site;
  /** @type {(each: Language, search: string) => string} */
  const pageUrl = (each, search) => `${origin}${LANGUAGE_PREFIX[each]}${screen.route}${search ? `?${search}` : ''}`;
  const param = subjectParam(screen.subject?.source) ?? 'code';
  const search = code === undefined ? '' : new URLSearchParams({ [param]: code, ...(tab === undefined ? {} : { tab }) }).toString();
  // A fund's page is drawn for a screen with a subject only (jobs with a code are made for those).
  const subject = code === undefined ? undefined : identities.get(code)?.[language]?.[/** @type {Subject} */ (screen.subject).source.call];
  if (code !== undefined && !subject) return undefined;
  // A tab's page is a fund's: its subject is there.
  const openTab = tab === undefined ? undefined : renderer.tabPageOf(screen, /** @type {Record<string, unknown>} */ (subject), tab, builtAt);
  if (tab !== undefined && !openTab) return undefined;
  const page = { path: screen.route, search, language, subject, builtAt };
  const screenTitle = screen.title[language];
  const tabLabel = openTab && (openTab.label[language] ?? openTab.label['zh-TW']);
  const name =
    subject && /** @type {Subject} */ (screen.subject).titleField ? renderer.valueAt(subject, /** @type {Subject} */ (screen.subject).titleField) : undefined;
  const fundName = typeof name === 'string' && name ? name : undefined;
  const title = renderer.pageTitle(fundName, tabLabel, screenTitle, site.name[language]);
  const siteDescription = (site.description ?? site.name)[language];
  const description = [fundName && `${fundName} (${code})`, tabLabel, screenTitle, siteDescription].filter(Boolean).join(' · ');
  const alternates = renderer.LANGUAGES.map((each) => ({ language: each, href: pageUrl(each, search) }));
  const canonical = pageUrl(language, search);
  // A fund's screen at an address naming no fund says so and leads to the list: a page, but not one to index.
  const indexed = !screen.subject || code !== undefined;
  return {
    file: pageFile(language, screen.route, code, tab),
    indexed,
    document: {
      language,
      page,
      title,
      description,
      canonical: indexed ? canonical : undefined,
      alternates: indexed ? alternates : [],
      noScript: renderer.noScriptNote(language),
    },
    sitemap: { canonical, alternates },
  };
}

/**
 * One page drawn: its plan (planPage) with the body drawn through the site's own components.
 * @param {Renderer} renderer
 * @param {DrawContext} context
 * @param {Job} job
 */
export async function drawPage(renderer, context, job) {
  const plan = planPage(renderer, context, job);
  if (!plan) return undefined;
  const body = await renderer.renderBody(context.manifest, plan.document.page);
  return { ...plan, document: { ...plan.document, body } };
}

if (parentPort && workerData?.jobs) {
  const { rendererFile, parts, out, jobs, ...context } = workerData;
  const renderer = await import(pathToFileURL(rendererFile).href);
  const critical = criticalStyles();
  const inFlight = new Set();
  for (const job of jobs) {
    let drawn;
    try {
      drawn = await drawPage(renderer, context, job);
    } catch (error) {
      const { route } = context.manifest.screens[job.screen];
      throw new Error(`prerendering ${route} (${[job.language, job.code, job.tab].filter(Boolean).join(', ')}): ${/** @type {Error} */ (error).message}`, {
        cause: error,
      });
    }
    if (!drawn) {
      parentPort.postMessage({ index: job.index });
      continue;
    }
    const html = Buffer.from(await critical(prerenderedHtml(parts, drawn.document)));
    const target = path.join(out, drawn.file);
    // Written at once, not through libuv's threads, which the compression keeps busy.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    const copies = writeCompressed(target, html, PAGE_QUALITY).finally(() => inFlight.delete(copies));
    inFlight.add(copies);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    parentPort.postMessage({ index: job.index, file: target, sitemap: drawn.indexed ? drawn.sitemap : undefined });
  }
  await Promise.all(inFlight);
  parentPort.postMessage({ done: true });
}
