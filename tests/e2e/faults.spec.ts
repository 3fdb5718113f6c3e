// What a visitor sees when the backend misbehaves, driven by the demo backend's fault switches
// (DEMO_FAULTS=on): the exact words of the error catalogue, where it happened, and no more calls
// than the retry rules allow.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, withoutBuiltPage } from './fixtures';

const LIST = '/v1/fundProduct/list';

async function fault(context: BrowserContext, baseURL: string | undefined, spec: string): Promise<void> {
  await context.addCookies([{ name: 'demo-fault', value: encodeURIComponent(spec), url: baseURL! }]);
}

/**
 * The page's calls to one API call, in order: `request` when one leaves, the HTTP status when its
 * answer comes, `failed` when it gets none (aborted, refused).
 */
function recordCalls(page: Page, call: string): { count: number; events: string[] } {
  const seen = { count: 0, events: [] as string[] };
  const ours = (url: string) => url.endsWith(`/api${call}`);
  page.on('request', (request) => {
    if (!ours(request.url())) return;
    seen.count += 1;
    seen.events.push('request');
  });
  page.on('response', (response) => {
    if (ours(response.url())) seen.events.push(String(response.status()));
  });
  page.on('requestfailed', (request) => {
    if (ours(request.url())) seen.events.push('failed');
  });
  return seen;
}

const fundList = (page: Page) => page.locator('section[data-section="fundList"]');

test('code ≠ 0: the server’s message in a toast 8 px from the top for 3 s, the section fails without a retry', async ({ page, context, baseURL, problems }) => {
  await fault(context, baseURL, `code@${LIST}`);
  const calls = recordCalls(page, LIST);
  await page.goto('/en/index');
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Simulated failure' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.y).toBe(8);
  // Centred at the top.
  const width = page.viewportSize()!.width;
  expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThanOrEqual(1);
  await expect(fundList(page).getByRole('alert')).toContainText('fail to load');
  await expect(fundList(page).getByRole('button', { name: 'Refresh immediately' })).toBeVisible();
  // It goes by itself, the visitor doing nothing (the pointer is not over it: hovering would hold it).
  // How long it stays (3 s) is checked on a controlled clock in src/app/toasts.test.tsx.
  await expect(toast).toBeHidden();
  expect(calls.count).toBe(1);
  expect(calls.events).toEqual(['request', '200']);
  // The next try gets through.
  await context.clearCookies();
  await fundList(page).getByRole('button', { name: 'Refresh immediately' }).click();
  await expect(fundList(page).locator('tbody tr').first().getByRole('link')).toBeVisible();
  expect(problems).toEqual([]);
});

test('code ≠ 0 in Traditional Chinese: the server’s own words', async ({ page, context, baseURL }) => {
  await fault(context, baseURL, `code@${LIST}`);
  await page.goto('/index');
  await expect(page.locator('.mantine-Notification-root')).toContainText('模擬故障');
  await expect(fundList(page).getByRole('alert')).toContainText('載入失敗');
  await expect(fundList(page).getByRole('button', { name: '立即刷新' })).toBeVisible();
});

// When the retries come (1, 2 and 4 s apart) is checked on a controlled clock in
// src/api/retry-schedule.test.ts and measured, never judged, by the benchmark (bench/, retryHttp500).
test('HTTP 500: three retries, each after the previous answer, then the section says so and the page works', async ({ page, context, baseURL, problems }) => {
  test.setTimeout(90_000);
  await fault(context, baseURL, `http500@${LIST}`);
  const calls = recordCalls(page, LIST);
  await page.goto('/en/index');
  // The section shows an error only once its query has given up: after the last retry, 7 s of
  // back-off and four answers after the page has loaded (minutes' share of it on a loaded machine).
  await expect(fundList(page).getByRole('alert')).toContainText('Server error (500). Please try again later.', { timeout: 45_000 });
  expect(calls.count).toBe(4);
  expect(calls.events).toEqual(['request', '500', 'request', '500', 'request', '500', 'request', '500']);
  // No toast for an HTTP error: the section's own message says it; the filters above still work.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeEnabled();
  expect(problems.filter((problem) => !problem.startsWith('HTTP 500:') && !problem.includes('500 (Internal Server Error)'))).toEqual([]);
});

test('a malformed answer: said in the visitor’s language, not retried', async ({ page, context, baseURL, problems }) => {
  await fault(context, baseURL, `malformed@${LIST}`);
  const calls = recordCalls(page, LIST);
  await page.goto('/en/index');
  // The section shows an error only once its query has given up (a retried call would show it only
  // after its last retry), and nothing in it is loading any more: the call's final state.
  await expect(fundList(page).getByRole('alert')).toContainText("The server's answer was not in the expected form.");
  await expect(fundList(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls.count).toBe(1);
  expect(calls.events).toEqual(['request', '200']);
  expect(problems).toEqual([]);
});

// When (10 s, then 1 s later) is checked on a controlled clock in src/api/retry-schedule.test.ts.
test('no answer in time: the call is aborted, tried again, and the data arrives', async ({ page, context, baseURL, problems }) => {
  test.setTimeout(90_000);
  await fault(context, baseURL, `timeout@${LIST}`);
  // Logged in the page, where the client runs: the order in which each list call starts and ends, and how it ends.
  await page.addInitScript((call) => {
    const log: Array<{ start: number; end?: number; outcome?: string }> = [];
    (window as unknown as { __calls: typeof log }).__calls = log;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (!String(input).endsWith(call)) return original(input, init);
      const entry: (typeof log)[number] = { start: performance.now() };
      log.push(entry);
      return original(input, init).then(
        (response) => ((entry.end = performance.now()), (entry.outcome = 'answer'), response),
        (error: unknown) => {
          entry.end = performance.now();
          entry.outcome = error instanceof Error ? error.name : 'error';
          throw error;
        },
      );
    };
  }, LIST);
  page.on('requestfailed', (request) => {
    if (request.url().endsWith(`/api${LIST}`)) void context.clearCookies();
  });
  await page.goto('/en/index');
  await expect(fundList(page).locator('tbody tr').first().getByRole('link')).toBeVisible({ timeout: 20_000 });
  const calls = await page.evaluate(() => (window as unknown as { __calls: Array<{ start: number; end: number; outcome: string }> }).__calls);
  expect(calls.map((call) => call.outcome)).toEqual(['TimeoutError', 'answer']);
  // The second call is the retry of the first: it starts once the first has been aborted.
  const [first, second] = calls as [(typeof calls)[0], (typeof calls)[0]];
  expect(second.start).toBeGreaterThanOrEqual(first.end);
  // The call the client gave up at its time limit is not a failure of the page.
  expect(problems).toEqual([]);
});

test('a slow answer within the time limit just arrives', async ({ page, context, baseURL, problems }) => {
  await fault(context, baseURL, `delay-3000@${LIST}`);
  await page.goto('/en/index');
  await expect(fundList(page).locator('tbody tr').first().getByRole('link')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a fund answer that is not JSON: the fund screen says why, in the visitor’s language', async ({ page, context, baseURL, problems }) => {
  // A fund the build made no page for: the fund's call is all the page has of it.
  await withoutBuiltPage(page);
  await fault(context, baseURL, 'malformed@/v1/fundProduct/detail/baseInfo');
  await page.goto('/en/details?code=2800');
  const alert = page.getByRole('alert').filter({ hasText: 'This fund could not be loaded' });
  await expect(alert).toContainText("The server's answer was not in the expected form.");
  await expect(alert.getByRole('link', { name: 'Back to the fund list' })).toBeVisible();
  expect(problems).toEqual([]);
});

// The fund's record in shapes nobody checked: the screen still draws, each section shows what it can.
const ODD_FUNDS: unknown[] = [
  [],
  'fund',
  42,
  null,
  { fundName: { en: 'x' }, fundCode: ['2800'], launchDate: 'not a date', fundType: 7, objectiveHtml: ['<p>x</p>'] },
  { fundName: '', fundCode: '__inf__', launchDate: -1 },
];
for (const [index, data] of ODD_FUNDS.entries()) {
  test(`a fund record of the wrong shape (${index + 1}): the page keeps working`, async ({ page, problems }) => {
    const body = JSON.stringify({ code: 0, message: 'ok', data }).replace('"__inf__"', '1e400');
    await page.route('**/api/v1/fundProduct/detail/baseInfo', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
    await page.goto('/en/details?code=2800');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Fund information' })).toBeVisible();
    // The sections fed by other calls are unharmed.
    await expect(page.locator('section[data-section="nav"]')).toContainText('HKD');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.locator('section[data-section="documents"]').getByRole('button').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}
