// Every route in every language loads cleanly and shows the shell in that language.
import { LANGUAGES, expect, manifest, test } from './fixtures';

const QUERY: Record<string, string> = { '/details': '?code=2800' };

for (const { prefix, language } of LANGUAGES) {
  for (const screen of manifest.screens) {
    test(`${prefix || '(zh-TW)'}${screen.route} loads with the shell in ${language}`, async ({ page, problems }) => {
      await page.goto(`${prefix}${screen.route}${QUERY[screen.route] ?? ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(`${screen.title[language]} | ${manifest.site.name[language]}`);

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

test('/ redirects to /index in the same language', async ({ page }) => {
  await page.goto('/gb/');
  await expect(page).toHaveURL(/\/gb\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(manifest.screens[0]!.title['zh-CN']);
});
