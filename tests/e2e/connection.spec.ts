// The connection as the visitor meets it: the browser going offline (a banner, calls paused and made
// again when it is back) and calls that cannot reach the server although it is online (a dialog,
// once, with 'I know').
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OFFLINE = 'The network has been disconnected, please check';
const section = (page: Page, id: string) => page.locator(`section[data-section="${id}"]`);

for (const width of [1280, 390]) {
  test(`offline at ${width} px: a banner in the visitor's language, calls wait, and are made when the network is back`, async ({ page, context, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/index');
    const list = section(page, 'fundList');
    await expect(list.getByRole('link', { name: 'Harbour Hang Seng Index ETF' })).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: OFFLINE });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(OFFLINE);
    // Over the top of the window: nothing on the page moves.
    expect((await banner.boundingBox())!.y).toBe(0);
    await page.screenshot({ path: `test-results/screens/offline-${width}.png` });
    // A page asked for offline: its call waits for the network instead of failing.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/fundProduct/list')) calls.push(request.postData() ?? '');
    });
    await list.getByRole('button', { name: 'Next page' }).first().click();
    // The click took: the page asks for page 2.
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // A call paused for the network shows nothing more and has no end state to wait for: a window
    // long enough for a call that (wrongly) went out at the click to be seen.
    await page.waitForTimeout(1500);
    expect(calls).toEqual([]);
    await expect(list.getByText('fail to load')).toHaveCount(0);
    // Offline is the banner's to say, not the unreachable dialog's.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(list.getByRole('link', { name: 'Harbour Hang Seng Index ETF' })).toHaveCount(0);
    await expect(
      list
        .getByRole('link')
        .filter({ hasText: /Fund|ETF/ })
        .first(),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!)).toMatchObject({ pageNum: 2 });
    await expect(list.getByText('fail to load')).toHaveCount(0);
    // Only what the browser could not fetch while it was offline (the favicon).
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
}

test('offline in Traditional and Simplified Chinese', async ({ page, context }) => {
  await page.goto('/index');
  await expect(page.locator('section[data-section="fundList"] tbody tr a').first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: '網絡已斷開，請檢查' })).toBeVisible();
  await context.setOffline(false);
  await page.goto('/gb/index');
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: '网络已断开，请检查' })).toBeVisible();
  await context.setOffline(false);
});

/**
 * Holds the first request for `pattern` until the browser is offline, then fails it as an offline
 * request fails; later requests go through. `asked` settles when it has been asked for.
 */
async function failOfflineOnce(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  let first = true;
  await page.route(pattern, async (route) => {
    if (!first) return route.continue();
    first = false;
    asked();
    await released;
    await route.abort('internetdisconnected');
  });
  return { requested, release };
}

/** After the network is back: the banner gone, the list drawn, no start-up error, nothing failed but what went out offline. */
async function startsOnceOnline(page: Page, context: BrowserContext, problems: string[]) {
  const banner = page.getByRole('alert').filter({ hasText: OFFLINE });
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(section(page, 'fundList').getByRole('link', { name: 'Harbour Hang Seng Index ETF' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funds');
  expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
}

test('offline while the page starts, its code in: the banner says so, and the page starts once the network is back', async ({ page, context, problems }) => {
  // The runtime config is held until the browser is offline; the app's code has arrived meanwhile.
  const config = await failOfflineOnce(page, '**/config.json');
  const code = page.waitForResponse(/\/assets\/main-[^/]+\.js$/);
  await page.goto('/en/index');
  await Promise.all([config.requested, code]);
  await context.setOffline(true);
  config.release();
  await startsOnceOnline(page, context, problems);
});

// What else the start waits for, each held until the browser is offline once the app's code has run
// (with its start-up files in): the bar says why nothing answers, and the page starts once the
// network is back.
// (The generic page, which an address with more in its query gets, carries its offline words in
// Traditional Chinese: the bar is in the address's language once the app's texts are in.)
const HELD_AT_START = [
  { part: 'its whole stylesheet', address: '/en/index' },
  { part: 'its texts', address: '/en/index' },
  { part: 'its runtime config', address: '/en/index?page=1' },
] as const;
for (const { part, address } of HELD_AT_START) {
  test(`offline while ${part} is on its way (${address}): the banner says so, and the page starts once the network is back`, async ({
    page,
    context,
    problems,
  }) => {
    const html = await (await page.request.get(address)).text();
    const files = JSON.parse(/<script type="application\/json" id="app-files">([^<]*)<\/script>/.exec(html)![1]!) as { locales: Record<string, string> };
    const file = {
      'its whole stylesheet': /data-critical="([^"]+)"/.exec(html)?.[1],
      'its texts': files.locales['en-US'],
      'its runtime config': '/config.json',
    }[part]!;
    const held = await failOfflineOnce(page, `**${file}`);
    // The app's code has run once it asks for its runtime config (the copy boot.ts preloaded).
    await page.addInitScript(() => {
      const original = window.fetch;
      window.fetch = (...args) => {
        if (String(args[0]).endsWith('/config.json')) Object.assign(window, { configAsked: true });
        return original(...args);
      };
    });
    // (Not until `load`: a stylesheet added before it, and held, holds it back too.)
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await held.requested;
    // (Polled by time: a page whose stylesheet is held may draw no frame meanwhile.)
    await page.waitForFunction(() => 'configAsked' in window, undefined, { polling: 50 });
    // With another file held, the texts come in meanwhile: the offline words are then the address's.
    if (part !== 'its texts')
      await page.waitForFunction((words) => document.querySelector('meta[name="offline"]')?.getAttribute('content') === words, OFFLINE, { polling: 50 });
    await context.setOffline(true);
    held.release();
    await startsOnceOnline(page, context, problems);
    // One bar, the app's own, when the network goes again.
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toHaveCount(1);
    await context.setOffline(false);
  });
}

test('offline before the app’s code arrived: the banner says so, and the page loads again once the network is back', async ({ page, context, problems }) => {
  const code = await failOfflineOnce(page, '**/assets/main-*.js');
  // (Not until `load`, which the held code may hold back.)
  await page.goto('/en/index', { waitUntil: 'domcontentloaded' });
  await code.requested;
  await context.setOffline(true);
  code.release();
  await startsOnceOnline(page, context, problems);
});

test('offline for a moment while the app’s code is on its way, back before its failure comes out: the page loads again', async ({
  page,
  context,
  problems,
}) => {
  const code = await failOfflineOnce(page, '**/assets/main-*.js');
  await page.goto('/en/index', { waitUntil: 'domcontentloaded' });
  await code.requested;
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  // The code's request fails only now, with the browser online again: the list comes once the page
  // has loaded again (without, it stays as its HTML drew it).
  code.release();
  await expect(section(page, 'fundList').getByRole('link', { name: 'Harbour Hang Seng Index ETF' })).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`unreachable server at ${width} px: one dialog with 'I know', the section says why, and it recovers`, async ({ page, problems }) => {
    test.setTimeout(40_000);
    await page.setViewportSize({ width, height: 800 });
    let refused = 0;
    await page.route('**/api/v1/fundProduct/list', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/en/index');
    const dialog = page.getByRole('dialog', { name: 'Unable to connect to the network' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please ensure that the mobile phone network is smooth and the network Settings of the software are enabled');
    await page.screenshot({ path: `test-results/screens/unreachable-${width}.png` });
    await dialog.getByRole('button', { name: 'I know' }).click();
    await expect(dialog).toBeHidden();
    // The retries fail too: the dialog does not come back; the section says why once they are done.
    const list = page.locator('section[data-section="fundList"]');
    await expect(list.getByRole('alert')).toContainText('Unable to connect to the network', { timeout: 15_000 });
    await expect(dialog).toBeHidden();
    expect(refused).toBe(4);
    await page.unroute('**/api/v1/fundProduct/list');
    await list.getByRole('button', { name: 'Refresh immediately' }).click();
    await expect(list.getByRole('link', { name: 'Harbour Hang Seng Index ETF' })).toBeVisible();
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
  });
}

test('the unreachable dialog in Traditional Chinese; a failed dictionary call alone opens none', async ({ page }) => {
  await page.route('**/api/common/dictType', (route) => route.abort('connectionrefused'));
  // The dictionary call's end: it is not retried, and its failure is logged once handled.
  const dictionariesFailed = page.waitForEvent('console', (message) => message.text().includes('Dictionaries could not be loaded'));
  await page.goto('/index');
  await expect(page.locator('section[data-section="fundList"] tbody tr a').first()).toBeVisible();
  await dictionariesFailed;
  // Two frames later any dialog that failure asked for would be drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.route('**/api/v1/fundProduct/list', (route) => route.abort('connectionrefused'));
  await page.reload();
  const dialog = page.getByRole('dialog', { name: '無法連接網絡' });
  await expect(dialog).toContainText('請確保手機網絡暢通，並已開啟軟件的網絡設定');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
});

test('a 4xx that cannot succeed is not tried again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/v1/fundProduct/list', (route) => {
    calls += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":40400,"message":"gone"}' });
  });
  await page.goto('/en/index');
  // The section shows an error only once its query has given up (a retried call would show it only
  // after its last retry), and nothing in it is loading any more: the call's final state.
  const list = page.locator('section[data-section="fundList"]');
  await expect(list.getByRole('alert')).toContainText('Server error (404)');
  await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls).toBe(1);
});

test('the dialog takes the focus, keeps it from the page behind, and Escape dismisses it like I know', async ({ page }) => {
  test.setTimeout(40_000);
  let refused = 0;
  await page.route('**/api/v1/fundProduct/list', (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/en/index');
  const dialog = page.getByRole('dialog', { name: 'Unable to connect to the network' });
  await expect(dialog.getByRole('button', { name: 'I know' })).toBeFocused();
  // The page behind is inert: Tab never lands on it (it may leave for the browser's own controls).
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest('dialog'))),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The retries that follow do not bring it back: once they are all done (the section says why),
  // it is still closed (nothing but the visitor closes it).
  await expect(page.locator('section[data-section="fundList"]').getByRole('alert')).toContainText('Unable to connect to the network', { timeout: 15_000 });
  expect(refused).toBe(4);
  await expect(dialog).toBeHidden();
});
