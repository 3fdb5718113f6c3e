#!/usr/bin/env node
// The pictures of the staff walkthrough (docs/screens.md › The studio), taken of the studio as staff
// see it: in Traditional Chinese, on a copy of screens.json, in Debian's Chromium (install
// `fonts-noto-cjk`, or Chinese is drawn as boxes). Writes docs/images/studio-*.png.
//   node scripts/studio-screenshots.mjs   (npm run docs:studio-images)
// (The callbacks given to page.evaluate run in the browser.)
/* global document */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStudioProcess } from './lib/studio-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const images = path.join(root, 'docs', 'images');
const dir = await mkdtemp(path.join(tmpdir(), 'fund-site-studio-images-'));
const file = path.join(dir, 'screens.json');
await copyFile(path.join(root, 'screens.json'), file);
/** @type {import('../src/manifest/screens.gen.ts').ScreenManifest} */
const manifest = JSON.parse(await readFile(file, 'utf8'));
const index = manifest.screens.findIndex((screen) => screen.id === 'index');
// The fund list screen has its sections above any tabs.
const fundList = /** @type {import('../src/manifest/screens.gen.ts').Section[]} */ (manifest.screens[index].sections).findIndex(
  (section) => section.id === 'fundList',
);
const details = manifest.screens.findIndex((screen) => screen.id === 'details');

const { url, studio } = await startStudioProcess(root, file);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const preview = page.frameLocator('iframe.preview-frame');
  const shoot = async (/** @type {string} */ name) => {
    // The preview's charts and fonts settled.
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(images, `${name}.png`) });
    console.log(`docs/images/${name}.png`);
  };
  const outline = (/** @type {string} */ at) => page.locator(`.outline-entry[data-path="${at}"]`).click();
  await page.goto(url);
  await preview.locator('main [data-section="fundList"]').waitFor();

  // The whole studio, a section chosen: its form above the text, the preview beside.
  await outline(`screens/${index}/sections/${fundList}`);
  const form = page.getByRole('region', { name: '表單' });
  await form.getByRole('button', { name: /^2\. fundCode/ }).click();
  await form.getByRole('group', { name: /^2\. fundCode/ }).scrollIntoViewIfNeeded();
  await shoot('studio');

  // A label changed in the form: the preview and the text follow.
  const english = form
    .getByRole('group', { name: /^2\. fundCode/ })
    .getByRole('group', { name: '標籤' })
    .getByRole('textbox', { name: 'English' });
  await english.fill('Stock code');
  await english.press('Tab');
  await preview.getByRole('columnheader', { name: /代號/ }).first().waitFor();
  await shoot('studio-form');

  // A value the schema refuses, at its field: a width added to the column, too narrow.
  const column = form.getByRole('group', { name: /^2\. fundCode/ });
  await column.getByRole('combobox', { name: /新增屬性/ }).click();
  await page.getByRole('option', { name: /^寬度/ }).first().click();
  const width = column.getByRole('textbox', { name: '寬度' });
  await width.fill('5');
  await page.locator('.problems').waitFor();
  await width.scrollIntoViewIfNeeded();
  await shoot('studio-form-problem');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Control+z');

  // The page picker: every screen and each of a fund's tabs; a phone's width.
  await page.getByRole('combobox', { name: '頁面' }).click();
  await shoot('studio-pages');
  await page.getByRole('option', { name: /追蹤/ }).first().click();
  await page.locator('.preview-controls').getByText('手機 390', { exact: true }).click();
  await preview.locator('main [data-section]').first().waitFor();
  await shoot('studio-phone');
  await page.locator('.preview-controls').getByText('桌面 1280', { exact: true }).click();

  // The Add menu.
  await outline(`screens/${details}`);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await page.getByRole('menuitem').first().waitFor();
  await shoot('studio-add-menu');
  await page
    .getByRole('menuitem', { name: /通告|通知/ })
    .first()
    .click();
  await page.keyboard.type('studioNotice');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('工作室示範通告');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('工作室示范通知');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('A notice from the studio');
  await preview.locator('[data-section="studioNotice"]').waitFor();

  // Save: the changes first.
  await page.getByRole('button', { name: '儲存…' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot('studio-save');
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  // History: every save kept; a version chosen shows what restoring it changes.
  await page.getByRole('button', { name: '版本記錄…' }).click();
  const versions = page.getByRole('dialog').getByRole('button', { name: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/ });
  await versions.last().click();
  await page.locator('.diff-view').waitFor();
  await shoot('studio-history');
  await page.keyboard.press('Escape');

  // A mistake in the text: its problems, in check-config's words; the preview unchanged.
  await page.locator('.editor-view').getByText('JSON 文字').click();
  await outline(`screens/${index}`);
  await outline(`screens/${index}/sections/${fundList}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('tabel');
  await page.locator('.problems').waitFor();
  await shoot('studio-problems');
  // (The page is left with its mistake: the copy of screens.json it edits is thrown away.)
  await page.evaluate(() => document.querySelector('.problems')?.scrollIntoView());
} finally {
  await browser.close();
  studio.kill();
  await rm(dir, { recursive: true, force: true });
}
