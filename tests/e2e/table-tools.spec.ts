// Tables' tools on the fund's sub-detail screens, against the demo API: the NAV history's date range
// (default, a reversed range said and never sent, a changed range in the rows, the address and after a
// reload), the CSV downloads (the server's file name and bytes), and the holdings' search.
import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// The holdings screen draws 3,454 lines; give a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 });

// The browser and the tests run on one machine: the same today.
const today = () => dayjs().format('YYYY-MM-DD');
const NAV_HISTORY = '/v1/fundProduct/detail/navHistory';

async function api<T>(request: APIRequestContext, call: string, body: object, language = 'en-US'): Promise<T> {
  const response = await request.post(`/api${call}`, { data: body, headers: { 'Accept-Language': language } });
  return (await response.json()).data as T;
}

/** The export as the API sends it: its UTF-8 file name (filename*) and its bytes. */
async function exported(request: APIRequestContext, call: string, body: object, language = 'en-US') {
  const response = await request.post(`/api${call}`, { data: body, headers: { 'Accept-Language': language } });
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers()['content-disposition'] ?? '')?.[1];
  return { fileName: decodeURIComponent(name ?? ''), bytes: await response.body() };
}

/** Clicks the section's download button and gives the file the browser saved. */
async function download(page: Page, section: Locator, name = /CSV/): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name }).click()]);
  return { file, bytes: await readFile((await file.path())!) };
}

/** The CSV's lines without the byte-order mark. */
const csvLines = (bytes: Buffer) => bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);

/** Every navHistory body the page sends. */
function navBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api${NAV_HISTORY}`)) bodies.push(request.postDataJSON());
  });
  return bodies;
}

type NavPage = { total: number; list: Array<{ date: string; nav: number }> };

test('the NAV history shows the last year by default, and its call asks for it', async ({ page, request, problems }) => {
  const bodies = navBodies(page);
  await page.goto('/en/per-details?code=2800');
  const section = page.locator('section[data-section="navHistory"]');
  const start = dayjs().subtract(1, 'year').format('YYYY-MM-DD');
  await expect(section.getByLabel('Start date')).toHaveValue(start);
  await expect(section.getByLabel('End date')).toHaveValue(today());
  const expected = await api<NavPage>(request, NAV_HISTORY, { productCode: '2800', startDate: start, endDate: today(), pageNum: 1, pageSize: 20 });
  await expect(section.getByText(`Total ${expected.total} items`)).toBeVisible();
  expect(bodies[0]).toMatchObject({ productCode: '2800', startDate: start, endDate: today() });
  expect(problems).toEqual([]);
});

for (const { prefix, startLabel, message } of [
  { prefix: '/en', startLabel: 'Start date', message: 'Start time is greater than end time' },
  { prefix: '', startLabel: '開始日期', message: '開始時間大於結束時間' },
]) {
  test(`a start after the end is said inline (${prefix || 'zh-TW'}) and never sent`, async ({ page, problems }) => {
    const bodies = navBodies(page);
    await page.goto(`${prefix}/per-details?code=2800`);
    const section = page.locator('section[data-section="navHistory"]');
    await expect(section.locator('tbody tr').first()).toBeVisible();
    const address = page.url();
    const after = dayjs().add(1, 'month').format('YYYY-MM-DD');
    await section.getByLabel(startLabel).fill(after);
    await expect(section.getByRole('alert')).toHaveText(message);
    await expect(section.getByLabel(startLabel)).toHaveAttribute('aria-invalid', 'true');
    // The rows stay; the address and the calls keep the last good range. The message is drawn by the
    // same change that would have written the address (a call follows only the address), so both are final.
    await expect(section.locator('tbody tr').first()).toBeVisible();
    expect(page.url()).toBe(address);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.startDate === after)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a reversed or malformed range in a shared address is dropped, never sent', async ({ page, problems }) => {
  const bodies = navBodies(page);
  await page.goto('/en/per-details?code=2800&startDate=2026-05-01&endDate=2026-01-01');
  await expect(page).toHaveURL(/\/en\/per-details\?code=2800$/);
  await expect(page.locator('section[data-section="navHistory"] tbody tr').first()).toBeVisible();
  await page.goto('/en/per-details?code=2800&startDate=2026-02-30');
  await expect(page).toHaveURL(/\/en\/per-details\?code=2800$/);
  await expect(page.locator('section[data-section="navHistory"] tbody tr').first()).toBeVisible();
  for (const body of bodies) {
    expect(body.startDate).toBe(dayjs().subtract(1, 'year').format('YYYY-MM-DD'));
    expect(body.endDate).toBe(today());
  }
  expect(problems).toEqual([]);
});

test('a new range changes the rows and the address, and a reload keeps it', async ({ page, request, problems }) => {
  await page.goto('/en/per-details?code=2800');
  const section = page.locator('section[data-section="navHistory"]');
  await expect(section.locator('tbody tr').first()).toBeVisible();
  await section.getByLabel('Start date').fill('2026-01-05');
  await section.getByLabel('End date').fill('2026-03-31');
  await expect(page).toHaveURL(/\/en\/per-details\?code=2800&startDate=2026-01-05&endDate=2026-03-31$/);
  const expected = await api<NavPage>(request, NAV_HISTORY, { productCode: '2800', startDate: '2026-01-05', endDate: '2026-03-31', pageNum: 1, pageSize: 20 });
  const firstDate = section.locator('tbody tr').first().locator('td').first();
  await expect(section.getByText(`Total ${expected.total} items`)).toBeVisible();
  await expect(firstDate).toHaveText(dayjs(expected.list[0]!.date).format('D MMM YYYY'));
  await page.reload();
  await expect(section.getByLabel('Start date')).toHaveValue('2026-01-05');
  await expect(section.getByLabel('End date')).toHaveValue('2026-03-31');
  await expect(section.getByText(`Total ${expected.total} items`)).toBeVisible();
  await expect(firstDate).toHaveText(dayjs(expected.list[0]!.date).format('D MMM YYYY'));
  expect(problems).toEqual([]);
});

test('the NAV history downloads as the CSV of its range: the server’s file name, a BOM, a header and the API’s rows', async ({ page, request, problems }) => {
  await page.goto('/en/per-details?code=2800&startDate=2026-01-05&endDate=2026-03-31');
  const section = page.locator('section[data-section="navHistory"]');
  await expect(section.locator('tbody tr').first()).toBeVisible();
  const body = { productCode: '2800', startDate: '2026-01-05', endDate: '2026-03-31' };
  const expected = await exported(request, `${NAV_HISTORY}/export`, body);
  const { file, bytes } = await download(page, section, /^Download CSV$/);
  expect(file.suggestedFilename()).toBe(expected.fileName);
  expect(file.suggestedFilename()).toMatch(/^2800 .* NAV history 2026-01-05–2026-03-31\.csv$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csvLines(bytes);
  expect(lines[0]).toMatch(/^Date,NAV per unit \(HKD\),Change \(%\)/);
  const rows = await api<NavPage>(request, NAV_HISTORY, { ...body, pageNum: 1, pageSize: 5000 });
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(rows.list.map((row) => `${row.date},${row.nav}`));
  expect(bytes.equals(expected.bytes)).toBe(true);
  expect(problems).toEqual([]);
});

test('a failed export is told: the server’s message of an error envelope, else why, in the visitor’s language', async ({ page, context, baseURL }) => {
  await page.goto('/dividend-details?code=2800');
  const section = page.locator('section[data-section="dividendsAll"]');
  const button = section.getByRole('button', { name: '下載 CSV' });
  await expect(section.locator('tbody tr').first()).toBeVisible();
  // The demo backend's fault switch (server/api/faults.mjs) makes the export fail.
  await context.addCookies([{ name: 'demo-fault', value: encodeURIComponent('code@/v1/fundProduct/detail/dividendRecord/export'), url: baseURL! }]);
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: '模擬故障' })).toBeVisible();
  await expect(button).toBeEnabled();
  await context.clearCookies();
  // No answer at all: the section says why, in the visitor's language.
  await page.route('**/api/v1/fundProduct/detail/dividendRecord/export', (route) => route.abort());
  await button.click();
  const toast = page.getByRole('alert').filter({ hasText: '下載失敗' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('無法連接網絡');
  await expect(button).toBeEnabled();
});

test('the distributions download in the visitor’s language, as the API sends them', async ({ page, request, problems }) => {
  await page.goto('/dividend-details?code=2800');
  const section = page.locator('section[data-section="dividendsAll"]');
  await expect(section.locator('tbody tr').first()).toBeVisible();
  const expected = await exported(request, '/v1/fundProduct/detail/dividendRecord/export', { productCode: '2800' }, 'zh-TW');
  const { file, bytes } = await download(page, section, /下載 CSV/);
  expect(file.suggestedFilename()).toBe(expected.fileName);
  expect(file.suggestedFilename()).toMatch(/派息紀錄\.csv$/);
  expect(bytes.equals(expected.bytes)).toBe(true);
  const lines = csvLines(bytes);
  expect(lines[0]).toMatch(/^除息日,記錄日,派息日/);
  const records = await api<{ total: number; list: Array<{ exDate: string }> }>(
    request,
    '/v1/fundProduct/detail/dividendRecord',
    { productCode: '2800' },
    'zh-TW',
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(records.list.map((record) => record.exDate));
  expect(problems).toEqual([]);
});

test('the holdings search narrows 3,454 lines as typed; nothing found offers to clear it', async ({ page, request, problems }, testInfo) => {
  await page.goto('/en/investment-portfolio-details?code=3194');
  const section = page.locator('section[data-section="holdings"]');
  const all = await api<{ total: number; list: Array<{ name: string; ticker: string | null }> }>(request, '/v1/fundProduct/detail/portfolioHolding', {
    productCode: '3194',
  });
  await expect(section.getByText(`Total ${all.total} items`)).toBeVisible();
  // Its label is the manifest's ('Search' unless it says otherwise).
  const box = section.getByRole('searchbox');
  await box.fill('apple');
  const matches = all.list.filter((holding) => `${holding.name}\n${holding.ticker ?? ''}`.toLowerCase().includes('apple'));
  expect(matches.length).toBeGreaterThan(0);
  await expect(section.getByText(`Total ${matches.length} items`)).toBeVisible();
  await expect(section.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(matches[0]!.name);
  await section.screenshot({ path: testInfo.outputPath('holdings-search.png') });
  // An ISIN finds its bond.
  const bond = all.list.find((holding) => holding.ticker && /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(holding.ticker));
  if (bond) {
    await box.fill(bond.ticker!.toLowerCase());
    await expect(section.getByText('Total 1 items')).toBeVisible();
  }
  await box.fill('no such holding anywhere');
  await expect(section.getByText('No Data')).toBeVisible();
  await section.getByRole('button', { name: 'Clear the search' }).click();
  await expect(box).toHaveValue('');
  await expect(section.getByText(`Total ${all.total} items`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the holdings sort by sector over all 3,454 lines, each new order from the top', async ({ page, request, problems }) => {
  await page.goto('/en/investment-portfolio-details?code=3194');
  const section = page.locator('section[data-section="holdings"]');
  type Holding = { name: string; sectorName: string };
  const all = await api<{ total: number; list: Holding[] }>(request, '/v1/fundProduct/detail/portfolioHolding', { productCode: '3194' });
  await expect(section.getByText(`Total ${all.total} items`)).toBeVisible();
  const scroller = section.locator('.table-virtual:not(.table-virtual-skeleton)');
  const firstName = section.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstName).toHaveText(all.list[0]!.name);
  const sector = section.getByRole('columnheader', { name: 'Sector' });
  // Stable: rows of one sector keep the call's order.
  const collator = new Intl.Collator('en-US', { numeric: true });
  const bySector = all.list
    .map((holding, index) => ({ holding, index }))
    .sort((a, b) => collator.compare(a.holding.sectorName, b.holding.sectorName) || a.index - b.index);
  const lastSector = bySector.at(-1)!.holding.sectorName;
  const firstOfLast = bySector.find(({ holding }) => holding.sectorName === lastSector)!.holding;

  await scroller.evaluate((element) => element.scrollTo({ top: 40_000 }));
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await sector.getByRole('button').click();
  await expect(sector).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(firstName).toHaveText(bySector[0]!.holding.name);
  // Again: descending, from the top although the list was already there.
  await sector.getByRole('button').click();
  await expect(sector).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(firstOfLast.name);
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);
  expect(problems).toEqual([]);
});

test('the holdings download under the server’s name', async ({ page, request, problems }) => {
  await page.goto('/en/investment-portfolio-details?code=2800');
  const section = page.locator('section[data-section="holdings"]');
  await expect(section.getByText(/^Total \d+ items$/)).toBeVisible();
  const expected = await exported(request, '/v1/fundProduct/detail/portfolioHolding/export', { productCode: '2800' });
  const { file, bytes } = await download(page, section);
  expect(file.suggestedFilename()).toBe(expected.fileName);
  expect(bytes.equals(expected.bytes)).toBe(true);
  expect(csvLines(bytes)[0]).toMatch(/^Name,Ticker,ISIN,/);
  expect(problems).toEqual([]);
});

test('on phones the tools stand one per line, full width', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/per-details?code=2800');
  const section = page.locator('section[data-section="navHistory"]');
  await expect(section.locator('.table-card').first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  const tools = (await section.locator('.table-tools').boundingBox())!;
  for (const control of [section.getByLabel('Start date'), section.getByLabel('End date'), section.getByRole('button', { name: 'Download CSV' })]) {
    const box = (await control.boundingBox())!;
    expect(Math.abs(box.width - tools.width)).toBeLessThan(2);
  }
  const start = (await section.getByLabel('Start date').boundingBox())!;
  const end = (await section.getByLabel('End date').boundingBox())!;
  expect(end.y).toBeGreaterThan(start.y + start.height);
  await section.getByLabel('Start date').fill(dayjs().add(1, 'month').format('YYYY-MM-DD'));
  await expect(section.getByRole('alert')).toBeVisible();
  await section.locator('.table-tools').screenshot({ path: testInfo.outputPath('nav-history-tools-phone.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.screenshot({ path: testInfo.outputPath('nav-history-desktop.png') });
});
