// Dictionaries: fetched at start and on a language change, kept in sessionStorage `app-storage`;
// a failure is only logged.
import { expect, test } from './fixtures';

const storedDicts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('app-storage');
    return raw ? (JSON.parse(raw) as { version: number; state: { dicts: Record<string, Array<{ value: string; label: string }>> } }) : null;
  });

test('the dictionaries are stored for the session and follow the language', async ({ page }) => {
  await page.goto('/en/index');
  await expect.poll(async () => (await storedDicts(page))?.state.dicts.assetClass?.find((e) => e.value === 'BOND')?.label).toBe('Fixed income');
  expect((await storedDicts(page))!.version).toBe(0);
  await page.getByRole('link', { name: '繁體' }).click();
  await expect.poll(async () => (await storedDicts(page))?.state.dicts.assetClass?.find((e) => e.value === 'BOND')?.label).toBe('債券');
});

test('a failed dictionary call is only logged: no toast, the page works', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'demo-fault', value: encodeURIComponent('code@/common/dictType'), url: baseURL! }]);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/en/index');
  await expect(page.locator('tbody tr').first().getByRole('link')).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes('Dictionaries could not be loaded'))).toBe(true);
  await expect(page.getByText('Simulated failure')).toHaveCount(0);
});

test('with the dictionaries failed, a list filter from the address is used as it is: the list still loads', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'demo-fault', value: encodeURIComponent('code@/common/dictType'), url: baseURL! }]);
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/fundProduct/list')) bodies.push(request.postDataJSON());
  });
  await page.goto('/en/index?issuer=HBR');
  await expect(page.locator('tbody tr').first().getByRole('link')).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ issuer: ['HBR'] });
});
