// The fund detail screen and its sub-detail screens, drawn from the manifest against the demo API:
// every tab and screen shows its data (not an error, not 'No Data') in each language, the Hong Kong
// rules (no performance under 6 months, no tracking error in the first year), each area's link to its
// sub-detail screen, and a helpful state for an unknown or missing fund.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, LANGUAGES, manifest, test, withoutTimersFrom } from './fixtures';

const locale = (language: string) => JSON.parse(readFileSync(`src/i18n/locales/${language}.json`, 'utf8')) as { states: Record<string, string> };
const details = manifest.screens.find((screen) => screen.route === '/details')!;

/** Waits until no section is loading, then checks none shows 'fail to load' or 'No Data', and returns the sections drawn. */
async function settledSections(page: Page, language: string) {
  const states = locale(language).states;
  // The sections appear from the top down once the fund and their code are in; then each loads its data.
  await expect(page.locator('main [data-section]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(states.failToLoad!, { exact: true })).toHaveCount(0);
  await expect(page.getByText(states.noData!, { exact: true })).toHaveCount(0);
  return page.locator('main [data-section]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')));
}

for (const { prefix, language } of LANGUAGES) {
  test(`every tab of an ETF's page shows its data (${language})`, async ({ page, problems }) => {
    test.slow();
    for (const tab of details.tabs!) {
      await page.goto(`${prefix}/details?code=2800&tab=${tab.id}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(tab.label[language]);
      const drawn = await settledSections(page, language);
      // The visible sections of the tab are all drawn (rules on the subject aside, 2800 is old, passive, listed).
      for (const section of tab.sections) {
        const rule = section.visible?.subject?.[0];
        const hidden = rule && ('youngerThanMonths' in rule || (rule.field === 'distributionFromCapital' && rule.in?.includes(true)));
        if (!hidden) expect(drawn, `${tab.id}/${section.id}`).toContain(section.id);
      }
      expect(drawn).toContain('importantInfo');
      expect(drawn).toContain('declare');
    }
    // Moving on to the next tab may cancel a chunk or call of the one before; nothing else may fail.
    expect(problems).toEqual([]);
  });

  test(`every sub-detail screen shows its data (${language})`, async ({ page, problems }) => {
    test.slow();
    for (const route of ['/per-details', '/diff-details', '/dividend-details', '/investment-portfolio-details', '/file-details']) {
      const screen = manifest.screens.find((candidate) => candidate.route === route)!;
      await page.goto(`${prefix}${route}?code=2800`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(screen.title[language]);
      const drawn = await settledSections(page, language);
      expect(drawn.length, route).toBeGreaterThan(1);
    }
    // Going on to the next screen may cancel code the one before was fetching while idle (its filter
    // bar's comboboxes); nothing else may fail.
    expect(problems).toEqual([]);
  });
}

test('each area links to its sub-detail screen for the same fund', async ({ page }) => {
  const areas: Array<[string, string, string]> = [
    ['information', 'Performance and NAV history', '/en/per-details?code=2800'],
    ['tracking', 'Tracking history', '/en/diff-details?code=2800'],
    ['portfolio', 'Search and download holdings', '/en/investment-portfolio-details?code=2800'],
    ['dividend', 'All distributions', '/en/dividend-details?code=2800'],
    ['document', 'All documents and announcements', '/en/file-details?code=2800'],
  ];
  for (const [tab, name, address] of areas) {
    await page.goto(`/en/details?code=2800&tab=${tab}`);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${address.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Hang Seng Index ETF');
  }
});

test('performance shows with its as-of date, basis and the past-performance warning; a fund under six months old says why it has none', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/v1/fundProduct/detail/performance/cumulative', {
    data: { productCode: '2800' },
    headers: { 'Accept-Language': 'en-US' },
  });
  const { asOf } = (await answer.json()).data as { asOf: string };
  await page.goto('/en/details?code=2800');
  const cumulative = page.locator('[data-section="perf-cumulative"]');
  await expect(cumulative.getByRole('table')).toBeVisible();
  const day = new Date(`${asOf}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(cumulative).toContainText(`As of ${day}. In HKD, NAV to NAV, with distributions reinvested.`);
  await expect(page.locator('[data-section="perf-calendar"]').getByRole('table')).toBeVisible();
  await expect(page.locator('[data-section="pastPerformance"]')).toContainText('Past performance is not indicative of future performance');
  await expect(page.locator('[data-section="youngNotice"]')).toHaveCount(0);

  await page.goto('/en/details?code=2837'); // listed 120 days ago
  await expect(page.locator('[data-section="youngNotice"]')).toContainText('performance is not shown for funds less than six months old');
  for (const id of ['trend', 'perf-cumulative', 'perf-calendar', 'pastPerformance']) await expect(page.locator(`[data-section="${id}"]`)).toHaveCount(0);
});

test('a fund in its first year shows no tracking error and says why', async ({ page }) => {
  await page.goto('/en/details?code=2837&tab=tracking');
  const figures = page.locator('[data-section="trackingFigures"]');
  await expect(figures).toContainText('Tracking error (last 12 months)');
  await expect(figures.locator('.kv-item').filter({ hasText: 'Tracking error (last 12 months)' }).locator('dd')).toHaveText(/^-Not available$/);
  await expect(page.locator('[data-section="trackingYoung"]')).toContainText('listed for less than a year');
  await expect(page.locator('[data-section="trackingChart"]')).toHaveCount(0);

  await page.goto('/en/details?code=2800&tab=tracking');
  await expect(page.locator('[data-section="trackingYoung"]')).toHaveCount(0);
  await expect(page.locator('[data-section="trackingFigures"] .kv-item').filter({ hasText: 'Tracking error (last 12 months)' }).locator('dd')).toHaveText(
    /^\d+\.\d\d%$/,
  );
});

test('the capital warning shows only for a fund whose distributions may come out of capital', async ({ page, request }) => {
  const funds = ((await (await request.post('/api/v1/fundProduct/list', { data: { pageSize: 100 } })).json()).data.list as Array<{ fundCode: string }>).map(
    (fund) => fund.fundCode,
  );
  let fromCapital: string | undefined;
  for (const code of funds) {
    const info = (await (await request.post('/api/v1/fundProduct/detail/baseInfo', { data: { productCode: code } })).json()).data as {
      distributionFromCapital: boolean;
    };
    if (info.distributionFromCapital) {
      fromCapital = code;
      break;
    }
  }
  expect(fromCapital).toBeDefined();
  await page.goto(`/en/details?code=${fromCapital}&tab=dividend`);
  await expect(page.locator('[data-section="capitalNotice"]')).toContainText('paid out of capital');
  await page.goto('/en/details?code=2800&tab=dividend');
  await expect(page.locator('[data-section="dividends"]').getByRole('table')).toBeVisible();
  await expect(page.locator('[data-section="capitalNotice"]')).toHaveCount(0);
});

test('an unknown or missing fund gets a not-found state with the way back to the list', async ({ page }) => {
  await page.goto('/en/details?code=NOPE');
  await expect(page.getByText('Fund not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh immediately' })).toHaveCount(0);
  // The page says why, once: every call of the screen was refused with the same words, and none is a
  // toast on top of the way back (they once stacked five deep over the link).
  // (Counted at once: a toast closes by itself after 3 s, and a retrying check would wait for that.)
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('No fund has the product code "NOPE"').count()).toBe(1);
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
  await page.getByRole('link', { name: 'Back to the fund list' }).click();
  await expect(page).toHaveURL(/\/en\/index$/);

  await page.goto('/gb/per-details');
  await expect(page.getByText('找不到此基金')).toBeVisible();
  await expect(page.getByText('网址未指明基金：请从基金列表选择一只基金。')).toBeVisible();
});

test('a document downloads as the PDF the API serves, under its own file name', async ({ page, request }) => {
  const list = (
    await (
      await request.post('/api/v1/fundProduct/document/list', {
        data: { productCode: '2800', type: 'KFS', language: 'en-US' },
        headers: { 'Accept-Language': 'en-US' },
      })
    ).json()
  ).data as {
    list: Array<{ name: string; attachments: Array<{ fileId: string; fileName: string; language: string }> }>;
  };
  const file = list.list[0]!.attachments.find((attachment) => attachment.language === 'en-US')!;
  await page.goto('/en/file-details?code=2800&docType=KFS&docLanguage=en-US');
  const row = page.getByRole('row').filter({ hasText: list.list[0]!.name });
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /English PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(file.fileName);
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const served = await request.post('/api/v1/fundProduct/document/download', { data: { fileId: file.fileId }, headers: { 'Accept-Language': 'en-US' } });
  expect(Buffer.compare(bytes, await served.body())).toBe(0);
});

test('the risk notice at the top comes with the fund, before sections whose code is still loading, and stays where it is', async ({ page }) => {
  // The code of the metrics sections (the quote, the NAV) is held back 2.5 s.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('metric-label')) await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fulfill({ response, body });
  });
  await page.goto('/en/details?code=2800');
  const notice = page.locator('main [data-section="importantInfo"]');
  await expect(notice).toContainText('Investment involves risks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Harbour/);
  // The screen's other sections keep the placeholders the page's HTML drew, until all their code is
  // in; until then their grid tells assistive technology that more is coming.
  await expect(page.locator('main [data-section="quote"] .metric-skeleton').first()).toBeVisible();
  await expect(page.locator('main .section-grid[aria-busy="true"]').first()).toBeVisible();
  const place = async () => {
    const box = (await notice.boundingBox())!;
    return { x: Math.round(box.x), y: Math.round(box.y), height: Math.round(box.height) };
  };
  const before = await place();
  await expect(page.locator('main [data-section="quote"]')).toContainText('HKD');
  expect(await place()).toEqual(before);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

test("a fund's page fills in from the top down: no section appears above one already drawn", async ({ page }) => {
  // Every section's first appearance, in the order they come.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { appeared: string[] }).appeared = seen;
    // Looked at before every frame: what one frame shows first, it shows in page order.
    const look = () => {
      for (const section of document.querySelectorAll('main [data-section]')) {
        const id = section.getAttribute('data-section')!;
        if (!seen.includes(id)) seen.push(id);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/en/details?code=2800');
  const drawn = await settledSections(page, 'en-US');
  expect(drawn.length).toBeGreaterThan(8);
  // Each section came after every section above it: what the visitor was reading stayed put.
  expect(await page.evaluate(() => (window as unknown as { appeared: string[] }).appeared)).toEqual(drawn);
});

test('a rich text far below the screen is sanitised and shown as the visitor nears it, not while the page loads', async ({ page, problems }) => {
  // Its sanitiser (two libraries) is a long task to evaluate on a slow phone. Timers of 5 s and more
  // never fire here, so the page's settled-load of it cannot: only coming near the screen loads it.
  await withoutTimersFrom(page, 5000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/details?code=2800');
  const objective = page.locator('section[data-section="objective"]');
  const text = objective.locator('.rich-text:not([aria-busy])');
  // The sections near the top are drawn with their data; the text three screens down still waits.
  await expect(page.locator('section[data-section="size"] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(await objective.evaluate((section) => section.getBoundingClientRect().top)).toBeGreaterThan(2 * 844);
  await expect(objective.locator('.rich-text[aria-busy="true"]')).toHaveCount(1);
  await objective.scrollIntoViewIfNeeded();
  await expect(text).toBeVisible();
  await expect(text).not.toBeEmpty();
  expect(problems).toEqual([]);
});

test('on a phone, an address naming the last tab opens with it in view in its row, the page left where it was', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/en/details?code=2800&tab=${details.tabs!.at(-1)!.id}`);
  const open = page.getByRole('tab', { selected: true });
  await expect(open).toHaveText(details.tabs!.at(-1)!.label['en-US']);
  const row = page.locator('.screen-tab-list');
  // The row scrolls sideways at this width; its open tab is inside what it shows.
  await expect.poll(() => row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  await expect
    .poll(() =>
      open.evaluate((tab) => {
        const [box, list] = [tab.getBoundingClientRect(), tab.closest('.screen-tab-list')!.getBoundingClientRect()];
        return box.left >= list.left - 1 && box.right <= list.right + 1;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});
