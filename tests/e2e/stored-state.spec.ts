// Stored state read straight from the browser: the visit's data in sessionStorage `app-storage`
// (version 0), the settings in localStorage `app-settings` (version 0), the token from its own key,
// the first product code kept, storage that throws, and the 976 px switch between layouts.
import { expect, test } from './fixtures';

const readJson = (page: import('@playwright/test').Page, area: 'sessionStorage' | 'localStorage', key: string) =>
  page.evaluate(([where, name]) => JSON.parse(window[where as 'sessionStorage'].getItem(name!) ?? 'null'), [area, key] as const);

test('the visit’s data is app-storage, version 0, with the dictionaries of the dictionary call', async ({ page, problems }) => {
  const dictionaries = page.waitForResponse((response) => response.url().endsWith('/common/dictType'));
  await page.goto('/details?code=2800');
  const result = (await (await dictionaries).json()).result;
  await expect.poll(() => readJson(page, 'sessionStorage', 'app-storage').then((stored) => stored?.state?.dicts)).toEqual(result);
  const stored = await readJson(page, 'sessionStorage', 'app-storage');
  expect(stored.version).toBe(0);
  expect(Object.keys(stored.state).sort()).toEqual(['compare', 'dicts', 'expiryDate', 'fundBasicData', 'refProductCode']);
  // No fund chosen for the comparison yet.
  expect(stored.state.compare).toEqual([]);
  // The fund shown is kept by its code in the page's language (tests/e2e/fund-basic-data.spec.ts).
  await expect.poll(() => readJson(page, 'sessionStorage', 'app-storage').then((next) => Object.keys(next.state.fundBasicData))).toEqual(['2800']);
  // `?code=` is the fund shown, not a reference product code.
  expect(stored.state.refProductCode).toBeNull();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('refProductCode is read on first load and kept only if none is stored yet; a new session reads it again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const stored = (tab: import('@playwright/test').Page) => readJson(tab, 'sessionStorage', 'app-storage').then((state) => state?.state?.refProductCode);
  await page.goto('/index?refProductCode=A');
  await expect.poll(() => stored(page)).toBe('A');
  // Later in the same tab (the same session): the stored one stays.
  await page.goto('/index?refProductCode=B');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await stored(page)).toBe('A');
  // `?code=` never counts as one.
  await page.goto('/details?code=3067');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(await stored(page)).toBe('A');
  // A new tab is a new session: its first load keeps its own.
  const other = await context.newPage();
  await other.goto('/index?refProductCode=B');
  await expect.poll(() => stored(other)).toBe('B');
  expect(await stored(page)).toBe('A');
  await context.close();
});

test('the settings are app-settings, version 0: language, token, modules and the open one', async ({ page }) => {
  await page.goto('/en/details?code=2800&tab=portfolio');
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await expect.poll(() => readJson(page, 'localStorage', 'app-settings').then((stored) => stored?.state?.currentModule)).toBe('details');
  const stored = await readJson(page, 'localStorage', 'app-settings');
  expect(stored.version).toBe(0);
  expect(stored.state).toMatchObject({ currentLang: 'en-US', token: null, currentModule: 'details', currentModulePath: '/details?code=2800&tab=portfolio' });
  expect(stored.state.moduleList).toContainEqual({ id: 'index', path: '/index' });
  await page.getByRole('banner').getByRole('link', { name: '简体' }).click();
  await expect.poll(() => readJson(page, 'localStorage', 'app-settings').then((next) => next.state.currentLang)).toBe('zh-CN');
});

test('the token comes from the token key, not from the language key', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('app-settings')) {
      localStorage.setItem('currentLang', 'zh-CN');
      localStorage.setItem('token', 'tok-2800');
    }
  });
  await page.goto('/index');
  await expect.poll(() => readJson(page, 'localStorage', 'app-settings').then((stored) => stored?.state?.token)).toBe('tok-2800');
});

test.describe('storage that throws', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get: refuse, configurable: true });
    });
  });

  test('the site works from memory and says nothing alarming', async ({ page, problems }) => {
    await page.goto('/details?code=2800&tab=portfolio');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Portfolio');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('a full quota', () => {
  test('setItem throwing QuotaExceededError leaves the site working', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/en/details?code=2800');
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => sessionStorage.getItem('app-storage'))).toBeNull();
    expect(problems).toEqual([]);
  });
});

test('below 976 px the list is cards, from 976 px a table, following resizes without asking for the data again', async ({ page, problems }) => {
  await page.setViewportSize({ width: 976, height: 800 });
  await page.goto('/en/index');
  const list = page
    .locator('section[data-section]')
    .filter({ has: page.locator('table, .table-cards') })
    .first();
  await expect(list.locator('table')).toBeVisible({ timeout: 15_000 });
  // The list with its rows (the page's HTML has the table with placeholders before the data is asked for).
  await expect(list.locator('[aria-busy="true"], .skeleton-bar')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(request.url());
  });
  await page.setViewportSize({ width: 975, height: 700 });
  await expect(list.locator('.table-cards')).toBeVisible();
  await expect(list.locator('table')).toHaveCount(0);
  await page.setViewportSize({ width: 976, height: 900 });
  await expect(list.locator('table')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.locator('.table-cards')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(problems).toEqual([]);
});

test('a reset in the footer asks first, then clears every stored setting and brings the default language back', async ({ page, problems }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'tok-2800');
      localStorage.setItem('currentLang', 'en-US');
    }
  });
  await page.goto('/en/index?refProductCode=2800');
  await expect.poll(() => readJson(page, 'sessionStorage', 'app-storage').then((stored) => stored?.state?.refProductCode)).toBe('2800');
  await page.goto('/en/details?code=2800');
  await expect.poll(() => readJson(page, 'localStorage', 'app-settings').then((stored) => stored?.state?.currentLang)).toBe('en-US');
  const reset = page.getByRole('contentinfo').getByRole('button', { name: 'Reset site settings' });
  // Declined: nothing changes.
  await reset.click();
  const dialog = page.getByRole('dialog', { name: "Reset the site's settings?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('tok-2800');
  // Confirmed: the same screen again, in Traditional Chinese, with nothing of before kept.
  await reset.click();
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/details\?code=2800$/);
  expect(new URL(page.url()).pathname).toBe('/details');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: '重設網站設定' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('currentLang')])).toEqual([null, null]);
  const settings = await readJson(page, 'localStorage', 'app-settings');
  expect(settings?.state ?? {}).toMatchObject({ token: null, currentLang: 'zh-TW' });
  // The visit's data starts again: no reference code, the dictionaries fetched anew.
  await page.waitForLoadState('networkidle');
  expect((await readJson(page, 'sessionStorage', 'app-storage'))?.state?.refProductCode ?? null).toBeNull();
  expect(problems).toEqual([]);
});

test('the reset question in Simplified Chinese and Traditional Chinese', async ({ page }) => {
  for (const [prefix, open, title] of [
    ['/gb', '重置网站设置', '重置本网站的设置？'],
    ['', '重設網站設定', '重設本網站的設定？'],
  ] as const) {
    await page.goto(`${prefix}/index`);
    await page.getByRole('contentinfo').getByRole('button', { name: open }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
