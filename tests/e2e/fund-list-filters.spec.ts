// The fund list's filters, sort and page live in the address: they change the rows and the URL, a
// reload or a shared link restores them, Back steps through them, and unusable values are dropped.
import { expect, test } from './fixtures';

const rows = (page: import('@playwright/test').Page) => page.locator('tbody tr').filter({ has: page.getByRole('link') });

async function api(request: import('@playwright/test').APIRequestContext, body: object) {
  const response = await request.post('/api/v1/fundProduct/list', { data: { pageSize: 20, ...body }, headers: { 'Accept-Language': 'en-US' } });
  return (await response.json()).data as { total: number; list: Array<{ fundName: string; fundCode: string }> };
}

test('a filter changes the rows and the address; Back undoes it and Forward applies it again', async ({ page, request, problems }) => {
  await page.goto('/en/index');
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('group', { name: 'Fund type' }).getByText('Private funds').click();
  await expect(page).toHaveURL(/\/en\/index\?type=PRI$/);
  const expected = await api(request, { type: 'PRI' });
  await expect(rows(page)).toHaveCount(expected.list.length);
  await expect(page.getByText(`Total ${expected.total} items`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/index$/);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('group', { name: 'Fund type' }).getByRole('radio', { name: 'All' })).toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/index\?type=PRI$/);
  await expect(rows(page)).toHaveCount(expected.list.length);
  await expect(page.getByRole('group', { name: 'Fund type' }).getByRole('radio', { name: 'Private funds' })).toBeChecked();
  expect(problems).toEqual([]);
});

test('a stock code of any counter finds its fund', async ({ page }) => {
  await page.goto('/en/index');
  await page.getByLabel('Search name, code or ISIN').fill('82800');
  await expect(page).toHaveURL(/keyword=82800/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('cell').nth(2)).toHaveText('2800');
});

test('the keyword, sort and page are in the address, and a reload restores them', async ({ page, request }) => {
  await page.goto('/en/index');
  await page.getByLabel('Search name, code or ISIN').fill('index');
  await expect(page).toHaveURL(/keyword=index/);
  await page.getByRole('button', { name: /NAV/ }).click();
  await expect(page).toHaveURL(/sort=nav:asc/);
  const expected = await api(request, { keyword: 'index', sortField: 'nav', sortOrder: 'asc' });
  await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText(expected.list[0]!.fundName);
  await page.reload();
  await expect(page.getByLabel('Search name, code or ISIN')).toHaveValue('index');
  await expect(page.getByRole('columnheader', { name: /NAV/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText(expected.list[0]!.fundName);
});

test('a shared link opens the same page; a changed filter goes back to page 1', async ({ page, request }) => {
  const second = await api(request, { pageNum: 2 });
  await page.goto('/en/index?page=2');
  await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText(second.list[0]!.fundName);
  await page.getByRole('group', { name: 'Fund type' }).getByText('Exchange-traded funds').click();
  await expect(page).toHaveURL(/\/en\/index\?type=ETF$/);
});

test("values the list cannot use are dropped from the address, not shown as an error; only a dictionary's codes are ever sent unchecked", async ({
  page,
  problems,
}) => {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/fundProduct/list')) bodies.push(request.postDataJSON());
  });
  await page.goto('/en/index?type=BOGUS&issuer=HBR,NOPE&expenseRatioMin=abc&assetSizeMMin=50&assetSizeMMax=5&page=-3&sort=isin:sideways&size=7');
  await expect(page).toHaveURL(/\/en\/index\?issuer=HBR$/);
  await expect(rows(page).first()).toBeVisible();
  expect(bodies.length).toBeGreaterThan(0);
  // What needs no dictionary to be judged is never sent: ranges, page, sort.
  for (const body of bodies) {
    expect(body).not.toHaveProperty('expenseRatioMin');
    expect(body).not.toHaveProperty('assetSizeMMin');
    expect(body).not.toHaveProperty('sortField', 'isin');
    expect(body['pageNum']).toBe(1);
  }
  // The list on screen was asked for with the codes the dictionaries know.
  expect(bodies.at(-1)).toMatchObject({ issuer: ['HBR'] });
  expect(bodies.at(-1)).not.toHaveProperty('type', 'BOGUS');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** Holds the dictionaries' answer back until `release()`: what the page does before they arrive. */
async function holdDictionaries(page: import('@playwright/test').Page): Promise<{ release: () => void; answered: () => boolean }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = false;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/common/dictType')) answered = true;
  });
  await page.route('**/api/common/dictType', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, answered: () => answered };
}

test('a shared link with filters shows its list at once, before the dictionaries arrive, and nothing changes when they do', async ({ page, problems }) => {
  const dictionaries = await holdDictionaries(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/fundProduct/list')) calls.push(request.postData() ?? '');
  });
  await page.goto('/en/index?issuer=PKS');
  await expect(page.getByText('Total 10 items')).toBeVisible();
  expect(dictionaries.answered()).toBe(false);
  const first = await rows(page).first().getByRole('cell').nth(1).textContent();
  dictionaries.release();
  await expect.poll(dictionaries.answered).toBe(true);
  // The issuer's chip shows its name from the dictionary: the dictionaries have been read.
  await expect(page.locator('section[data-kind="filterBar"] .mantine-Pill-root')).toHaveText('Peakstone Investments');
  await expect(page).toHaveURL(/\/en\/index\?issuer=PKS$/);
  await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText(first!);
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a shared link with an unknown code asks at once, quietly, and shows the list without it once the dictionaries say so', async ({ page, problems }) => {
  const dictionaries = await holdDictionaries(page);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/fundProduct/list'));
  await page.goto('/en/index?issuer=NOPE');
  // The refused call is neither a toast nor an error: the list waits for the dictionaries.
  expect(((await (await refused).json()) as { code: number }).code).not.toBe(0);
  await expect(page.locator('section[data-section="fundList"] [aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  dictionaries.release();
  await expect(page).toHaveURL(/\/en\/index$/);
  await expect(page.getByText(/Total \d+ items/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a typed minimum above the maximum is said beside the range and not applied; Clear empties the range', async ({ page }) => {
  await page.goto('/en/index');
  const min = page.getByLabel('Expense ratio – Minimum (%)');
  const max = page.getByLabel('Expense ratio – Maximum (%)');
  await max.fill('0.1');
  await expect(page).toHaveURL(/expenseRatioMax=0\.1$/);
  await min.fill('0.5');
  await expect(page.getByRole('alert')).toHaveText('The minimum is above the maximum.');
  await expect(min).toHaveAttribute('aria-invalid', 'true');
  // Another filter typed afterwards reaches the address after the same pause: once it is there, the
  // minimum would have been written before it if it were going to be.
  await page.getByRole('searchbox').fill('HK');
  await expect(page).toHaveURL(/keyword=HK/);
  await expect(page).not.toHaveURL(/expenseRatioMin/);
  await min.fill('0.05');
  await expect(page).toHaveURL(/^(?=.*expenseRatioMin=0\.05)(?=.*expenseRatioMax=0\.1)/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Expense ratio' }).click();
  await expect(page).toHaveURL(/\/en\/index\?keyword=HK$/);
  await expect(min).toHaveValue('');
  await expect(max).toHaveValue('');
});

test('no results offer to clear the filters', async ({ page }) => {
  await page.goto('/en/index?keyword=zzzzzz');
  await expect(page.getByText('No Data')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page).toHaveURL(/\/en\/index$/);
  await expect(rows(page)).toHaveCount(20);
});

test('on a phone the rows are cards and the filters open in a drawer from a button that counts them', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/index?type=ETF&assetClass=EQUITY');
  const toggle = page.getByRole('button', { name: /Filters/ });
  await expect(toggle).toContainText('2');
  await expect(toggle).toHaveAccessibleName(/2 active/);
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.locator('.table-card').first()).toBeVisible();
  await expect(page.getByLabel('Search name, code or ISIN')).toBeHidden();

  await toggle.click();
  const drawer = page.getByRole('dialog', { name: /Filters/ });
  await expect(drawer).toBeVisible();
  // Modal: the drawer takes the keyboard, and the page behind is out of reach.
  await expect(drawer.getByRole('group', { name: 'Fund type' }).getByRole('radio', { name: 'Exchange-traded funds' })).toBeChecked();
  await drawer.getByRole('group', { name: 'Fund type' }).getByText('Private funds').click();
  await expect(page).toHaveURL(/type=PRI/);
  await expect(drawer).toContainText('2');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  const expected = (
    await (
      await request.post('/api/v1/fundProduct/list', { data: { type: 'PRI', assetClass: ['EQUITY'], pageSize: 20 }, headers: { 'Accept-Language': 'en-US' } })
    ).json()
  ).data;
  await expect(page.locator('.table-card')).toHaveCount(expected.list.length);

  // 'Show the results' closes it; so does a tap on the backdrop. Reset empties every filter.
  await toggle.click();
  await drawer.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/en\/index$/);
  await drawer.getByRole('button', { name: 'Show the results' }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).not.toContainText(/\d/);
  await toggle.click();
  await page.mouse.click(10, 400);
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('phone-list.png') });
});

test("on a phone the drawer's controls are drawn when it first opens, not with the page, and open ready to use", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/index?issuer=HBR');
  await expect(page.locator('.table-card').first()).toBeVisible();
  // The closed drawer holds no controls: a phone's first load does not build what it does not show.
  await expect(page.locator('dialog.filter-drawer input, dialog.filter-drawer [role="radiogroup"]')).toHaveCount(0);
  // Their code comes while the browser is idle.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: /Filters/ });
  // The address's choice shows in the real control, which can be used at once.
  await expect(drawer.getByRole('combobox', { name: 'Issuer' })).toBeEnabled();
  await expect(drawer.locator('.mantine-Pill-root')).toHaveCount(1);
});

test('a multi-select opens over the drawer and its choice applies', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/index');
  await page.getByRole('button', { name: /Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: /Filters/ });
  await drawer.getByRole('combobox', { name: 'Investment orientation' }).click();
  await page.getByRole('option', { name: 'Income' }).click();
  await expect(page).toHaveURL(/investmentOrientation=INCOME/);
  await page.screenshot({ path: test.info().outputPath('phone-drawer.png') });
});

test('each filter narrows the list to what the API answers for it', async ({ page, request }) => {
  const cases: Array<[string, object]> = [
    ['/en/index?issuer=PKS', { issuer: ['PKS'] }],
    ['/en/index?assetClass=BOND', { assetClass: ['BOND'] }],
    ['/en/index?investmentArea=US,JP', { investmentArea: ['US', 'JP'] }],
    ['/en/index?investmentOrientation=INCOME', { investmentOrientation: ['INCOME'] }],
    ['/en/index?expenseRatioMin=0.5&expenseRatioMax=1', { expenseRatioMin: 0.5, expenseRatioMax: 1 }],
    ['/en/index?assetSizeMMax=1000', { assetSizeMMax: 1000 }],
    ['/en/index?keyword=HK5', { keyword: 'HK5' }],
  ];
  for (const [address, body] of cases) {
    const expected = await api(request, body);
    await page.goto(address);
    await expect(page.getByText(`Total ${expected.total} items`), address).toBeVisible();
    await expect(rows(page).first().getByRole('cell').nth(1), address).toHaveText(expected.list[0]!.fundName);
  }
});

test('the filters and the list speak the visitor’s language', async ({ page }) => {
  for (const [prefix, type, total] of [
    ['', '基金類型', '共'],
    ['/gb', '基金类型', '共'],
    ['/en', 'Fund type', 'Total'],
  ]) {
    await page.goto(`${prefix}/index?type=ETF`);
    await expect(page.getByRole('group', { name: type! })).toBeVisible();
    await expect(page.locator('.table-total')).toContainText(total!);
  }
});
