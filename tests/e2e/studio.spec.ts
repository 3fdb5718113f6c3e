// The studio (npm run studio) in Chromium, on a copy of screens.json (playwright.studio.config.ts):
// editing beside the preview, the Add menu, problems, saving, a conflict, and a save from another site.
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const file = process.env.STUDIO_E2E_FILE!;
const original = readFileSync('screens.json', 'utf8');

/** check-config's verdict on a text: its output, and whether it passed. */
function checkConfig(text: string): { ok: boolean; output: string } {
  const candidate = path.join(tmpdir(), `studio-check-${process.pid}.json`);
  writeFileSync(candidate, text);
  try {
    return { ok: true, output: execFileSync('node', ['build.mjs', '--check', '--screens', candidate], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  } finally {
    rmSync(candidate, { force: true });
  }
}

const preview = (page: Page) => page.frameLocator('iframe.preview-frame');

/** Chooses a language or width above the preview. */
const choose = (page: Page, name: string) => page.locator('.preview-controls').getByText(name, { exact: true }).click();

/** Chooses an entry of the outline by the path of its place in the file. */
const outline = (page: Page, at: string) => page.locator(`.outline-entry[data-path="${at}"]`).click();

async function openStudio(page: Page) {
  // In English: the tests name its controls by their English words (the studio opens in Traditional Chinese).
  await page.goto('/__studio/?ui=en-US');
  await expect(page.locator('.cm-content')).toBeVisible();
  await expect(page.locator('.save-state').getByText('Saved', { exact: true })).toBeVisible();
  await choose(page, 'English');
  await expect(preview(page).locator('main [data-section="fundList"]')).toBeVisible();
}

test.beforeEach(() => {
  writeFileSync(file, original);
  rmSync(`${file}.previous`, { force: true });
  rmSync(path.join(path.dirname(file), `.${path.basename(file)}.history`), { recursive: true, force: true });
});

test('a column typed in the editor shows in the preview', async ({ page }) => {
  await openStudio(page);
  const index = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'index');
  const fundList = JSON.parse(original).screens[index].sections.findIndex((section: { id: string }) => section.id === 'fundList');
  await outline(page, `screens/${index}/sections/${fundList}`);
  await outline(page, `screens/${index}/sections/${fundList}/fields/0`);
  // The section chosen is outlined in the preview.
  await expect(preview(page).locator('[data-section="fundList"][data-studio-selected]')).toBeVisible();
  await page.keyboard.insertText(
    '{ "key": "expenseRatio", "label": { "zh-TW": "經常性開支", "zh-CN": "经常性开支", "en-US": "Ongoing charges" }, "format": { "type": "percent", "scale": "percent", "decimals": 2 }, "align": "end" },\n',
  );
  await expect(preview(page).getByRole('columnheader', { name: 'Ongoing charges' })).toBeVisible();
  await expect(page.locator('.save-state').getByText('Unsaved changes')).toBeVisible();
});

test('a section added from the menu, its labels filled in, shows in the three languages and both widths', async ({ page }) => {
  await openStudio(page);
  const details = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'details');
  await outline(page, `screens/${details}`);
  await expect(preview(page).locator('main [data-section="quote"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Notice' }).click();
  // The id, then the three labels: Tab moves from one to the next.
  await page.keyboard.type('studioNotice');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('工作室通告');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('工作室通知');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('A notice from the studio');
  const notice = preview(page).locator('[data-section="studioNotice"]');
  await expect(notice).toContainText('A notice from the studio');
  await page.screenshot({ path: test.info().outputPath('studio-add-section.png') });
  await choose(page, '繁體中文');
  await expect(notice).toContainText('工作室通告');
  await choose(page, '简体中文');
  await expect(notice).toContainText('工作室通知');
  await choose(page, 'Phone 390');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('工作室通知');
  await expect(page.locator('iframe[title="Preview of the site"]')).toHaveJSProperty('offsetWidth', 390);
  await choose(page, 'English');
  await expect(notice).toContainText('A notice from the studio');
  await choose(page, 'Desktop 1280');
  await expect(notice).toBeVisible();
  // A click on a section in the preview selects it in the editor and the outline.
  await preview(page)
    .locator('[data-section="quote"]')
    .click({ position: { x: 5, y: 5 } });
  await expect(page.locator('.outline-entry[aria-current="true"]')).toContainText('quote');
  await expect(page.locator('.cm-activeLine')).toBeVisible();
});

test('an invalid file: its problems as check-config words them, the preview unchanged, saving refused', async ({ page }) => {
  await openStudio(page);
  const index = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'index');
  const fundList = JSON.parse(original).screens[index].sections.findIndex((section: { id: string }) => section.id === 'fundList');
  await outline(page, `screens/${index}/sections/${fundList}`);
  const drawn = await page.evaluate(() => window.studioTimings?.length ?? 0);
  // "kind": "table" becomes "kind": "tabel".
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('tabel');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toBeVisible();
  const text = original.replace(/("id": "fundList",\s*"kind": )"table"/, '$1"tabel"');
  expect(text).toContain('"kind": "tabel"');
  const check = checkConfig(text);
  expect(check.ok).toBe(false);
  const places = await problems.locator('.problem-place').allInnerTexts();
  const messages = await problems.locator('.problem-message').allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  places.forEach((place, i) => expect(check.output).toContain(`${place}: ${messages[i]}`));
  // The preview keeps the last valid version.
  await expect(preview(page).locator('main [data-section="fundList"]')).toBeVisible();
  expect(await page.evaluate(() => window.studioTimings?.length ?? 0)).toBe(drawn);
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await expect(page.locator('.save-state').getByText(/problems?: fix to save/)).toBeVisible();
  // Choosing a problem puts the cursor on it.
  await problems.locator('li button').first().click();
  await expect(page.locator('.cm-activeLine')).toContainText('tabel');
  await page.screenshot({ path: test.info().outputPath('studio-problems.png') });
  expect(readFileSync(file, 'utf8')).toBe(original);
});

test('a save shows the changes first, then writes the file, valid, and keeps the version it replaced', async ({ page }) => {
  await openStudio(page);
  const details = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'details');
  await outline(page, `screens/${details}`);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Notice' }).click();
  await page.keyboard.type('savedNotice');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save…' }).click();
  const changes = page.getByRole('region', { name: 'Changes to save' });
  await expect(changes).toContainText('savedNotice');
  await page.screenshot({ path: test.info().outputPath('studio-save.png') });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved screens.json.')).toBeVisible();
  const saved = readFileSync(file, 'utf8');
  expect(saved).toContain('"id": "savedNotice"');
  expect(checkConfig(saved).ok).toBe(true);
  expect(readFileSync(`${file}.previous`, 'utf8')).toBe(original);
  await expect(page.locator('.save-state').getByText('Saved', { exact: true })).toBeVisible();
});

test('a file changed on disk since it was opened is not overwritten: both versions are shown', async ({ page }) => {
  await openStudio(page);
  const details = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'details');
  await outline(page, `screens/${details}`);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Notice' }).click();
  await page.keyboard.type('mineNotice');
  // Meanwhile, someone else changes the file.
  const theirs = original.replace('"en-US": "Harbour Securities Funds"', '"en-US": "Harbour Funds"');
  writeFileSync(file, theirs);
  await expect(page.getByRole('button', { name: 'Save…' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const both = page.getByRole('region', { name: 'The file on disk and yours' });
  await expect(page.getByRole('alert').filter({ hasText: 'changed screens.json since you opened it' })).toBeVisible();
  await expect(both).toContainText('Harbour Funds');
  await expect(both).toContainText('mineNotice');
  await page.screenshot({ path: test.info().outputPath('studio-conflict.png') });
  expect(readFileSync(file, 'utf8')).toBe(theirs);
  await page.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(page.getByText('Saved screens.json.')).toBeVisible();
  expect(readFileSync(file, 'utf8')).toContain('mineNotice');
  expect(readFileSync(`${file}.previous`, 'utf8')).toBe(theirs);
});

test('a page of another site cannot save', async ({ page, baseURL }) => {
  await page.route('http://elsewhere.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }));
  await page.goto('http://elsewhere.test/');
  const target = `${baseURL}/__studio/save`;
  const answers = await page.evaluate(async (url) => {
    const body = JSON.stringify({ text: '{}', baseHash: '' });
    const tries = [
      // A simple request (no preflight): it reaches the studio, which refuses it.
      fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body }).then((r) => `sent (${r.type})`),
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then((r) => `status ${r.status}`),
    ];
    return Promise.all(tries.map((attempt) => attempt.catch((error: Error) => `failed: ${error.message}`)));
  }, target);
  expect(answers[1]).toMatch(/^failed/);
  expect(readFileSync(file, 'utf8')).toBe(original);
  expect(existsSync(`${file}.previous`)).toBe(false);
  // What the studio answers a save from another origin.
  const refused = await page.request.post(target, {
    headers: { Origin: 'http://elsewhere.test', 'Content-Type': 'application/json' },
    data: { text: original, baseHash: '' },
  });
  expect(refused.status()).toBe(403);
});

/**
 * The editor's whole text (CodeMirror draws only the lines in view). Read through the view its
 * content element holds (`cmTile`, CodeMirror's own): should that change, this fails, it does not pass.
 */
const editorText = (page: Page) =>
  page.evaluate(() =>
    (
      document.querySelector('.cm-content') as unknown as { cmTile: { root: { view: { state: { doc: { toString(): string } } } } } }
    ).cmTile.root.view.state.doc.toString(),
  );

/** The fund list's table section: its outline entry is chosen, and its form shown. */
async function chooseFundList(page: Page) {
  const index = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'index');
  const fundList = JSON.parse(original).screens[index].sections.findIndex((section: { id: string }) => section.id === 'fundList');
  await outline(page, `screens/${index}/sections/${fundList}`);
  return page.getByRole('region', { name: 'Form' });
}

test('a form edit shows in the preview and in the text; undo and redo cover form and text edits alike', async ({ page }) => {
  await openStudio(page);
  const form = await chooseFundList(page);
  const firstColumn = form.getByRole('button', { name: /^1\. fundName/ });
  await firstColumn.click();
  const label = form.getByRole('group', { name: /^1\. fundName/ }).getByRole('group', { name: 'Label' });
  const english = label.getByRole('textbox', { name: 'English' });
  await english.fill('Name of the fund');
  await expect(preview(page).getByRole('columnheader', { name: 'Name of the fund' })).toBeVisible();
  await expect.poll(() => editorText(page)).toContain('"en-US": "Name of the fund"');
  await expect(page.locator('.save-state').getByText('Unsaved changes')).toBeVisible();
  // Undo from the form's own field: the editor's history, which the text and the preview follow.
  await english.press('Control+z');
  await expect(preview(page).getByRole('columnheader', { name: 'Fund name' })).toBeVisible();
  await expect.poll(() => editorText(page)).not.toContain('Name of the fund');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(preview(page).getByRole('columnheader', { name: 'Name of the fund' })).toBeVisible();
  // A text edit, then undo twice: the text edit, then the form's.
  await page.locator('.cm-content').getByText('"Fund list"').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.insertText(' (text)');
  await expect(english).toHaveValue('Name of the fund');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => editorText(page)).not.toContain('Fund list (text)');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(english).toHaveValue('Fund name');
  await expect(preview(page).getByRole('columnheader', { name: 'Fund name' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('studio-form.png') });
});

test('a value the schema refuses is refused at its field, in check-config’s words, and not drawn', async ({ page }) => {
  await openStudio(page);
  const form = await chooseFundList(page);
  await form.getByRole('button', { name: /^1\. fundName/ }).click();
  const column = form.getByRole('group', { name: /^1\. fundName/ });
  const width = column.getByRole('textbox', { name: 'Width' });
  const drawn = await page.evaluate(() => window.studioTimings?.length ?? 0);
  await width.fill('5');
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  const check = checkConfig(await editorText(page));
  expect(check.ok).toBe(false);
  const error = await column.locator('[id$="-error"]').first().innerText();
  expect(check.output).toContain(error);
  expect(error).toContain('at least 40');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  expect(await page.evaluate(() => window.studioTimings?.length ?? 0)).toBe(drawn);
  await page.screenshot({ path: test.info().outputPath('studio-form-refused.png') });
});

test('the page picker opens every screen and each of a fund’s tabs, in the chosen language and width', async ({ page }) => {
  await openStudio(page);
  type Tab = { id: string; label: Record<string, string> };
  type Screen = { id: string; route: string; subject?: unknown; tabs?: Tab[] };
  const manifest = JSON.parse(original) as { screens: Screen[] };
  const picker = page.getByRole('combobox', { name: 'Page' });
  await picker.click();
  const options = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  const pages = manifest.screens.flatMap((screen): { screen: Screen; tab: Tab | undefined; first: boolean }[] =>
    screen.tabs?.length ? screen.tabs.map((tab, index) => ({ screen, tab, first: index === 0 })) : [{ screen, tab: undefined, first: true }],
  );
  expect(options).toHaveLength(pages.length);
  await choose(page, 'Phone 390');
  for (const [i, { screen, tab, first }] of pages.entries()) {
    await picker.click();
    await page.getByRole('option').nth(i).click();
    const search = `${screen.subject ? '?code=2800' : ''}${tab && !first ? `&tab=${tab.id}` : ''}`;
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { pathname, search: query } = document.querySelector('iframe')!.contentWindow!.location;
          return pathname + query;
        }),
      )
      .toBe(`/en${screen.route}${search}`);
    await expect(preview(page).locator('main [data-section]').first()).toBeVisible();
    if (tab) await expect(preview(page).getByRole('tab', { selected: true })).toHaveText(tab.label['en-US']!);
  }
  await expect(page.locator('iframe[title="Preview of the site"]')).toHaveJSProperty('offsetWidth', 390);
});

test('history: each save is kept, listed with its time and a diff, and an earlier version restored', async ({ page }) => {
  await openStudio(page);
  const details = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'details');
  for (const id of ['firstNotice', 'secondNotice']) {
    await outline(page, `screens/${details}`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('menuitem', { name: 'Notice' }).click();
    await page.keyboard.type(id);
    await page.getByRole('button', { name: 'Save…' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved screens.json.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'History…' }).click();
  const dialog = page.getByRole('dialog');
  const versions = dialog.getByRole('button', { name: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/ });
  await expect(versions).toHaveCount(3);
  // The oldest: the file as it was before the first save.
  await versions.last().click();
  await expect(dialog.locator('.diff-view')).toContainText('secondNotice');
  await page.screenshot({ path: test.info().outputPath('studio-history.png') });
  await dialog.getByRole('button', { name: /Restore/ }).click();
  await expect(dialog).toBeHidden();
  expect(readFileSync(file, 'utf8')).toBe(original);
  await expect.poll(() => editorText(page)).not.toContain('secondNotice');
  await expect(page.locator('.save-state').getByText('Saved', { exact: true })).toBeVisible();
});

test('the studio opens in Traditional Chinese, speaks all three languages, and axe finds nothing in any', async ({ page }) => {
  // Nine audits of the whole interface (the form, the text editor): each takes seconds on a busy machine of two cores.
  test.setTimeout(180_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/__studio/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('button', { name: '新增', exact: true })).toBeVisible();
  await expect(preview(page).locator('main [data-section="fundList"]')).toBeVisible();
  await chooseFundListIn(page, '表單');
  const audit = async (state: string) => {
    // The studio's own interface: the site in its frame has audits of its own (accessibility.spec.ts).
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${state}: ${violation.id} ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary} ${node.html.slice(0, 300)}`).join(', ')}`,
      ),
    ).toEqual([]);
  };
  for (const [language, add, history] of [
    ['繁體中文', '新增', '版本記錄…'],
    ['简体中文', '添加', '版本记录…'],
    ['English', 'Add', 'History…'],
  ] as const) {
    await page.getByRole('combobox', { name: /介面語言|界面语言|Interface language/ }).click();
    await page.getByRole('option', { name: language }).click();
    await expect(page.getByRole('button', { name: add, exact: true })).toBeVisible();
    await audit(`${language}, the form`);
    // Opened and walked with the keyboard.
    await page.getByRole('button', { name: add, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await audit(`${language}, the Add menu`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: add, exact: true })).toBeFocused();
    await page.getByRole('button', { name: history }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(`${language}, the history`);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath(`studio-${language}.png`) });
  }
});

/** Chooses the fund list's table in the outline, with the interface in any language. */
async function chooseFundListIn(page: Page, formName: string) {
  const index = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'index');
  const fundList = JSON.parse(original).screens[index].sections.findIndex((section: { id: string }) => section.id === 'fundList');
  await outline(page, `screens/${index}/sections/${fundList}`);
  await expect(page.getByRole('region', { name: formName })).toBeVisible();
}

test('keyboard alone: a page chosen, a section chosen in the outline, a label edited in its form, and undone', async ({ page }) => {
  await openStudio(page);
  // The page picker, reached and worked with the keyboard.
  await page.getByRole('combobox', { name: 'Page' }).focus();
  // Opened on the page shown (the list), then the next: the fund's first tab.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.querySelector('iframe')!.contentWindow!.location.pathname)).toBe('/en/details');
  // Back to the list, a section of it chosen from the outline with Enter.
  const index = JSON.parse(original).screens.findIndex((screen: { id: string }) => screen.id === 'index');
  const fundList = JSON.parse(original).screens[index].sections.findIndex((section: { id: string }) => section.id === 'fundList');
  await page.locator(`.outline-entry[data-path="screens/${index}"]`).focus();
  await page.keyboard.press('Enter');
  await page.locator(`.outline-entry[data-path="screens/${index}/sections/${fundList}"]`).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: 'Form' });
  const caption = form.getByRole('group', { name: 'Caption' }).getByRole('textbox', { name: 'English' });
  await caption.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await expect.poll(() => editorText(page)).toContain('"en-US": "Fund list!"');
  await page.keyboard.press('Control+z');
  await expect.poll(() => editorText(page)).not.toContain('Fund list!');
  await expect(caption).toHaveValue('Fund list');
});
