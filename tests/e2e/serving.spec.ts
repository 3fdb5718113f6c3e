// What a visitor does that touches every part of how the site is served — pages, hashed code loaded
// on demand, the API, a file from the API, the site framed by a partner — run against the demo
// server (playwright.config.ts) and against nginx (playwright.nginx.config.ts) alike.
import { readFile } from 'node:fs/promises';
import { LANGUAGES, expect, manifest, test } from './fixtures';
import { startPartnerPage } from '../lib/partner-page';

// Every screen in every language: its page, in its language, headed by its title or its fund, with
// nothing failing. (The main suite asserts more of each in shell.spec.ts; this quicker walk is what
// the run against nginx checks, tagged @routes.)
for (const { prefix, language } of LANGUAGES) {
  test(`every screen in ${language} @routes`, async ({ page, problems }) => {
    for (const screen of manifest.screens) {
      await page.goto(`${prefix}${screen.route}${screen.subject ? '?code=2800' : ''}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const heading = page.getByRole('heading', { level: 1 });
      if (screen.subject) await expect(page.locator('.screen-kicker')).toHaveText(`${screen.title[language]}2800`);
      else await expect(heading).toHaveText(screen.title[language]);
      await expect(page.locator('main [aria-busy="true"]').first()).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}

test('a fund tab: its sections load their code and their data', async ({ page, problems }) => {
  await page.goto('/en/details?code=2800');
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/tab=portfolio/);
  const holdings = page.locator('main [data-section="holdings"]');
  await expect(holdings.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a chart: drawn as a picture by the chart worker when it comes on screen, by ECharts once pointed at', async ({ page, problems }) => {
  await page.goto('/en/per-details?code=2800');
  // The picture, once the rows are in (the placeholder's frame, before it, is replaced).
  await expect(page.locator('main .chart-frame .chart-picture svg').first()).toBeVisible();
  const chart = page.locator('main .chart-frame').first();
  await chart.hover();
  await expect(chart.locator('.chart-canvas canvas').first()).toBeVisible();
  await expect(chart.locator('.chart-canvas')).toHaveAttribute('data-rendered-at', /\d/);
  expect(problems).toEqual([]);
});

test('a document: the PDF the API serves, saved under its own name', async ({ page, request }) => {
  const answer = await request.post('/api/v1/fundProduct/document/list', {
    data: { productCode: '2800', type: 'KFS', language: 'en-US' },
    headers: { 'Accept-Language': 'en-US' },
  });
  const list = (
    (await answer.json()) as { data: { list: Array<{ name: string; attachments: Array<{ fileId: string; fileName: string; language: string }> }> } }
  ).data.list;
  const file = list[0]!.attachments.find((attachment) => attachment.language === 'en-US')!;
  await page.goto('/en/file-details?code=2800&docType=KFS&docLanguage=en-US');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('row')
    .filter({ hasText: list[0]!.name })
    .getByRole('button', { name: /English PDF/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(file.fileName);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('embedded: a partner page on another origin frames a fund page, which tells it its height', async ({ page, baseURL }) => {
  const partner = await startPartnerPage(baseURL!);
  try {
    await page.goto(partner.url);
    const frame = page.frameLocator('iframe[data-fund-embed]');
    await expect(frame.getByRole('tab', { name: 'Fund information', selected: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length)).toBeGreaterThan(0);
    const height = await page.locator('iframe[data-fund-embed]').evaluate((iframe) => iframe.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(600);
  } finally {
    await partner.close();
  }
});
