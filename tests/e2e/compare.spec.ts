// Comparing funds: a shared link opens the comparison (every language), the address is its state
// (Back undoes a change), the picker searches and adds, a phone keeps the labels in place while the
// funds scroll inside each table, the tables download as CSV, print drops the controls, and a bad
// answer or an unknown fund stays in its own place.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { drawEverySection, expect, LANGUAGES, test } from './fixtures';

const FOUR = '2800,2808,PRI0119,2871';

/** The fund names heading the key facts' columns. */
const headings = (page: Page) => page.locator('[data-section="keyFacts"] thead th.cmp-fund a');

test('a shared link opens the same comparison in every language, each section with a column per fund', async ({ page, problems }) => {
  for (const { prefix, language } of LANGUAGES) {
    await page.goto(`${prefix}/compare?codes=${FOUR}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(headings(page)).toHaveCount(4);
    await drawEverySection(page);
    // Every comparison table has the four funds; the chart names them in its legend (its data table's headings).
    for (const id of ['keyFacts', 'compareCumulative', 'compareAnnualised', 'compareCalendar', 'compareRisk', 'compareDividends']) {
      await expect(page.locator(`[data-section="${id}"] thead th.cmp-fund`), id).toHaveCount(4);
    }
    const chartTable = page.locator('[data-section="compareTrend"] details.chart-table');
    await chartTable.locator('summary').click();
    await expect(chartTable.locator('thead th')).toHaveCount(5);
    const names = await headings(page).allTextContents();
    for (const name of names) await expect(chartTable.locator('thead')).toContainText(name);
  }
  // The bond fund is no equity fund: its overlap says so, the three equity funds share holdings.
  await expect(page.locator('[data-section="compareOverlap"] tbody tr')).toHaveCount(3);
  await expect(page.locator('[data-section="compareOverlap"]')).toContainText('非股票基金');
  expect(problems).toEqual([]);
});

test('the address is the comparison: remove a fund, add one by search, and Back undoes each', async ({ page, problems }) => {
  await page.goto(`/en/compare?codes=2800,2808`);
  await expect(headings(page)).toHaveText(['Harbour Hang Seng Index ETF', 'Peakstone Hang Seng TECH Index ETF']);
  await page.getByRole('button', { name: 'Remove Harbour Hang Seng Index ETF from the comparison' }).click();
  await expect(page).toHaveURL(/\/en\/compare\?codes=2808$/);
  await expect(headings(page)).toHaveText(['Peakstone Hang Seng TECH Index ETF']);

  const search = page.getByRole('combobox', { name: 'Add a fund' });
  await search.fill('Gold');
  await page.getByRole('option', { name: /Jade Gold ETF \(2900\)/ }).click();
  await expect(page).toHaveURL(/\/en\/compare\?codes=2808,2900$/);
  await expect(headings(page)).toHaveText(['Peakstone Hang Seng TECH Index ETF', 'Jade Gold ETF']);

  await page.goBack();
  await expect(page).toHaveURL(/codes=2808$/);
  await expect(headings(page)).toHaveCount(1);
  await page.goBack();
  await expect(headings(page)).toHaveCount(2);
  await expect(headings(page).first()).toHaveText('Harbour Hang Seng Index ETF');
  expect(problems).toEqual([]);
});

test('without funds the screen invites a choice and asks nothing; four fill it', async ({ page, problems }) => {
  const compareCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fundProduct/compare/')) compareCalls.push(request.url());
  });
  await page.goto('/en/compare');
  await expect(page.getByText('Choose up to four funds to compare')).toBeVisible();
  await expect(page.locator('[data-section="keyFacts"]')).toHaveCount(0);
  await page.goto(`/en/compare?codes=${FOUR}`);
  await expect(page.getByText('The comparison is full: 4 funds')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Add a fund' })).toBeDisabled();
  await expect(headings(page)).toHaveCount(4);
  // One request serves every section of the comparison.
  expect(new Set(compareCalls).size).toBe(1);
  expect(problems).toEqual([]);
});

test('an unknown fund in a link is named as such, and the others are compared', async ({ page, problems }) => {
  await page.goto('/en/compare?codes=2800,9999,2808');
  await expect(page.getByText('9999: no such fund')).toBeVisible();
  await expect(headings(page)).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('a fund without some figures shows a dash with the reason, not an error', async ({ page, problems }) => {
  // 2842 was listed in March 2026: no 1-year figures yet. 2884 is a money-market fund: no holdings to overlap.
  await page.goto('/en/compare?codes=2842,2884');
  await drawEverySection(page);
  const risk = page.locator('[data-section="compareRisk"]');
  await expect(risk.locator('tbody tr').filter({ hasText: 'Volatility (1 year)' }).locator('td').first()).toHaveText('—Not listed for this long');
  await expect(page.locator('[data-section="compareOverlap"]')).toContainText('Holdings overlap compares equity funds');
  await expect(page.getByText('fail to load')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a malformed answer stays in each section: the page and the picker go on', async ({ page, problems }) => {
  await page.route('**/fundProduct/compare/**', (route) => route.fulfill({ json: { code: 0, data: { funds: 'x', trend: 7, calendarYears: null } } }));
  await page.goto('/en/compare?codes=2800,2808');
  await expect(page.locator('[data-section="keyFacts"]')).toContainText('No Data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare funds');
  await expect(page.getByRole('combobox', { name: 'Add a fund' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('on a phone the funds scroll inside each table beside labels that stay, and the page never scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/compare?codes=${FOUR}`);
  await drawEverySection(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const table = page.locator('[data-section="compareCumulative"] .cmp-scroll');
  const label = table.locator('tbody th').first();
  expect(await label.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  const before = await label.boundingBox();
  const scrolled = await table.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(100);
  // The label has not moved; the last fund's column is now in view beside it.
  expect((await label.boundingBox())!.x).toBe(before!.x);
  const last = table.locator('thead th.cmp-fund').last();
  const lastBox = (await last.boundingBox())!;
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(390);
  // The chart lists the four funds one a line above its plot (a picture, then the live chart).
  await expect(page.locator('[data-section="compareTrend"] .chart-canvas')).toHaveAttribute('data-rendered-at', /\d/);
  await context.close();
});

test('each table downloads as CSV: a BOM, the funds as columns, the rows as shown', async ({ page, problems }) => {
  await page.goto(`/en/compare?codes=2800,2842`);
  const section = page.locator('[data-section="compareRisk"]');
  const [file] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(file.suggestedFilename()).toBe('compare-risk-2800-2842.csv');
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Item,Harbour Hang Seng Index ETF (2800),Harbour Asia High Dividend ETF (2842)');
  expect(lines).toHaveLength(6);
  // Numbers as numbers; a missing value as its reason.
  expect(lines[1]).toMatch(/^Volatility \(1 year\),\d+(\.\d+)?,Not listed for this long$/);
  expect(problems).toEqual([]);
});

test('printed, the comparison drops its controls and shows every fund’s column in full', async ({ page, problems }) => {
  await page.goto(`/en/compare?codes=${FOUR}`);
  await drawEverySection(page);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('combobox', { name: 'Add a fund' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' }).first()).toBeHidden();
  const scroll = page.locator('[data-section="keyFacts"] .cmp-scroll');
  expect(await scroll.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});
