// Addresses nobody should type: unknown routes, unknown fund codes, malformed and absurdly long
// query values. Each gets a page that helps (or the page it names, with the bad value ignored), no
// script error, and no storm of calls: each call at most once plus its retries.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The API calls a page makes, by call and body. */
function watchCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname} ${request.postData() ?? ''}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return calls;
}

async function settle(page: Page, calls: Map<string, number>): Promise<void> {
  await page.waitForLoadState('networkidle');
  // An observation window for what must not happen (a call repeated, a retry 1 s after a failure):
  // absence has no state to wait on. A slow machine can only make it see less, never fail wrongly.
  await page.waitForTimeout(1500);
  const total = [...calls.values()].reduce((sum, count) => sum + count, 0);
  expect(total, [...calls.keys()].join('\n')).toBeLessThanOrEqual(20);
  for (const [call, count] of calls) expect(count, call).toBeLessThanOrEqual(1);
}

const LONG = 'A'.repeat(6000);

const UNKNOWN_ROUTES = ['/en/no/such/deep/path', '/en/details/extra', '/en/%E0%A4%A', '/en/index.php', '/en/<script>alert(1)</script>'];
for (const path of UNKNOWN_ROUTES) {
  test(`unknown route ${path.slice(0, 40)}: the not-found page`, async ({ page, problems }) => {
    const calls = watchCalls(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Back to the fund list' })).toBeVisible();
    await settle(page, calls);
    expect(problems.filter((problem) => !problem.startsWith('HTTP 404:') && !problem.includes('status of 404'))).toEqual([]);
  });
}

const UNKNOWN_FUNDS = ['NOPE', '%E0%A4%A', encodeURIComponent('<img src=x onerror=alert(1)>'), `${LONG}`, '2800%00', '../../etc/passwd'];
for (const code of UNKNOWN_FUNDS) {
  test(`unknown fund ?code=${code.slice(0, 30)}: 'Fund not found' and the way back`, async ({ page, problems }) => {
    const calls = watchCalls(page);
    page.on('dialog', () => problems.push('a dialog opened'));
    await page.goto(`/en/details?code=${code}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Fund not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the fund list' })).toBeVisible();
    await expect(page.locator('section[data-section]')).toHaveCount(0);
    await settle(page, calls);
    // The page says why; no toast says it again (counted at once: a toast closes by itself after 3 s).
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    expect(problems).toEqual([]);
  });
}

const MALFORMED_LISTS = [
  '?page=-3&pageSize=abc&sort=%%&order=sideways',
  '?page=1e400&pageSize=-20',
  '?type=<script>&issuer=,,,&assetClass=%00',
  '?expenseRatioMin=NaN&expenseRatioMax=-1e400&assetSizeMMin=9&assetSizeMMax=1',
  `?keyword=${LONG}`,
  `?${Array.from({ length: 400 }, (_, index) => `p${index}=${index}`).join('&')}`,
];
for (const query of MALFORMED_LISTS) {
  test(`fund list with ${query.slice(0, 50)}: the list or No Data, never a crash`, async ({ page, problems }) => {
    const calls = watchCalls(page);
    await page.goto(`/en/index${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funds');
    const list = page.locator('section[data-section="fundList"]');
    // Codes the filters do not know: a tentative call, the dictionaries, then the cleaned address's call, one after another.
    await expect(list.getByRole('link').first().or(list.getByText('No Data')).or(list.getByText('fail to load'))).toBeVisible({ timeout: 30_000 });
    await expect(list.getByText('fail to load')).toHaveCount(0);
    await settle(page, calls);
    expect(problems).toEqual([]);
  });
}

test('a detail screen with a tab and dates that do not exist: the first tab and the default range', async ({ page, problems }) => {
  await page.goto('/en/details?code=2800&tab=nope');
  await expect(page.getByRole('tab', { name: 'Fund information', selected: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/en/per-details?code=2800&startDate=2026-99-99&endDate=abc');
  await expect(page.locator('section[data-section="navHistory"]').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('fail to load')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an absurdly long address (40 KB): a page that says what happened, no blank screen', async ({ page }) => {
  const response = await page.goto(`/en/index?q=${'x'.repeat(40_000)}`);
  expect(response!.status()).toBe(414);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The address is too long');
  await page.getByRole('link', { name: 'Back to the fund list' }).click();
  await expect(page).toHaveURL(/\/index$/);
});
