// The basic data a visit keeps of each fund (sessionStorage `app-storage`, `fundBasicData`): a fund's
// other screens, and a return to its page in a new document, draw its name and apply its rules at
// once; good until the end of the Hong Kong day, then refreshed in the background.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const BASE_INFO = '/v1/fundProduct/detail/baseInfo';

async function slowBaseInfo(context: BrowserContext, baseURL: string | undefined, ms: number): Promise<void> {
  await context.addCookies([{ name: 'demo-fault', value: encodeURIComponent(`delay-${ms}@${BASE_INFO}`), url: baseURL! }]);
}

/** The fund calls this page makes and the answers it has had so far. */
function baseInfoCalls(page: Page): { asked: number; answered: number } {
  const seen = { asked: 0, answered: 0 };
  page.on('request', (request) => void (request.url().endsWith(`/api${BASE_INFO}`) && (seen.asked += 1)));
  page.on('response', (response) => void (response.url().endsWith(`/api${BASE_INFO}`) && (seen.answered += 1)));
  return seen;
}

const storedFund = (page: Page, code: string, language: string) =>
  page.evaluate(([fund, lang]) => JSON.parse(sessionStorage.getItem('app-storage') ?? 'null')?.state?.fundBasicData?.[fund!]?.[lang!], [
    code,
    language,
  ] as const);

/** Opens the fund's page and returns its English name as the API gives it. */
async function visitFund(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api${BASE_INFO}`));
  await page.goto('/en/details?code=2800');
  const name: string = (await (await answer).json()).data.fundName;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => storedFund(page, '2800', 'en-US').then((record) => record?.data?.fundName)).toBe(name);
  return name;
}

test('a fund seen once: its other screen, in a new document, shows its name and its ruled sections before the fund call answers', async ({
  page,
  context,
  baseURL,
  problems,
}) => {
  const name = await visitFund(page);
  const stored = await storedFund(page, '2800', 'en-US');
  // What its screens need for their heading and rules, and nothing else.
  expect(Object.keys(stored.data).sort()).toEqual(['distributionFromCapital', 'fundCode', 'fundName', 'fundType', 'indexRole', 'listingDate']);
  // Good until the end of the Hong Kong day: the call's answer replaces the record the page was built with (kept as already expired).
  await expect.poll(async () => Date.parse((await storedFund(page, '2800', 'en-US')).expiresAt)).toBeGreaterThan(Date.now());
  await slowBaseInfo(context, baseURL, 8_000);
  const calls = baseInfoCalls(page);
  await page.goto('/en/per-details?code=2800');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  // The chart a rule shows for funds older than six months is drawn, the young fund's notice is not.
  await expect(page.locator('section[data-section="trendDetail"]').getByRole('heading', { name: 'Performance' })).toBeVisible();
  await expect(page.locator('section[data-section="youngNotice"]')).toHaveCount(0);
  expect(calls.answered).toBe(0);
  // Still good: the fund call is not made again at all.
  expect(calls.asked).toBe(0);
  expect(problems).toEqual([]);
});

test('kept data past its end of day is drawn at once and refreshed in the background', async ({ page, problems }) => {
  const name = await visitFund(page);
  // Yesterday's record, as a visit that spans midnight in Hong Kong would have it. (Aged as the next
  // document starts: the page still open writes its whole store back whenever it changes.)
  await page.addInitScript(() => {
    if (location.pathname !== '/en/per-details' || sessionStorage.getItem('aged')) return;
    const stored = JSON.parse(sessionStorage.getItem('app-storage')!);
    stored.state.fundBasicData['2800']['en-US'].expiresAt = '2026-01-01T16:00:00.000Z';
    stored.state.expiryDate = '2026-01-01T16:00:00.000Z';
    sessionStorage.setItem('app-storage', JSON.stringify(stored));
    sessionStorage.setItem('aged', '1');
  });
  // The refresh is held in the browser until the page has been checked: as late as the answer may come.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api${BASE_INFO}`, async (route) => {
    await released;
    // Given up by the page if it was held past the client's 10 s limit (it then asks again).
    await route.continue().catch(() => undefined);
  });
  const calls = baseInfoCalls(page);
  const refreshed = page.waitForResponse((response) => response.url().endsWith(`/api${BASE_INFO}`));
  await page.goto('/en/per-details?code=2800');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('section[data-section="trendDetail"]').getByRole('heading', { name: 'Performance' })).toBeVisible();
  // (The page's HTML has both at once; the refresh is asked for once its script runs, and is held.)
  await expect.poll(() => calls.asked).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(calls.answered).toBe(0);
  release();
  await refreshed;
  await expect.poll(async () => Date.parse((await storedFund(page, '2800', 'en-US')).expiresAt)).toBeGreaterThan(Date.now());
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('app-storage')!).state.expiryDate)).not.toBe('2026-01-01T16:00:00.000Z');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(problems).toEqual([]);
});

test('storage the site did not write is ignored: the fund is fetched and drawn as on a first visit', async ({ page, problems }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('app-storage'))
      sessionStorage.setItem(
        'app-storage',
        JSON.stringify({ version: 0, state: { fundBasicData: { '2800': { 'en-US': { data: 'nonsense', expiresAt: 7 } } }, expiryDate: null } }),
      );
  });
  const name = await visitFund(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(problems).toEqual([]);
});
