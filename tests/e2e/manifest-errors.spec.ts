// A broken screens.json deployed without a rebuild is reported on the page, never a blank page.
// The served file is swapped at the network boundary; the build-time path is tested for real in
// tests/build.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const good = readFileSync('screens.json', 'utf8');

test('an invalid manifest shows a page listing its problems', async ({ page }) => {
  const doc = JSON.parse(good);
  doc.screens[0].sections[1].fields[2].lable = doc.screens[0].sections[1].fields[2].label;
  delete doc.screens[0].sections[1].fields[2].label;
  await page.route('**/screens.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(doc) }));
  await page.goto('/en/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The screen manifest screens.json has errors');
  const list = page.getByRole('listitem');
  await expect(list.filter({ hasText: 'unknown key "lable" — did you mean "label"?' })).toContainText(
    'screen 1 `index` › section 2 `fundList` › field 3 `isin` › `lable`',
  );
  await expect(list.filter({ hasText: 'missing "label"' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a manifest that is not JSON is reported with its line and column', async ({ page }) => {
  await page.route('**/screens.json', (route) => route.fulfill({ contentType: 'application/json', body: '{\n  "version": 1,\n  "site": \n}' }));
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('頁面設定檔 screens.json 有誤');
  await expect(page.getByRole('listitem')).toContainText('line 4, column 1: is not valid JSON: a value is expected');
});
