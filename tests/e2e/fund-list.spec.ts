// The skeleton table on /index: rows from the demo API, drawn from the manifest's table section.
import type { TableSection } from '../../src/manifest/screens.gen';
import { expect, LANGUAGES, manifest, test } from './fixtures';

const table = manifest.screens[0]!.sections!.find((section): section is TableSection => section.kind === 'table')!;

async function apiPage(request: import('@playwright/test').APIRequestContext, language: string, pageNum: number) {
  const response = await request.post('/api/v1/fundProduct/list', { data: { type: 'ALL', pageNum, pageSize: 20 }, headers: { 'Accept-Language': language } });
  return (await response.json()).data as { total: number; list: Array<Record<string, string>> };
}

test('the fund table shows the rows the demo API returns, with the manifest columns', async ({ page, request, problems }) => {
  const expected = await apiPage(request, 'en-US', 1);
  await page.goto('/en/index');
  const grid = page.getByRole('table', { name: table.caption!['en-US'] });
  const headers = grid.getByRole('columnheader');
  // The comparison's checkboxes come first (the table's `compare`), then the fields.
  await expect(headers).toHaveText(['Compare', ...table.fields.map((field) => field.label['en-US'])]);
  const rows = grid.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(expected.list[0]!.fundName!);
  await expect(rows.nth(19).getByRole('cell').nth(2)).toHaveText(expected.list[19]!.fundCode!);
  await expect(page.getByText(`Total ${expected.total} items`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the change column carries its sign in text and its colour', async ({ page }) => {
  await page.goto('/en/index');
  const changes = page.locator('tbody tr td:nth-child(7)');
  await expect(changes.first()).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  const rising = page.locator('td.tone-up').first();
  await expect(rising).toHaveText(/^\+/);
  const falling = page.locator('td.tone-down').first();
  await expect(falling).toHaveText(/^-/);
  expect(await rising.evaluate((el) => getComputedStyle(el).color)).not.toBe(await falling.evaluate((el) => getComputedStyle(el).color));
});

test('the next page shows the API page 2 rows', async ({ page, request }) => {
  const second = await apiPage(request, 'zh-TW', 2);
  await page.goto('/index');
  await page.getByRole('button', { name: '第 2 頁' }).click();
  await expect(page.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(second.list[0]!.fundName!);
});

test('a fund name leads to its detail screen in the same language', async ({ page }) => {
  await page.goto('/gb/index');
  // Only loaded rows have links (skeleton rows have none).
  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('link') })
    .first();
  const link = row.getByRole('link');
  await expect(link).toBeVisible();
  const code = await row.getByRole('cell').nth(2).textContent();
  const name = await row.getByRole('cell').nth(1).textContent();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/gb/details\\?code=${code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(page.locator('.screen-kicker')).toHaveText(`${manifest.screens[1]!.title['zh-CN']}${code}`);
});

test('switching language keeps the screen and refetches the rows in the new language', async ({ page, request }) => {
  const expected = await apiPage(request, 'zh-CN', 1);
  await page.goto('/en/index?x=1');
  await page.getByRole('link', { name: '简体' }).click();
  await expect(page).toHaveURL(/\/gb\/index\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(expected.list[0]!.fundName!);
  await expect(page.getByRole('link', { name: '关于我们' })).toBeVisible();
});

test('a code ≠ 0 answer shows the server message as a toast and the section offers a refresh', async ({ page, context, baseURL }) => {
  // The demo backend's fault switch (server/api/faults.mjs) makes the real call fail.
  await context.addCookies([{ name: 'demo-fault', value: encodeURIComponent('code@/v1/fundProduct/list'), url: baseURL! }]);
  await page.goto('/en/index');
  await expect(page.getByRole('alert').filter({ hasText: 'Simulated failure' })).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'fail to load' });
  await expect(failed).toBeVisible();
  await context.clearCookies();
  await failed.getByRole('button', { name: 'Refresh immediately' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(20);
  await expect(page.locator('tbody tr').first().getByRole('link')).toBeVisible();
});

test('from the narrowest desktop width the ten columns fit without scrolling sideways, in every language', async ({ page }) => {
  for (const width of [976, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { prefix } of LANGUAGES) {
      await page.goto(`${prefix}/index`);
      const table = page.getByRole('table');
      await expect(table.locator('tbody tr a').first()).toBeVisible();
      const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
      expect(overflow, `${prefix || '/'} at ${width} px`).toBe(0);
    }
  }
});
