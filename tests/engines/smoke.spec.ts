// The browser smoke suite, the same in Chromium, Firefox and WebKit (playwright.engines.config.ts
// runs it once per engine; engines.ts says how each is driven): what a visitor does on a phone and
// a desktop — every screen in every language, each fund tab, a chart, the 3,454 holdings scrolled and
// sorted, a CSV and a PDF saved, the site framed by a partner, the language switch, the reset — with
// no sideways scroll on a phone and nothing failing in the console.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { ScreenManifest } from '../../src/manifest/screens.gen';
import { startPartnerPage } from '../lib/partner-page';
import { engineMissing, openEngine, type EngineName, type EnginePage } from './engines.mjs';

const manifest: ScreenManifest = JSON.parse(readFileSync('screens.json', 'utf8'));
const LANGUAGES = [
  { prefix: '', language: 'zh-TW' },
  { prefix: '/en', language: 'en-US' },
  { prefix: '/gb', language: 'zh-CN' },
] as const;
const FUND = '2800';
const COMPARED = '2800,2808,PRI0119';
/** Where each screen and tab was seen, when ENGINE_SCREENSHOTS names a folder: to look at, side by side. */
const SHOTS = process.env.ENGINE_SCREENSHOTS;

// One browser per engine for the whole file, its tests one after another.
const test = base.extend<object, { engine: EnginePage }>({
  engine: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      // Never skipped: a missing browser fails the suite with what to install (npm test installs it as root).
      const missing = engineMissing(name);
      if (missing) throw new Error(`${name}: ${missing}`);
      const engine = await openEngine(name, workerInfo.project.use.baseURL!);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

/** Waits until `fn` (run in the page) returns true; a page between two documents (a reload) is not there yet. */
async function until<A extends unknown[]>(page: EnginePage, fn: (...args: A) => boolean, ...args: A): Promise<void> {
  await expect.poll(() => page.evaluate(fn, ...args).catch(() => false), { timeout: 30_000 }).toBe(true);
}

/** Gives the first element under `scope` whose text (or accessible name) matches `pattern` a mark, and returns a selector for it. */
async function find(page: EnginePage, scope: string, tag: string, pattern: string): Promise<string> {
  await until(
    page,
    (scopeSelector, tagName, source) => {
      document.querySelectorAll('[data-engine-target]').forEach((element) => element.removeAttribute('data-engine-target'));
      const match = [...document.querySelectorAll(`${scopeSelector} ${tagName}`)].find((element) =>
        new RegExp(source).test(`${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}`.trim()),
      );
      match?.setAttribute('data-engine-target', '');
      return Boolean(match);
    },
    scope,
    tag,
    pattern,
  );
  return '[data-engine-target]';
}

/**
 * The screen is drawn: in its language, headed by its title, its sections there and none of them
 * waiting, and each chart on screen drawn (a chart's picture comes from the chart worker after its
 * data; one further down waits until it is scrolled to).
 */
async function drawn(page: EnginePage, language: string): Promise<void> {
  await until(
    page,
    (lang) =>
      document.documentElement.lang === lang &&
      Boolean(document.querySelector('main h1')?.textContent?.trim()) &&
      Boolean(document.querySelector('main [data-section]')) &&
      !document.querySelector('main [aria-busy="true"], main .title-skeleton') &&
      // A filter's placeholder while its combobox's code loads.
      !document.querySelector('main .filter-field input:disabled') &&
      [...document.querySelectorAll('main .chart-frame[role="img"]')].every(
        (frame) => frame.querySelector('.chart-canvas[data-rendered-at]') || frame.getBoundingClientRect().top > innerHeight,
      ),
    language,
  );
}

const sideways = (page: EnginePage) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The addresses a visitor reaches: every screen, and each tab of a screen with tabs. */
function addresses(prefix: string): { address: string; label: string }[] {
  return manifest.screens.flatMap((screen) => {
    const query = screen.subject ? `?code=${FUND}` : screen.id === 'compare' ? `?codes=${COMPARED}` : '';
    const first = { address: `${prefix}${screen.route}${query}`, label: screen.id };
    const tabs = (screen.tabs ?? [])
      .slice(1)
      .map((tab) => ({ address: `${prefix}${screen.route}${query}${query ? '&' : '?'}tab=${tab.id}`, label: `${screen.id}-${tab.id}` }));
    return [first, ...tabs];
  });
}

async function walk(page: EnginePage, width: number, height: number, languages: readonly (typeof LANGUAGES)[number][]) {
  await page.setSize(width, height);
  for (const { prefix, language } of languages) {
    for (const { address, label } of addresses(prefix)) {
      await page.goto(address);
      await drawn(page, language);
      expect(await sideways(page), `${address} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot(path.join(SHOTS, `${page.engine}-${width}-${language}-${label}.png`));
      expect(await page.takeProblems(), address).toEqual([]);
    }
  }
}

test('every screen and fund tab in every language on a phone (390 px), none wider than the screen', async ({ engine }) => {
  test.setTimeout(300_000);
  await walk(engine, 390, 844, LANGUAGES);
});

test('every screen and fund tab on a desktop (1280 px)', async ({ engine }) => {
  test.setTimeout(180_000);
  await walk(engine, 1280, 900, [LANGUAGES[1]]);
});

test('the phone’s filters: a drawer as tall as the window, the page behind it held still, closed with its results', async ({ engine }) => {
  await engine.setSize(390, 844);
  await engine.goto('/en/index');
  await drawn(engine, 'en-US');
  await engine.click(await find(engine, 'main', 'button', '^Filters$'));
  await until(engine, () => Boolean(document.querySelector('dialog.filter-drawer[open]')));
  // 100dvh, and the page's own scroll held by html:has(.filter-drawer[open]).
  expect(await engine.evaluate(() => Math.round(document.querySelector('dialog.filter-drawer')!.getBoundingClientRect().height - innerHeight))).toBe(0);
  expect(await engine.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await engine.click(await find(engine, 'dialog.filter-drawer', 'button', '^Show the results$'));
  await until(engine, () => !document.querySelector('dialog.filter-drawer[open]'));
  expect(await engine.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  expect(await engine.takeProblems()).toEqual([]);
});

test('a chart: its picture drawn when it comes on screen, then ECharts once pointed at', async ({ engine }) => {
  await engine.setSize(1280, 900);
  await engine.goto('/en/per-details?code=2800');
  await until(engine, () => Boolean(document.querySelector('main .chart-frame .chart-picture svg')));
  const chart = 'main .chart-frame';
  await engine.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: 'center' }), chart);
  await engine.hover(chart);
  await until(engine, () => Boolean(document.querySelector('main .chart-frame .chart-canvas[data-rendered-at] canvas')));
  expect(await engine.takeProblems()).toEqual([]);
});

test('the 3,454 holdings of the All-World fund: scrolled to the last and sorted by weight', async ({ engine }) => {
  await engine.setSize(1280, 900);
  await engine.goto('/en/investment-portfolio-details?code=3194');
  const section = 'section[data-section="holdings"]';
  const table = `${section} [role="table"]`;
  await until(engine, (selector) => document.querySelector(selector)?.getAttribute('aria-rowcount') === '3455', table);
  // The virtual table scrolls in its own box and draws the rows in view: at its foot, the last of them.
  await engine.evaluate((selector) => void (document.querySelector(selector)!.scrollTop = 1e7), table);
  await until(engine, (selector) => Boolean(document.querySelector(`${selector} [aria-rowindex="3455"] [role="cell"]`)?.textContent), table);
  await engine.evaluate((selector) => void (document.querySelector(selector)!.scrollTop = 0), table);
  const firstName = () => engine.evaluate(() => document.querySelector('section[data-section="holdings"] [aria-rowindex="2"] [role="cell"]')?.textContent);
  await expect.poll(firstName).toBeTruthy();
  const before = await firstName();
  const heading = await find(engine, section, '[role="columnheader"], th', '^Weighting');
  expect(await engine.evaluate((selector) => document.querySelector(selector)!.getAttribute('aria-sort'), heading)).toBe('descending');
  await engine.click(`${heading} button`);
  await until(engine, (selector) => document.querySelector(selector)?.getAttribute('aria-sort') === 'ascending', heading);
  await expect.poll(firstName).not.toBe(before);
  expect(await engine.takeProblems()).toEqual([]);
});

/** Waits for a file in the engine's downloads folder whose name matches, and reads it. */
async function downloaded(engine: EnginePage, name: RegExp): Promise<Buffer> {
  let file: string | undefined;
  await expect
    .poll(
      () => {
        // Partial files (Firefox's .part, Chromium's .crdownload, WebKit's .wkdownload) are not done yet.
        file = readdirSync(engine.downloads).find((entry) => name.test(entry) && !/\.(part|crdownload|wkdownload)$/.test(entry));
        return file !== undefined && readFileSync(path.join(engine.downloads, file)).length > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return readFileSync(path.join(engine.downloads, file!));
}

test('a CSV saved from a blob link: the NAV history with its BOM', async ({ engine }) => {
  await engine.setSize(1280, 900);
  await engine.goto('/en/per-details?code=2800&startDate=2026-01-05&endDate=2026-03-31');
  const section = 'section[data-section="navHistory"]';
  await until(engine, () => Boolean(document.querySelector('section[data-section="navHistory"] tbody tr')));
  await engine.click(await find(engine, section, 'button', '^Download CSV$'));
  const bytes = await downloaded(engine, /NAV history.*\.csv$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^Date,/);
  expect(await engine.takeProblems()).toEqual([]);
});

test('a document: the PDF the API serves, saved under its own name', async ({ engine }) => {
  await engine.setSize(1280, 900);
  await engine.goto('/en/file-details?code=2800&docType=KFS&docLanguage=en-US');
  await engine.click(await find(engine, 'main [data-section] [role="row"], main [data-section] tr', 'button', 'English PDF'));
  const bytes = await downloaded(engine, /\.pdf$/);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await engine.takeProblems()).toEqual([]);
});

test('embedded on another origin: the framed fund page tells the partner its height', async ({ engine }) => {
  const partner = await startPartnerPage(engine.base);
  try {
    await engine.setSize(1280, 900);
    await engine.goto(partner.url);
    await until(engine, () => (window as unknown as { heights: number[] }).heights.some((height) => height > 600));
    await until(engine, () => document.querySelector('iframe[data-fund-embed]')!.getBoundingClientRect().height > 600);
    expect(await engine.takeProblems()).toEqual([]);
  } finally {
    await partner.close();
  }
});

test('the language switch, and the reset that asks first and brings the default language back', async ({ engine }) => {
  await engine.setSize(1280, 900);
  await engine.goto('/en/details?code=2800');
  await drawn(engine, 'en-US');
  await engine.click(await find(engine, 'header', 'a', '^简体$'));
  await drawn(engine, 'zh-CN');
  expect(await engine.evaluate(() => location.pathname + location.search)).toBe('/gb/details?code=2800');
  await engine.click(await find(engine, 'footer', 'button', '^重置网站设置$'));
  await until(engine, () => Boolean(document.querySelector('dialog[data-dialog="reset"][open]')));
  await engine.click(await find(engine, 'dialog[data-dialog="reset"]', 'button', '^取消$'));
  await until(engine, () => !document.querySelector('dialog[data-dialog="reset"]'));
  await engine.click(await find(engine, 'footer', 'button', '^重置网站设置$'));
  await engine.click(await find(engine, 'dialog[data-dialog="reset"]', 'button', '^重置$'));
  await drawn(engine, 'zh-TW');
  expect(await engine.evaluate(() => location.pathname)).toBe('/details');
  expect(await engine.takeProblems()).toEqual([]);
});
