// Every route in every language loads cleanly and shows the shell in that language.
import { LANGUAGES, expect, manifest, test } from './fixtures';

/** The fund's name in a language, as the demo API gives it. */
async function fundName(request: import('@playwright/test').APIRequestContext, code: string, language: string): Promise<string> {
  const response = await request.post('/api/v1/fundProduct/detail/baseInfo', { data: { productCode: code }, headers: { 'Accept-Language': language } });
  return (await response.json()).data.fundName;
}

for (const { prefix, language } of LANGUAGES) {
  for (const screen of manifest.screens) {
    test(`${prefix || '(zh-TW)'}${screen.route} loads with the shell in ${language}`, async ({ page, problems, request }) => {
      // A screen about a fund is headed by the fund's name, with the screen's title under it.
      const name = screen.subject ? await fundName(request, '2800', language) : undefined;
      await page.goto(`${prefix}${screen.route}${screen.subject ? '?code=2800' : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? screen.title[language]);
      // …and the fund's code beside the screen's title: 'Fund details · 2800'.
      if (name) await expect(page.locator('.screen-kicker')).toHaveText(`${screen.title[language]}2800`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle([name, screen.title[language], manifest.site.name[language]].filter(Boolean).join(' | '));

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: manifest.site.name[language], exact: true })).toBeVisible();
      const login = header.getByRole('link', { name: new RegExp(manifest.site.header.loginLink.label[language]) });
      await expect(login).toHaveAttribute('href', manifest.site.header.loginLink.href);
      await expect(header.getByRole('link', { name: 'English' })).toBeVisible();

      const footer = page.getByRole('contentinfo');
      for (const link of manifest.site.footer.links) {
        await expect(footer.getByRole('link', { name: new RegExp(link.label[language]) })).toHaveAttribute('href', link.href);
      }
      await expect(footer).toContainText(manifest.site.footer.copyright[language]);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
}

test('an unknown route shows a not-found page that leads back to the list', async ({ page }) => {
  const response = await page.goto('/en/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to the fund list' }).click();
  await expect(page).toHaveURL(/\/en\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funds');
});

test('a fund screen without a fund in its address says so, asks nothing for it, and leads back to the list', async ({ page, problems }) => {
  await page.goto('/en/details');
  await expect(page.getByRole('alert')).toContainText('The address names no fund');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to the fund list' }).click();
  await expect(page).toHaveURL(/\/en\/index$/);
});

test('a fund screen for an unknown fund shows the server’s message instead of broken sections', async ({ page }) => {
  await page.goto('/en/details?code=NOPE');
  await expect(page.getByRole('alert').filter({ hasText: 'Fund not found' })).toContainText('No fund has the product code "NOPE"');
  await expect(page.locator('section[data-section]')).toHaveCount(0);
});

test('/ redirects to /index in the same language', async ({ page }) => {
  await page.goto('/gb/');
  await expect(page).toHaveURL(/\/gb\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.screens[0]!.title['zh-CN']);
});
