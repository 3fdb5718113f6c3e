// The site's languages: the path prefix decides (none → Traditional Chinese), `?lang=` wins over it
// and is replaced by the canonical prefix without a reload, and a switch mid-page keeps the screen,
// the fund, the tab and the scroll position while everything visible is asked for again.
import type { Page, Request } from '@playwright/test';
import { expect, LANGUAGES, manifest, test } from './fixtures';

const details = manifest.screens.find((screen) => screen.route === '/details')!;
const portfolio = details.tabs!.find((tab) => tab.id === 'portfolio')!;

/** Counts the documents the page loads: one means no reload and no redirect loop. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

for (const { prefix, language } of LANGUAGES) {
  test(`the prefix ${prefix || '(none)'} shows the site in ${language}`, async ({ page, problems }) => {
    await page.goto(`${prefix}/details?code=2800`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('.screen-kicker')).toContainText(details.title[language]);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(details.tabs![0]!.label[language]);
    await expect(page).toHaveTitle(new RegExp(`${details.title[language]} \\| ${manifest.site.name[language]}$`));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test.describe('Traditional Chinese is the default', () => {
  test.use({ locale: 'en-US' });

  test('an address without a prefix is Traditional Chinese, whatever the browser prefers', async ({ page }) => {
    const data: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v1/')) data.push(request.headers()['accept-language'] ?? '');
    });
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.screens[0]!.title['zh-TW']);
    // The app asks for its data once the page has painted: on a busy machine, after a quiet moment
    // of the network that 'networkidle' alone would take for the end.
    await expect.poll(() => data.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(new Set(data)).toEqual(new Set(['zh-TW']));
  });
});

const LANG_PARAM = [
  { value: 'en-US', prefix: '/en', language: 'en-US' },
  { value: 'eng', prefix: '/en', language: 'en-US' },
  { value: 'zh-CN', prefix: '/gb', language: 'zh-CN' },
  { value: 'chn', prefix: '/gb', language: 'zh-CN' },
  { value: 'zh-TW', prefix: '', language: 'zh-TW' },
  { value: 'fr', prefix: '', language: 'zh-TW' },
  { value: '', prefix: '', language: 'zh-TW' },
] as const;

for (const { value, prefix, language } of LANG_PARAM) {
  for (const from of ['', '/en', '/gb']) {
    test(`lang=${value || '(empty)'} on ${from || '(no prefix)'} gives ${language} at ${prefix || '(no prefix)'}, without a reload`, async ({
      page,
      problems,
    }) => {
      const documents = countDocuments(page);
      await page.goto(`${from}/details?code=2800&lang=${encodeURIComponent(value)}&tab=portfolio`);
      await expect(page).toHaveURL(new RegExp(`^[^?]+//[^/]+${prefix}/details\\?code=2800&tab=portfolio$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(portfolio.label[language]);
      await page.waitForLoadState('networkidle');
      expect(documents()).toBe(1);
      expect(problems).toEqual([]);
    });
  }
}

test('without lang the prefix decides, and the address is left alone', async ({ page }) => {
  const documents = countDocuments(page);
  await page.goto('/gb/details?code=2800&tab=portfolio');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/gb/details?code=2800&tab=portfolio');
  expect(documents()).toBe(1);
});

test('switching language mid-page keeps the screen, fund, tab and scroll, and asks for the data again in the new language', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/details?code=2800&tab=portfolio');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(portfolio.label['zh-TW']);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await page.evaluate(() => window.scrollY);

  const after: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') after.push(request);
  });
  const fundName = page.waitForResponse(
    (response) => response.url().endsWith('/v1/fundProduct/detail/baseInfo') && response.request().headers()['accept-language'] === 'en-US',
  );
  // The link is clicked where it is (a click by the mouse would first scroll the header into view).
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'English' })
    .evaluate((link: HTMLElement) => link.click());

  await expect(page).toHaveURL(/\/en\/details\?code=2800&tab=portfolio$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(portfolio.label['en-US']);
  await expect(page.locator('.screen-kicker')).toContainText(details.title['en-US']);
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  const name = (await (await fundName).json()).data.fundName as string;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | ${portfolio.label['en-US']} | ${details.title['en-US']} | ${manifest.site.name['en-US']}`);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  // The dictionaries, the fund and the open tab's sections were asked for again, in English only.
  const calls = after.map((request) => new URL(request.url()).pathname.replace(/^.*?\/(v1|common)\//, '/$1/'));
  expect(calls).toEqual(
    expect.arrayContaining([
      '/common/dictType',
      '/v1/fundProduct/detail/baseInfo',
      '/v1/fundProduct/detail/portfolioHolding',
      '/v1/fundProduct/detail/portfolioOverview',
    ]),
  );
  expect(new Set(after.map((request) => request.headers()['accept-language']))).toEqual(new Set(['en-US']));
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(50);
  expect(problems).toEqual([]);
});

test('switching back and forth through the three languages lands on each prefix', async ({ page }) => {
  await page.goto('/en/index');
  for (const { prefix, language } of [LANGUAGES[2], LANGUAGES[0], LANGUAGES[1]]) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: { 'zh-TW': '繁體', 'zh-CN': '简体', 'en-US': 'English' }[language], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`//[^/]+${prefix}/index$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.screens[0]!.title[language]);
    await expect(page).toHaveTitle(`${manifest.screens[0]!.title[language]} | ${manifest.site.name[language]}`);
  }
});

test("a page runs its own language's texts only, and fetches another's when the visitor switches to it", async ({ page, problems }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/gb/details?code=2800');
  // Each language's texts are a file of their own, named in the page.
  const locales = await page.evaluate(() => JSON.parse(document.getElementById('app-files')!.textContent!).locales as Record<string, string>);
  expect(Object.keys(locales).sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(details.tabs![0]!.label['zh-CN']);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((file) => Object.values(locales).includes(file))).toEqual([locales['zh-CN']]);
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(details.tabs![0]!.label['en-US']);
  await expect(page.locator('.screen-kicker')).toContainText(details.title['en-US']);
  expect(fetched.filter((file) => Object.values(locales).includes(file))).toEqual([locales['zh-CN'], locales['en-US']]);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

/** The Chinese typefaces a computed font list names, by script. */
const chineseFaces = (fontFamily: string) => ({
  hant: /PingFang TC|JhengHei|CJK TC|Sans TC/.test(fontFamily),
  hans: /PingFang SC|YaHei|CJK SC|Sans SC/.test(fontFamily),
});

test('each Chinese script is set in its own typefaces, the language links included, and a switch follows', async ({ page }) => {
  // The same character is drawn differently in Traditional and Simplified typefaces (骨, 直, 值).
  const fontsOf = () =>
    page.evaluate(() => {
      const font = (element: Element | null) => (element ? getComputedStyle(element).fontFamily : '');
      return {
        heading: font(document.querySelector('h1')),
        cell: font(document.querySelector('main tbody td')),
        input: font(document.querySelector('main input')),
        traditionalLink: font(document.querySelector('.language-switch a[lang="zh-Hant"]')),
        simplifiedLink: font(document.querySelector('.language-switch a[lang="zh-Hans"]')),
      };
    });
  const expectFaces = async (script: 'hant' | 'hans') => {
    const fonts = await fontsOf();
    for (const place of ['heading', 'cell', 'input'] as const)
      expect(chineseFaces(fonts[place]), place).toEqual({ hant: script === 'hant', hans: script === 'hans' });
    expect(chineseFaces(fonts.traditionalLink)).toEqual({ hant: true, hans: false });
    expect(chineseFaces(fonts.simplifiedLink)).toEqual({ hant: false, hans: true });
  };
  await page.goto('/index');
  await expect(page.locator('main tbody td').first()).toBeVisible();
  await expectFaces('hant');
  await page.getByRole('banner').getByRole('link', { name: '简体', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.screens[0]!.title['zh-CN']);
  await expectFaces('hans');
});
