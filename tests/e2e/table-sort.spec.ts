// Sorting never leaves a table as it was: a click on the sorted column (the manifest's default, a
// click's or the address's) reverses it, on wide screens and with the phones' sort control. And the
// pagers are navigation landmarks named in the visitor's language.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// The holdings screen draws 3,454 lines; give a busy machine time.
const expect = baseExpect.configure({ timeout: 15_000 });

type Holding = { name: string; weightPct: number | null };

/** The holdings of a fund in the call's order (by weight, largest first), and by weight ascending as the table sorts them. */
async function holdings(request: APIRequestContext, code: string) {
  const response = await request.post('/api/v1/fundProduct/detail/portfolioHolding', { data: { productCode: code }, headers: { 'Accept-Language': 'en-US' } });
  const { list } = (await response.json()).data as { total: number; list: Holding[] };
  // Stable, missing weights last, as the table sorts.
  const ascending = list
    .map((holding, index) => ({ holding, index }))
    .sort(
      (a, b) =>
        (a.holding.weightPct === null ? 1 : 0) - (b.holding.weightPct === null ? 1 : 0) ||
        (a.holding.weightPct ?? 0) - (b.holding.weightPct ?? 0) ||
        a.index - b.index,
    )
    .map(({ holding }) => holding);
  return { list, ascending };
}

async function funds(request: APIRequestContext, body: object) {
  const response = await request.post('/api/v1/fundProduct/list', { data: { pageSize: 20, ...body }, headers: { 'Accept-Language': 'en-US' } });
  return (await response.json()).data as { total: number; list: Array<{ fundName: string }> };
}

const holdingsSection = (page: Page) => page.locator('section[data-section="holdings"]');

test('a click on Weighting, the default order, reverses it at once', async ({ page, request, problems }) => {
  const { list, ascending } = await holdings(request, '3194');
  expect(ascending[0]!.name).not.toBe(list[0]!.name);
  await page.goto('/en/investment-portfolio-details?code=3194');
  const section = holdingsSection(page);
  await expect(section.getByText(`Total ${list.length} items`)).toBeVisible();
  const weighting = section.getByRole('columnheader', { name: 'Weighting' });
  const firstName = section.getByRole('row').nth(1).getByRole('cell').first();
  await expect(weighting).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(list[0]!.name);

  await weighting.getByRole('button').click();
  await expect(weighting).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstName).toHaveText(ascending[0]!.name);

  await weighting.getByRole('button').click();
  await expect(weighting).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(list[0]!.name);
  expect(problems).toEqual([]);
});

test('on a phone the order toggle reverses the default order, and there is no "Default order" that looks the same', async ({ page, request, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { list, ascending } = await holdings(request, '3194');
  await page.goto('/en/investment-portfolio-details?code=3194');
  const section = holdingsSection(page);
  await expect(section.getByText(`Total ${list.length} items`)).toBeVisible();
  const sortBy = section.getByLabel('Sort by');
  await expect(sortBy).toHaveValue('weightPct');
  await expect(sortBy.getByRole('option', { name: 'Default order' })).toHaveCount(0);
  const firstTitle = section.locator('li.table-card[data-index="0"] .table-card-title');
  await expect(firstTitle).toHaveText(list[0]!.name);

  await section.getByRole('button', { name: 'Order: Descending' }).click();
  await expect(section.getByRole('button', { name: 'Order: Ascending' })).toBeVisible();
  await expect(firstTitle).toHaveText(ascending[0]!.name);

  await section.getByRole('button', { name: 'Order: Ascending' }).click();
  await expect(section.getByRole('button', { name: 'Order: Descending' })).toBeVisible();
  await expect(firstTitle).toHaveText(list[0]!.name);
  expect(problems).toEqual([]);
});

test('a sort restored from the address reverses on a click on its column', async ({ page, request, problems }) => {
  const descending = await funds(request, { sortField: 'nav', sortOrder: 'desc' });
  const ascending = await funds(request, { sortField: 'nav', sortOrder: 'asc' });
  expect(ascending.list[0]!.fundName).not.toBe(descending.list[0]!.fundName);
  await page.goto('/en/index?sort=nav:desc');
  const nav = page.getByRole('columnheader', { name: 'NAV' });
  // (The first cell is the comparison's checkbox.)
  const firstName = page.locator('tbody tr').first().getByRole('cell').nth(1);
  await expect(nav).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(descending.list[0]!.fundName);

  await nav.getByRole('button').click();
  await expect(page).toHaveURL(/sort=nav:asc/);
  await expect(nav).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstName).toHaveText(ascending.list[0]!.fundName);

  await nav.getByRole('button').click();
  await expect(page).toHaveURL(/sort=nav:desc/);
  await expect(nav).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(descending.list[0]!.fundName);
  expect(problems).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the fund list's pager is a navigation landmark named in the visitor's language (${width} px)`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/en/index');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toHaveCount(1);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeVisible();

    await page.goto('/index');
    const traditional = page.getByRole('navigation', { name: '分頁' });
    await expect(traditional).toHaveCount(1);
    await expect(traditional.getByRole('button', { name: '第 2 頁' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
