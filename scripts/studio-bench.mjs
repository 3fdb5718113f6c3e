#!/usr/bin/env node
// Times the studio (docs/performance.md › The studio): its start (its bundle and the site's build for
// the preview, to listening, and to the first preview drawn in Chromium), and the preview's update
// after an edit of a label — typed in the text on the fund list and on /details, and in the form —
// from the last keystroke to the new text in the preview's page. Runs on a copy of screens.json.
// Prints the figures; never fails on a slow one.
//   node scripts/studio-bench.mjs   (STUDIO_BENCH_RUNS: edits per screen, 8)
// (The callbacks given to page.evaluate run in the browser.)
/* global window, document, MutationObserver, performance, HTMLInputElement, Event */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStudioProcess } from './lib/studio-process.mjs';

/** @typedef {{ version: number, editedAt: number, drawnAt: number }} Timing A preview drawn after an edit (studio/client/use-preview.ts). */
/** @typedef {Window & { studioTimings?: Timing[], formEditAt?: number }} StudioWindow The studio's page: its timings, and the time of a form edit set here. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.STUDIO_BENCH_RUNS ?? 8);
const dir = await mkdtemp(path.join(tmpdir(), 'fund-site-studio-bench-'));
const file = path.join(dir, 'screens.json');
await copyFile(path.join(root, 'screens.json'), file);

const spawned = Date.now();
const { url, studio } = await startStudioProcess(root, file);
const listening = Date.now() - spawned;

/**
 * Resolves to the moment (the page's performance.now()) the preview's page first shows `text`: a
 * `MutationObserver` in the preview's document, read from the studio's page (same origin).
 * @param {import('@playwright/test').Page} page
 * @param {string} text
 */
const previewShows = (page, text) =>
  page.evaluate(
    (expected) =>
      new Promise((resolve) => {
        const doc = /** @type {Document} */ (/** @type {HTMLIFrameElement} */ (document.querySelector('iframe')).contentDocument);
        const observer = new MutationObserver(() => {
          if (!(/** @type {HTMLElement} */ (doc.querySelector('main')).textContent.includes(expected))) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const opened = Date.now();
  await page.goto(`${url}?ui=en-US`);
  await page.waitForFunction(() => {
    const studio = /** @type {StudioWindow} */ (window);
    return (studio.studioTimings?.length ?? 0) > 0;
  });
  const firstPreview = Date.now() - opened;
  await page.locator('.preview-controls').getByText('English', { exact: true }).click();
  await page.frameLocator('iframe').locator('[data-section="fundList"]').waitFor();

  /**
   * Edits a label `runs` times; returns the times from the last keystroke to the text in the preview, and to the preview's commit.
   * @param {string} outlinePath
   * @param {number} downs
   * @param {string} label
   */
  async function edits(outlinePath, downs, label) {
    // A section's fields are in the outline once the section is chosen.
    const section = /^(.*)\/fields\/\d+$/.exec(outlinePath);
    if (section) await page.locator(`.outline-entry[data-path="${section[1]}"]`).click();
    await page.locator(`.outline-entry[data-path="${outlinePath}"]`).click();
    for (let i = 0; i < downs; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    /** @type {number[]} */
    const shown = [];
    /** @type {number[]} */
    const drawn = [];
    for (let run = 1; run <= runs; run += 1) {
      const expected = `${label}${' x'.repeat(run)}`;
      // Watches the preview's document from the studio's page (same origin) for the new text.
      const seen = previewShows(page, expected);
      // The preview has drawn (waited for above): its timings are there.
      const before = await page.evaluate(() => /** @type {Timing[]} */ (/** @type {StudioWindow} */ (window).studioTimings).length);
      await page.keyboard.insertText(' x');
      const typed = await page.evaluate(() => performance.now());
      const at = await seen;
      await page.waitForFunction((count) => /** @type {Timing[]} */ (/** @type {StudioWindow} */ (window).studioTimings).length > count, before);
      const timing = await page.evaluate(() => /** @type {Timing} */ (/** @type {Timing[]} */ (/** @type {StudioWindow} */ (window).studioTimings).at(-1)));
      shown.push(at - typed);
      drawn.push(timing.drawnAt - timing.editedAt);
    }
    return { shown: Math.round(median(shown)), drawn: Math.round(median(drawn)), worst: Math.round(Math.max(...shown)) };
  }
  /**
   * The studio's screens.json, as far as this reads it: the demo's screens, the fund list's columns and the details' tabs.
   * @type {{ screens: { id: string, sections: { id: string, fields: { label: Record<string, string> }[] }[], tabs: { id: string, sections: { id: string, title: Record<string, string> }[] }[] }[] }}
   */
  const manifest = JSON.parse(await (await fetch(new URL('/__studio/file', url))).json().then((f) => f.text));
  const index = manifest.screens.findIndex((s) => s.id === 'index');
  const fundList = manifest.screens[index].sections.findIndex((s) => s.id === 'fundList');
  const details = manifest.screens.findIndex((s) => s.id === 'details');
  const information = manifest.screens[details].tabs.findIndex((t) => t.id === 'information');
  const profile = manifest.screens[details].tabs[information].sections.findIndex((s) => s.id === 'profile');
  const list = await edits(`screens/${index}/sections/${fundList}/fields/0`, 5, manifest.screens[index].sections[fundList].fields[0].label['en-US']);
  await page.locator(`.outline-entry[data-path="screens/${details}"]`).click();
  await page.frameLocator('iframe').locator('[data-section="profile"]').waitFor();
  const detail = await edits(
    `screens/${details}/tabs/${information}/sections/${profile}`,
    6,
    manifest.screens[details].tabs[information].sections[profile].title['en-US'],
  );
  // The same label edited in the form: the English label of the fund list's first column.
  await page.locator(`.outline-entry[data-path="screens/${index}"]`).click();
  await page.locator(`.outline-entry[data-path="screens/${index}/sections/${fundList}"]`).click();
  await page.frameLocator('iframe').locator('[data-section="fundList"]').waitFor();
  const form = page.getByRole('region', { name: 'Form' });
  await form.getByRole('button', { name: /^1\. / }).click();
  const english = form.getByRole('group', { name: /^1\. / }).getByRole('group', { name: 'Label' }).getByRole('textbox', { name: 'English' });
  /** @type {number[]} */
  const formShown = [];
  for (let run = 1; run <= runs; run += 1) {
    const expected = `Form edit ${run}`;
    const seen = previewShows(page, expected);
    await english.evaluate((input, text) => {
      /** @type {StudioWindow} */ (window).formEditAt = performance.now();
      const setter = /** @type {(this: Element, value: string) => void} */ (
        /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')).set
      );
      setter.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, expected);
    const at = await seen;
    formShown.push(at - (await page.evaluate(() => /** @type {number} */ (/** @type {StudioWindow} */ (window).formEditAt))));
  }
  const formEdit = { shown: Math.round(median(formShown)), worst: Math.round(Math.max(...formShown)) };
  console.log(`studio start: listening ${listening} ms (bundling included); first preview drawn ${firstPreview} ms after the page was opened`);
  console.log(`preview update after an edit (median of ${runs}; last keystroke → new text on the page; of which the settle wait is 200 ms):`);
  console.log(`  fund list (/index): ${list.shown} ms (worst ${list.worst} ms); to the preview's commit ${list.drawn} ms`);
  console.log(`  /details?code=2800: ${detail.shown} ms (worst ${detail.worst} ms); to the preview's commit ${detail.drawn} ms`);
  console.log(`  a label changed in the form (/index): ${formEdit.shown} ms (worst ${formEdit.worst} ms)`);
} finally {
  await browser.close();
  studio.kill();
  await rm(dir, { recursive: true, force: true });
}
