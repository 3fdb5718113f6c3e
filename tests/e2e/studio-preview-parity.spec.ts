// The studio's preview is the site: for every screen (and each of a fund's tabs) in every language at
// phone and desktop widths, the preview's page and the built site's page on the same address, with
// the same data (both demo APIs at the same instant), show the same words, no raw translation key,
// the same computed styles on the heading, the tabs, a table and a chart, and the same picture
// (screenshots within a small pixel threshold). Run by playwright.studio.config.ts, which starts the
// studio and, beside it, the built site (`npm start`'s server on dist/).
import { test, expect, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { ScreenManifest } from '../../src/manifest/screens.gen';
import { drawEverySection } from './fixtures';
import { comparePictures } from '../lib/pictures';

const SITE = process.env.STUDIO_E2E_SITE!;
const manifestText = readFileSync('screens.json', 'utf8');
const manifest: ScreenManifest = JSON.parse(manifestText);
/** Hong Kong's 17:00 on a Monday: the market has closed, so no quote moves between the two loads. */
const INSTANT = '2026-11-23T09:00:00.000Z';
const LANGUAGES = [
  { prefix: '', language: 'zh-TW' },
  { prefix: '/gb', language: 'zh-CN' },
  { prefix: '/en', language: 'en-US' },
] as const;
const WIDTHS = [390, 1280] as const;
/** At most this share of the pixels may differ (antialiasing of text drawn at the same place). */
const PIXEL_SHARE = 0.002;

/** Every key of the site's texts (`shell.languageNames.zh-TW`): none may stand on a page as it is. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, each]) => keysOf(each, prefix ? `${prefix}.${key}` : key));
}
const TEXT_KEYS = keysOf(JSON.parse(readFileSync('src/i18n/locales/en-US.json', 'utf8'))).map((key) => key.replace(/_(one|other)$/, ''));

/** Each screen's address: a fund's screens for 2800, the details screen once per tab. */
const ADDRESSES = manifest.screens.flatMap((screen) => {
  const code = screen.subject ? '?code=2800' : '';
  const tabs = screen.tabs?.map((tab, index) => (index === 0 ? code : `${code}&tab=${tab.id}`)) ?? [code];
  return tabs.map((search) => `${screen.route}${search}`);
});

/** What a part's look is made of. */
const STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'padding',
  'margin',
  'border-top',
  'border-bottom',
  'display',
  'width',
  'height',
];
/** The parts compared: each one's first on the page, when the page has it. */
const PARTS = {
  heading: 'main h1',
  tabs: '[role="tablist"]',
  tab: '[role="tab"]',
  table: 'main table',
  'table cell': 'main table td',
  chart: 'main .chart-canvas',
};

async function open(browser: Browser, url: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  // For the whole origin: given a page's URL, a cookie's path would be its folder (`/en/`), which the
  // API's calls (`/api/…`) would not carry, and those pages would show the live market.
  await context.addCookies([{ name: 'demo-clock', value: INSTANT, domain: new URL(url).hostname, path: '/' }]);
  const page = await context.newPage();
  // Every call to the API carries the instant: one that did not would answer with the live market.
  const unclocked: string[] = [];
  page.on('request', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const cookie = (await request.allHeaders()).cookie ?? '';
    if (!cookie.split('; ').includes(`demo-clock=${INSTANT}`)) unclocked.push(request.url());
  });
  await page.clock.setFixedTime(new Date(INSTANT));
  await page.goto(url);
  await drawEverySection(page);
  expect(unclocked, `calls to the API without the demo clock from ${url}`).toEqual([]);
  // Fonts, and the frame after the last section drew.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  return page;
}

async function look(page: Page) {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim();
  const styles = await page.evaluate(
    ({ parts, properties }) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, selector]) => {
          const element = document.querySelector(selector);
          if (!element) return [name, null];
          const style = getComputedStyle(element);
          return [name, Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]))];
        }),
      ),
    { parts: PARTS, properties: STYLE_PROPERTIES },
  );
  // The page screen by screen, scrolled as a visitor scrolls: a full-page screenshot resizes the
  // viewport while it is taken, which the site answers (a table becomes cards at a phone's height),
  // so what it would capture depends on when the page noticed.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  const pictures: Buffer[] = [];
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => {
      window.scrollTo(0, y);
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, top);
    pictures.push(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
  }
  return { text, styles, height, pictures };
}

test.beforeAll(async ({ request }) => {
  // The preview draws the manifest last sent to it (other tests edit it): the site's, as built.
  const answer = await request.post('/__studio/preview', {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: JSON.parse(manifestText),
  });
  expect(answer.status(), await answer.text()).toBe(200);
});

for (const address of ADDRESSES) {
  for (const { prefix, language } of LANGUAGES) {
    test(`${prefix}${address} (${language}): the preview is the built site at 390 and 1280 px`, async ({ browser, baseURL }, testInfo) => {
      for (const width of WIDTHS) {
        const [preview, site] = await Promise.all([open(browser, `${baseURL}${prefix}${address}`, width), open(browser, `${SITE}${prefix}${address}`, width)]);
        try {
          const [seen, built] = [await look(preview), await look(site)];
          expect(seen.text, `the words at ${width} px`).toBe(built.text);
          for (const key of TEXT_KEYS) expect(seen.text, `a raw translation key at ${width} px`).not.toContain(key);
          expect(seen.styles, `computed styles at ${width} px`).toEqual(built.styles);
          expect(seen.styles.heading, 'the page has a heading').not.toBeNull();
          expect(seen.height, `the page's height at ${width} px`).toBe(built.height);
          let differing = 0;
          let pixels = 0;
          for (const [index, file] of seen.pictures.entries()) {
            const compared = comparePictures(file, built.pictures[index]!, 0.1);
            differing += compared.differing;
            pixels += compared.pixels;
            if (compared.differing / compared.pixels >= PIXEL_SHARE) {
              await testInfo.attach(`difference-${width}-${index}.png`, { body: compared.difference!, contentType: 'image/png' });
              await testInfo.attach(`preview-${width}-${index}.png`, { body: file, contentType: 'image/png' });
              await testInfo.attach(`site-${width}-${index}.png`, { body: built.pictures[index]!, contentType: 'image/png' });
            }
          }
          expect(differing / pixels, `share of pixels that differ at ${width} px (${differing} of ${pixels})`).toBeLessThan(PIXEL_SHARE);
        } finally {
          await Promise.all([preview.context().close(), site.context().close()]);
        }
      }
    });
  }
}
