// The shared problems check (fixtures.ts) is itself under test: a chunk that cannot load is a
// problem; a chunk cut off because the page navigated away is not; a call the page gives up itself
// is not. Without this a check that lets everything through would pass every other test.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** The on-demand chunks a fund page fetches: every script its HTML does not name. */
async function onDemandChunks(page: Page, handle: (route: Route) => unknown): Promise<void> {
  const html = await (await page.request.get('/en/details?code=2800')).text();
  const named = new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]));
  await page.route('**/assets/*.js', (route) => (named.has(new URL(route.request().url()).pathname) ? route.continue() : handle(route)));
}

test('a chunk that cannot load (HTTP 404) is a problem', async ({ page, problems }) => {
  await onDemandChunks(page, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/en/details?code=2800');
  await expect.poll(() => problems.some((problem) => /^HTTP 404: .*\/assets\/.*\.js$/.test(problem))).toBe(true);
});

test('a chunk cut off while the page stays is a problem', async ({ page, problems }) => {
  await onDemandChunks(page, (route) => route.abort('aborted'));
  await page.goto('/en/details?code=2800');
  await expect.poll(() => problems.some((problem) => /^failed: .*\/assets\/.*\.js net::ERR_ABORTED$/.test(problem))).toBe(true);
});

test('a chunk still loading when the visitor leaves the page is not a problem', async ({ page, problems }) => {
  const held: string[] = [];
  // Held back until the page is left, as an idle prefetch on a slow machine would be.
  await onDemandChunks(page, (route) => void held.push(route.request().url()));
  await page.goto('/en/details?code=2800');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/en/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funds');
  await expect(page.locator('section[data-section="fundList"] tbody tr').first().getByRole('link')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a call the page gives up itself (no answer within its time limit) is not a problem', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/v1/fundProduct/list')) aborted.push(request.failure()?.errorText ?? '');
  });
  // The first list call gets no answer, so the client aborts it after 10 s; its retry is answered.
  // (Counted where each call arrives: however late the test hears of the abort, the retry is answered.)
  let calls = 0;
  await page.route('**/api/v1/fundProduct/list', (route) => {
    calls += 1;
    return calls === 1 ? undefined : route.continue();
  });
  await page.goto('/en/index');
  // The client's 10 s limit and a 1 s back-off come on top of the page's own load.
  await expect(page.locator('section[data-section="fundList"] tbody tr').first().getByRole('link')).toBeVisible({ timeout: 45_000 });
  expect(aborted).toEqual(['net::ERR_ABORTED']);
  expect(calls).toBe(2);
  expect(problems).toEqual([]);
});
