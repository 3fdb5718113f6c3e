// Pages arrive as HTML: every screen in every language, and every fund's screens, are built to their
// own file (scripts/lib/prerender.mjs) and the browser hydrates them. The page paints before its
// script runs, in the right language and layout, and the script takes it over without drawing again.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { comparePictures } from '../lib/pictures';
import { LANGUAGES, expect, manifest, test, withoutTimersFrom } from './fixtures';

const details = manifest.screens.find((screen) => screen.route === '/details')!;

const FUND = '2800';
const SCRIPT = /\/assets\/main-[^/]+\.js$/;

/** Holds the site's entry script until `release` is called: the page as its HTML alone draws it. */
async function holdScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The heading as the page's HTML has it, from the server's answer. */
async function htmlOf(page: Page, address: string): Promise<string> {
  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  return response.text();
}

for (const { prefix, language } of LANGUAGES) {
  test(`${language}: every screen's page is its own HTML, in its language, with its alternates`, async ({ page, baseURL }) => {
    for (const screen of manifest.screens) {
      const address = `${prefix}${screen.route}${screen.subject ? `?code=${FUND}` : ''}`;
      const html = await htmlOf(page, address);
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toMatch(new RegExp(`<title>[^<]*${screen.title[language].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:8080${address}" />`);
      for (const { prefix: other, language: otherLanguage } of LANGUAGES)
        expect(html).toContain(`hreflang="${otherLanguage}" href="http://127.0.0.1:8080${other}${screen.route}`);
      expect(html).toContain('hreflang="x-default"');
      // The screen's own heading and its sections' headings are in the HTML; no figure is.
      expect(html).toContain(`data-section="`);
      expect(baseURL).toBeTruthy();
    }
  });
}

test('a fund page paints from its HTML, before the script, with the fund named; the script then takes the same elements over', async ({ page, problems }) => {
  // Its identity only: no price, NAV or other figure is in the page's HTML.
  const html = await htmlOf(page, `/en/details?code=${FUND}`);
  const text = html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ');
  expect(text).toContain('Harbour Hang Seng Index ETF');
  expect(text).not.toMatch(/(HKD|USD|CNY)\s*[\d.,]+/);
  expect(text).not.toMatch(/\d+\.\d+\s*%/);
  const release = await holdScript(page);
  await page.goto(`/en/details?code=${FUND}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Harbour .* ETF/);
  await expect(page).toHaveTitle(/ETF \| Fund details \| /);
  await expect(page.getByRole('tab', { name: 'Portfolio' })).toBeVisible();
  // No figure before the script: the price and NAV sections are placeholders.
  await expect(page.locator('main .skeleton-bar').first()).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-probe', 'from-html'));
  release();
  // The live page: figures drawn, and the heading is the very element the HTML had (hydrated, not drawn again).
  await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
  await expect(heading).toHaveAttribute('data-probe', 'from-html');
  expect(problems).toEqual([]);
});

for (const { address, tab, section } of [
  { address: `/en/details?code=${FUND}&tab=portfolio`, tab: 'Portfolio', section: 'holdings' },
  { address: `/en/details?tab=portfolio&code=${FUND}`, tab: 'Portfolio', section: 'holdings' },
  // The first tab, named: the fund's page, which opens it anyway.
  { address: `/en/details?code=${FUND}&tab=information`, tab: 'Information', section: 'objective' },
]) {
  test(`a fund's tab paints from a page of its own, open, and is hydrated: ${address}`, async ({ page, problems }) => {
    const release = await holdScript(page);
    await page.goto(address, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/Harbour .* ETF/);
    const open = page.getByRole('tab', { name: tab });
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`main [data-section="${section}"]`)).toBeAttached();
    await open.evaluate((element) => element.setAttribute('data-probe', 'from-html'));
    release();
    await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
    await expect(open).toHaveAttribute('data-probe', 'from-html');
    await expect(open).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });
}

test('the HTML carries both layouts where the script would choose one: a phone gets the cards before the script', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const release = await holdScript(page);
  await page.goto('/en/index', { waitUntil: 'commit' });
  const list = page.locator('section[data-section="fundList"]');
  await expect(list.locator('.table-cards').first()).toBeVisible();
  await expect(list.locator('table.data-table')).toBeHidden();
  // The filters fold behind their button on a phone.
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  // From here to the drawn list, no frame shows the phone a table (the desktop layout's placeholder or rows).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { desktopSeen: string[] }).desktopSeen = seen;
    const look = () => {
      for (const table of document.querySelectorAll('section[data-section="fundList"] table'))
        if (table.getBoundingClientRect().height > 0) seen.push(table.outerHTML.slice(0, 120));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  release();
  await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(list.locator('.table-card a').first()).toBeVisible();
  await expect(list.locator('table.data-table')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { desktopSeen: string[] }).desktopSeen)).toEqual([]);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`every placeholder a page's HTML draws is a bar that can be seen, at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 976, hasTouch: width < 976 });
    const page = await context.newPage();
    await holdScript(page);
    for (const screen of manifest.screens) {
      await page.goto(`/en${screen.route}${screen.subject ? `?code=${FUND}` : ''}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main .skeleton-bar:visible').first()).toBeVisible();
      // Each bar laid out (not in the layout this width hides) has a size: none collapsed to nothing.
      const collapsed = await page.locator('main .skeleton-bar').evaluateAll((bars) =>
        bars
          .filter((bar) => bar.getClientRects().length > 0)
          .filter((bar) => bar.getBoundingClientRect().width < 4 || bar.getBoundingClientRect().height < 4)
          .map((bar) => bar.parentElement?.className ?? ''),
      );
      expect(collapsed, `${screen.route}: placeholder bars of no size, in`).toEqual([]);
    }
    await context.close();
  });
}

test('after a visit has stored its dictionaries and funds, a page with filters, a page and a tab in its address hydrates without a mismatch', async ({
  page,
  problems,
}) => {
  await page.goto(`/en/details?code=${FUND}`);
  await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
  for (const address of [
    '/en/index?issuer=PKS&page=1',
    `/en/details?code=${FUND}&tab=portfolio`,
    '/gb/index?type=ETF',
    `/per-details?code=${FUND}`,
    '/en/index?page=2',
  ]) {
    await page.goto(address);
    await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('a tab clicked before the page answers clicks opens once it does: the click is held, not lost', async ({ page, problems }) => {
  // The page's HTML painted and its first script running, but the app held back (screens.json on its way).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const manifestAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/screens.json', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto(`/en/details?code=${FUND}`, { waitUntil: 'commit' });
  await manifestAsked;
  const portfolio = page.getByRole('tab', { name: 'Portfolio' });
  await portfolio.click();
  // Nothing can answer yet; the pointer says the page is working on it.
  await expect(page.locator('html')).toHaveAttribute('data-click-held', '');
  expect(await portfolio.getAttribute('aria-selected')).toBe('false');
  release();
  await expect(page).toHaveURL(/tab=portfolio/);
  await expect(portfolio).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main [data-section="holdings"]').getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-click-held');
  expect(problems).toEqual([]);
});

test('without JavaScript: the shell, the headings, the fund named, a note in the page language, and links that work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/gb/details?code=${FUND}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('.noscript-note')).toContainText('JavaScript');
  await expect(page.locator('.noscript-note')).toContainText('请');
  // The language links and the footer's links are real links; the English page is one click away.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/details\\?code=${FUND}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('.noscript-note')).toContainText('need JavaScript');
  // A tab is a link to a page of its own: its sections' headings, the fund still named, the tab in the title.
  // Every tab is in the Tab order (moving between them with the arrow keys needs the script).
  for (const tab of await page.getByRole('tab').all()) await expect(tab).toHaveAttribute('tabindex', '0');
  await page.getByRole('tab', { name: 'Tracking' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/details\\?code=${FUND}&tab=tracking$`));
  await expect(page.getByRole('tab', { name: 'Tracking' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Tracking difference and tracking error' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page).toHaveTitle(/\| Tracking \| Fund details \|/);
  // The first tab's address is the fund's own.
  await page.getByRole('tab', { name: 'Fund information' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/details\\?code=${FUND}$`));
  await expect(page.getByRole('tab', { name: 'Fund information' })).toHaveAttribute('aria-selected', 'true');
  // An address no page was built for (a page of the list): the generic page, in the address's language, says why it is empty.
  await page.goto('/en/index?page=2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Harbour Securities Funds');
  await expect(page.locator('.noscript-note')).toHaveText('This page needs JavaScript. Turn it on in your browser to see it.');
  await context.close();
});

test('an unknown fund code gets the generic page, which then says the fund is not found', async ({ page }) => {
  const html = await htmlOf(page, '/en/details?code=NOSUCH');
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/en/details?code=NOSUCH');
  await expect(page.getByText('Fund not found')).toBeVisible();
});

test('the generic page, which has nothing to paint, starts its app at once rather than after the wait for a paint that never comes', async ({ page }) => {
  // Its root is empty: the browser reports no first paint, so a start held for one waited for the
  // 3 s fallback, a blank page all that time. Timers of 3 s and more never fire here: the page must
  // draw without them.
  await withoutTimersFrom(page, 3000);
  const address = `/en/index?page=2`;
  expect(await htmlOf(page, address)).toContain('<div id="root"></div>');
  await page.goto(address);
  await expect(page.locator('main [data-section] tbody tr').first()).toBeVisible({ timeout: 15_000 });
});

test('an address no screen declares: the not-found page in its language, with 404, hydrated', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: /fund list/i })).toBeVisible();
});

test('sitemap.xml lists every screen × language × fund with its alternates, and robots.txt names it', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  const subjects = manifest.screens.filter((screen) => screen.subject).length;
  const funds = new Set(locations.map((loc) => new URL(loc!).searchParams.get('code')).filter(Boolean));
  expect(funds.size).toBeGreaterThan(10);
  // A fund's screen is listed for each fund, not at its address without one (which says it names no fund).
  const [withTab, screens] = [locations.filter((loc) => loc.includes('tab=')), locations.filter((loc) => !loc.includes('tab='))];
  expect(screens.length).toBe(3 * (manifest.screens.length - subjects + subjects * funds.size));
  expect(locations).not.toContain('http://127.0.0.1:8080/en/details');
  expect(locations).toContain(`http://127.0.0.1:8080/en/details?code=${FUND}`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="http://127.0.0.1:8080/gb/details?code=${FUND}"/>`);
  // And each tab of a fund, but the first (the fund's address opens it).
  const [first, ...others] = details.tabs!.map((tab) => tab.id);
  for (const tab of others) expect(locations).toContain(`http://127.0.0.1:8080/en/details?code=${FUND}&amp;tab=${tab}`);
  expect(withTab.filter((loc) => loc.endsWith(`tab=${first}`))).toEqual([]);
  expect(withTab.length).toBeGreaterThanOrEqual(3 * others.length * 10);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="http://127.0.0.1:8080/en/details?code=${FUND}&amp;tab=tracking"/>`);
});

test('a page whose HTML arrives slowly is painted whole, never half-parsed', async ({ page, baseURL }) => {
  // Painted halfway, a box whose content is still to come is drawn without it and moves when it comes
  // (on a phone, the order button beside the dividends' sort list, its text not parsed yet, widened
  // leftwards). The page holds its paint until its last element is parsed (`<link rel="expect">`).
  const address = '/en/dividend-details?code=2800';
  const html = await htmlOf(page, address);
  const cut = html.indexOf('<div class="table-card-sort">');
  expect(cut).toBeGreaterThan(0);
  const server = createServer(async (request, response) => {
    if (request.url === address) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      response.end(html.slice(cut));
      return;
    }
    const upstream = await fetch(`${baseURL}${request.url}`);
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`http://127.0.0.1:${port}${address}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { firstPaint, lastByte } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    expect(firstPaint, 'the first paint came before the page had arrived').toBeGreaterThanOrEqual(lastByte);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the app's code and the files it reads are asked for only once the page's first paint is on screen", async ({ page, problems }) => {
  for (const address of ['/index', `/details?code=${FUND}`]) {
    await page.goto(address);
    await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
    const { paint, first } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const app = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/main-[^/]+\.js$|\/config\.json$|\/screens\.json$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint: fcp, first: app.length === 3 ? Math.min(...app) : Number.NaN };
    });
    expect(paint, `${address}: the first contentful paint`).toBeGreaterThan(0);
    expect(first, `${address}: the app's first request, after the first paint`).toBeGreaterThanOrEqual(paint);
  }
  expect(problems).toEqual([]);
});

test('the fund list and a fund page show their figures without building an Intl formatter, whose first is one long task', async ({ page, problems }) => {
  // Every Intl formatter the page builds, by kind (number, date and list formats, collators, and the
  // toLocaleString calls that build one).
  await page.addInitScript(() => {
    const built: string[] = ((window as unknown as { intlBuilt: string[] }).intlBuilt = []);
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'Collator', 'ListFormat', 'RelativeTimeFormat'] as const) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const Watched = function (...args: unknown[]) {
        built.push(kind);
        return new Original(...args);
      };
      Object.assign(Watched, Original);
      Watched.prototype = Original.prototype;
      (Intl as unknown as Record<string, unknown>)[kind] = Watched;
    }
    for (const [owner, name] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      (owner as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        built.push(name);
        return original.apply(this, args);
      };
    }
  });
  for (const address of ['/index', `/details?code=${FUND}`, `/per-details?code=${FUND}`, `/en/details?code=${FUND}`]) {
    await page.goto(address);
    await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
    // Figures are on screen: a percentage, a price or an amount.
    await expect(
      page
        .locator('main')
        .getByText(/\d\.\d{2}%|\d,\d{3}|\d\.\d{2}/)
        .first(),
    ).toBeVisible();
    // And what the page does once it is idle (a table's next orders, say) is done too.
    const built = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve((window as unknown as { intlBuilt: string[] }).intlBuilt), { timeout: 3000 }), {
            timeout: 3000,
          }),
        ),
    );
    expect(built, `${address}: Intl formatters built while the page loaded`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

// One test per screen and width: each is short, so a busy machine slows it without running it out of time.
for (const width of [1280, 390]) {
  for (const screen of manifest.screens) {
    const address = `/en${screen.route}${screen.subject ? `?code=${FUND}` : ''}`;
    test(`a page's own styles are all its first paint needs: the whole stylesheets change nothing on ${address}, at ${width} px`, async ({
      browser,
    }, testInfo) => {
      // The page keeps only the rules its HTML uses (scripts/lib/critical-css.mjs); boot.ts adds the whole
      // sheets after the first paint. With the app held, the page with and without them must look the same.
      const look = async (whole: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 976, hasTouch: width < 976 });
        const page = await context.newPage();
        await holdScript(page);
        let refused = 0;
        if (!whole) await page.route(/\/assets\/(main|on-demand)-[^/]+\.css$/, (route) => (refused++, route.abort()));
        await page.goto(address);
        const sheets = page.locator('link[rel="stylesheet"][data-whole]');
        await expect(sheets.first()).toBeAttached();
        const count = await sheets.count();
        // Every whole sheet applied, or every one refused.
        if (whole) await expect.poll(() => sheets.evaluateAll((links) => links.every((link) => (link as HTMLLinkElement).sheet !== null))).toBe(true);
        else await expect.poll(() => refused).toBe(count);
        const shot = await page.screenshot({ fullPage: true });
        await context.close();
        return shot;
      };
      const [cut, whole] = [await look(false), await look(true)];
      // The same picture, when no pixel differs by more than the rasteriser's own noise (a rounded
      // corner's antialiasing can come out a level apart from one draw to the next).
      const { differing: changed, difference, sameSize } = comparePictures(cut, whole, 0.01);
      expect(sameSize, `${address}: the page's size changed when its whole stylesheets arrived`).toBe(true);
      if (changed) {
        await testInfo.attach('without-whole-sheets.png', { body: cut, contentType: 'image/png' });
        await testInfo.attach('with-whole-sheets.png', { body: whole, contentType: 'image/png' });
        await testInfo.attach('difference.png', { body: difference!, contentType: 'image/png' });
      }
      expect(changed, `${address}: pixels that changed when its whole stylesheets arrived`).toBe(0);
    });
  }
}

test('a whole stylesheet that cannot load does not hold the page: it becomes interactive with the styles it painted with', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.route(/\/assets\/main-[^/]+\.css$/, (route) => route.abort());
  await page.goto(`/en/details?code=${FUND}`);
  await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
  // Interactive: a tab answers.
  await page.getByRole('tab', { name: 'Distributions' }).click();
  await expect(page).toHaveURL(/tab=dividend/);
  expect(errors.some((text) => /stylesheet .*main-[^/]+\.css could not load/.test(text))).toBe(true);
});
