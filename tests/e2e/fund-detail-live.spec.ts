// The header's live figures: the intra-day price and iNAV are called again every 15 seconds while the
// Hong Kong exchange trades, and not outside its hours. The browser's clock and the demo backend's clock
// (the `demo-clock` cookie) are set to the same moments.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const MARKET_INFO = '/v1/fundProduct/detail/marketInfo';

/** Sets both clocks to `iso` (the browser's runs on from there only as the test advances it). */
async function setClocks(page: Page, context: BrowserContext, baseURL: string, iso: string) {
  await context.addCookies([{ name: 'demo-clock', value: iso, url: baseURL }]);
  await page.clock.setSystemTime(new Date(iso));
}

/** Opens 2800's page with both clocks set to `iso`; the quote calls it makes are counted. */
async function openAt(page: Page, context: BrowserContext, baseURL: string, iso: string) {
  await context.addCookies([{ name: 'demo-clock', value: iso, url: baseURL }]);
  await page.clock.install({ time: new Date(iso) });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(MARKET_INFO)) calls.push(request.url());
  });
  await page.goto('/en/details?code=2800');
  return calls;
}

/**
 * Resolves once every request the page started before this call has been seen by the test: a request
 * made now is seen after them.
 */
async function requestsSoFar(page: Page) {
  const marker = `/favicon.svg?requests-so-far=${Date.now()}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => fetch(url, { cache: 'no-store' }), marker)]);
}

test('during trading hours the quote and iNAV refresh every 15 seconds', async ({ page, context, baseURL }) => {
  const calls = await openAt(page, context, baseURL!, '2026-11-23T02:00:00.000Z'); // Monday 10:00 in Hong Kong
  const inav = page.locator('[data-section="quote"] .metric').filter({ hasText: 'Estimated NAV' });
  await expect(inav).toContainText('23 Nov 2026, 10:00:00');
  await expect(page.locator('[data-section="quote"]')).toContainText('Market: open · iNAV updated every 15 s');
  const first = calls.length;

  await setClocks(page, context, baseURL!, '2026-11-23T02:00:15.000Z');
  await page.clock.runFor(15_000);
  await expect.poll(() => calls.length).toBe(first + 1);
  await expect(inav).toContainText('10:00:15');

  await setClocks(page, context, baseURL!, '2026-11-23T02:00:30.000Z');
  await page.clock.runFor(15_000);
  await expect.poll(() => calls.length).toBe(first + 2);
  await expect(inav).toContainText('10:00:30');
});

test('outside trading hours the figures stand still and nothing is called again', async ({ page, context, baseURL }) => {
  const calls = await openAt(page, context, baseURL!, '2026-11-23T09:00:00.000Z'); // Monday 17:00 in Hong Kong
  const price = page.locator('[data-section="quote"] .metric').filter({ hasText: 'Last price' });
  await expect(price).toContainText('23 Nov 2026, 16:00');
  await expect(page.locator('[data-section="quote"]')).toContainText('Market: closed ·');
  const first = calls.length;
  await page.clock.runFor(5 * 60_000);
  await requestsSoFar(page);
  expect(calls.length).toBe(first);
});

test('a fund with several counters switches between them, kept in the address', async ({ page, context, request, baseURL }) => {
  // Both clocks at one moment after the close: the prices the test reads are the ones the page shows
  // (during trading hours the demo's prices move from one call to the next).
  const closed = '2026-11-23T09:00:00.000Z';
  const answer = await request.post(`/api${MARKET_INFO}`, {
    data: { productCode: '2800' },
    headers: { 'Accept-Language': 'en-US', Cookie: `demo-clock=${closed}` },
  });
  const counters = (await answer.json()).data.counters as Array<{ tradingCurrency: string; stockCode: string; lastPrice: number }>;
  expect(counters.map((counter) => counter.tradingCurrency)).toEqual(['HKD', 'CNY', 'USD']);
  await openAt(page, context, baseURL!, closed);
  const switcher = page.getByRole('group', { name: 'Trading counter' });
  await expect(switcher.getByRole('radio')).toHaveCount(3);
  await switcher.getByText(`CNY ${counters[1]!.stockCode}`).click();
  await expect(page).toHaveURL(/counter=CNY/);
  const price = page.locator('[data-section="quote"] .metric').filter({ hasText: 'Last price' });
  await expect(price).toContainText(`CNY ${counters[1]!.lastPrice.toFixed(3)}`);
  await page.reload();
  await expect(switcher.getByRole('radio', { name: `CNY ${counters[1]!.stockCode}` })).toBeChecked();
});
