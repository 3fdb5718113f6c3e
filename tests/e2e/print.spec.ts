// Printing a fund's page gives a factsheet: no controls, the fund's name, every chart drawn (also one
// never scrolled to), several A4 pages. Each test keeps its PDF in its output folder to look at.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

/** How many colours a section's chart canvas holds (1 when blank, 0 without a canvas). */
function canvasColours(section: Locator): Promise<number> {
  return section.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    if (!canvas?.width || !canvas.height) return 0;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let index = 0; index < pixels.length; index += 4)
      colours.add(((pixels[index]! << 16) | (pixels[index + 1]! << 8) | pixels[index + 2]!) * 256 + pixels[index + 3]!);
    return colours.size;
  });
}

/** What the browser does when the visitor prints: the event, then the print media. */
async function startPrinting(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
}

/** The page as an A4 PDF, kept beside the test's results; returns its number of pages. */
async function printToPdf(page: Page, testInfo: TestInfo, name: string): Promise<number> {
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await writeFile(testInfo.outputPath(name), pdf);
  await testInfo.attach(name, { body: pdf, contentType: 'application/pdf' });
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

test('a fund’s information tab prints without controls, with its trend chart drawn', async ({ page, problems }, testInfo) => {
  // The chart code loads in the background once the page is idle, though no chart is in view.
  const chartCode = page.waitForResponse(async (response) => response.url().includes('/assets/') && (await response.text()).includes('_echarts_instance_'));
  await page.goto('/en/details?code=2800');
  const trend = page.locator('section[data-section="trend"]');
  await expect(trend.getByRole('img', { name: 'Cumulative return of the fund and its index' })).toBeAttached({ timeout: 15_000 });
  await chartCode;
  // Fetched is not yet run: wait until every script the page has fetched has been evaluated (an
  // import of a module already fetched settles once it has run), so the chart code is ready.
  await page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\/assets\/[^/]+\.js$/.test(url));
    await Promise.all(scripts.map((url) => import(url)));
  });
  // Far below the fold: not drawn yet.
  await expect(trend.locator('canvas')).toHaveCount(0);

  // Drawn at once inside `beforeprint`: the browser lays the page out for print right after it.
  const drawnAtOnce = await page.evaluate(() => {
    window.dispatchEvent(new Event('beforeprint'));
    const canvases = document.querySelectorAll<HTMLCanvasElement>('section[data-section="trend"] canvas');
    const pixels = canvases[0]?.getContext('2d')!.getImageData(0, 0, canvases[0].width, canvases[0].height).data ?? [];
    return { canvases: canvases.length, painted: pixels.some((value, index) => index % 4 === 3 && value > 0) };
  });
  expect(drawnAtOnce).toEqual({ canvases: 1, painted: true });
  await startPrinting(page);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Fund details');
  await expect(page.locator('.site-name')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: /Log/i })).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(trend.getByRole('radiogroup', { name: 'Period' })).toBeHidden();
  await expect(trend.getByText('Show data as a table')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Performance', exact: true })).toBeVisible();

  await expect.poll(() => canvasColours(trend)).toBeGreaterThan(2);

  // On paper as narrow as a phone's layout, tables stay tables: a layout switched while the browser
  // prints would not fit the pages it counted first.
  await page.setViewportSize({ width: 690, height: 1000 });
  await expect(page.getByRole('table', { name: 'Calendar-year performance' })).toBeVisible();
  await expect(page.locator('.table-cards')).toHaveCount(0);
  expect(await printToPdf(page, testInfo, 'details-information.pdf')).toBeGreaterThanOrEqual(2);
  expect(problems).toEqual([]);
});

test('a fund’s portfolio tab prints both of its pie charts', async ({ page, problems }, testInfo) => {
  await page.goto('/en/details?code=2800&tab=portfolio');
  await expect(page.locator('section[data-section="by-country"] .chart-frame')).toBeAttached({ timeout: 15_000 });
  await startPrinting(page);
  for (const id of ['by-sector', 'by-country']) {
    await expect.poll(() => canvasColours(page.locator(`section[data-section="${id}"]`))).toBeGreaterThan(2);
  }
  await expect(page.getByRole('tablist')).toBeHidden();
  // A sortable column's heading (a button on screen) prints as its name.
  await expect(page.getByRole('columnheader', { name: 'Weighting' })).toBeVisible();
  expect(await printToPdf(page, testInfo, 'details-portfolio.pdf')).toBeGreaterThanOrEqual(2);
  expect(problems).toEqual([]);
});

test('a print asked for before the page’s script has run still draws its charts', async ({ page, problems }) => {
  // The page as its HTML draws it, on a connection slow enough that the visitor prints first.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/en/details?code=2800&tab=portfolio', { waitUntil: 'commit' });
  await expect(page.locator('section[data-section="by-country"] .chart-frame')).toBeAttached();
  await startPrinting(page);
  release();
  for (const id of ['by-sector', 'by-country']) {
    await expect.poll(() => canvasColours(page.locator(`section[data-section="${id}"]`)), { timeout: 20_000 }).toBeGreaterThan(2);
  }
  expect(problems).toEqual([]);
});

test('after a print, a chart takes its box’s width again', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/per-details?code=2800');
  // The interactive chart, which takes the picture's place once the visitor points at it.
  await page.locator('.chart-picture').first().waitFor({ timeout: 15_000 });
  await page.locator('.chart-frame').first().hover();
  const chart = page.locator('.chart-canvas:not(.chart-picture)').first();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart).toHaveAttribute('data-rendered-at', /\d/);
  const widths = () => chart.evaluate((element) => [element.clientWidth, element.querySelector('canvas')!.getBoundingClientRect().width]);
  const [box] = await widths();
  expect(await widths()).toEqual([box, box]);
  await startPrinting(page);
  // At the paper's width while printing (print.css scales it down to the box).
  await expect.poll(async () => chart.evaluate((element) => element.querySelector('canvas')!.width / devicePixelRatio)).toBeGreaterThan(box!);
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(widths).toEqual([box, box]);
  expect(problems).toEqual([]);
});
