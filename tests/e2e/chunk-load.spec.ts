// A script chunk that fails to load (a deploy replaced it, the network dropped): the site reloads
// once by itself, and after that asks the visitor to reload; with sessionStorage unusable it asks
// at once. Chunks are failed by aborting every script the first paint does not preload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DETAILS = '/en/details?code=2800';
const PROMPT = 'Part of this page could not be loaded';

/** Fails the lazily loaded chunks while `failing()` says so; returns how many were failed. */
async function failLazyChunks(page: Page, failing: () => boolean): Promise<{ failed: number }> {
  const html = await (await page.request.get('/en/index')).text();
  const firstPaint = new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]));
  const state = { failed: 0 };
  await page.route('**/assets/*.js', (route) => {
    if (failing() && !firstPaint.has(new URL(route.request().url()).pathname)) {
      state.failed += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  return state;
}

/** Counts the page's document loads (the first one and every reload). */
function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.count += 1;
  });
  return documents;
}

/** The chunks failed on purpose (what a reload cuts off is left out by the problems check). */
const expected = (problem: string) => /ERR_FAILED|Failed to load resource/.test(problem);

test('a chunk replaced by a deploy: one automatic reload, and the page works', async ({ page, problems }) => {
  let failing = true;
  const chunks = await failLazyChunks(page, () => failing);
  const documents = countDocuments(page);
  page.on('request', (request) => {
    // The new page after the reload has the chunks it names.
    if (request.resourceType() === 'document' && chunks.failed > 0) failing = false;
  });
  await page.goto(DETAILS);
  await expect(page.locator('section[data-section="profile"]')).toContainText('Harbour');
  expect(chunks.failed).toBeGreaterThan(0);
  expect(documents.count).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-auto-reload'))).not.toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems.filter((problem) => !expected(problem))).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`chunks that keep failing at ${width} px: one automatic reload, then a prompt that reloads`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    let failing = true;
    await failLazyChunks(page, () => failing);
    const documents = countDocuments(page);
    await page.goto(DETAILS);
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('The site may have been updated, or the connection dropped. Reload the page to continue.');
    await page.screenshot({ path: `test-results/screens/reload-prompt-${width}.png` });
    // No third load by itself: while the prompt is up, further failures only keep it up
    // (installChunkReload), and the count after the visitor's Reload below (3) covers the time it was.
    expect(documents.count).toBe(2);
    // The site's header, drawn before the failure, is still there.
    await expect(page.getByRole('banner')).toBeVisible();
    failing = false;
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('section[data-section="profile"]')).toContainText('Harbour');
    expect(documents.count).toBe(3);
    await expect(prompt).toHaveCount(0);
    expect(problems.filter((problem) => !expected(problem))).toEqual([]);
  });
}

test('sessionStorage that throws: no automatic reload, the prompt at once, in the visitor’s language', async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await failLazyChunks(page, () => true);
  const documents = countDocuments(page);
  await page.goto('/details?code=2800');
  const prompt = page.getByRole('dialog', { name: '此頁面有部分內容未能載入' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: '重新載入' })).toBeVisible();
  // The prompt is the end state: while it is up, further failures only keep it up (installChunkReload).
  expect(documents.count).toBe(1);
  expect(problems.filter((problem) => !expected(problem))).toEqual([]);
});
