// The accessibility gate: axe-core finds no violation (WCAG 2.x A and AA, and its best practices) on
// any screen or detail tab, in each language, at desktop and phone widths. One browser context per
// language and width walks every address, scrolling each page to its end so lazily drawn charts are
// checked too, and opening every chart's data table.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, LANGUAGES, manifest, test } from './fixtures';

const details = manifest.screens.find((screen) => screen.route === '/details')!;

/** Every screen and every tab of the detail screen, for the ETF 2800. */
const ADDRESSES = [
  '/index',
  ...details.tabs!.map((tab) => `/details?code=2800&tab=${tab.id}`),
  ...manifest.screens.filter((screen) => screen.route !== '/index' && screen.route !== '/details').map((screen) => `${screen.route}?code=2800`),
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Waits until the screen's sections are drawn and none is loading; then scrolls to the end (lazy charts draw) and waits again. */
async function settle(page: Page) {
  await expect(page.locator('main [data-section]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Every chart on the page is drawn (ECharts marks its element when it has finished).
  const charts = page.locator('.chart-canvas');
  for (const chart of await charts.all()) await expect(chart).toHaveAttribute('data-rendered-at', /\d/, { timeout: 15_000 });
  // The charts' data tables are checked too: open them.
  await page.evaluate(() => document.querySelectorAll('details.chart-table').forEach((disclosure) => ((disclosure as HTMLDetailsElement).open = true)));
  await expect(page.locator('details.chart-table[open] table')).toHaveCount(await page.locator('details.chart-table').count());
}

/** The violations on the page, one line each with the elements at fault. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')).join(' | ')}`,
  );
}

for (const { prefix, language } of LANGUAGES) {
  for (const { name, viewport } of WIDTHS) {
    test(`axe finds no violation on any screen or tab (${language}, ${name})`, async ({ browser }) => {
      test.setTimeout(240_000);
      // @axe-core/playwright needs a context of our own.
      const context = await browser.newContext({ viewport, locale: language });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const address of ADDRESSES) {
        await page.goto(`${prefix}${address}`);
        await settle(page);
        const list = await violations(page);
        if (list.length) found[address] = list;
      }
      await context.close();
      expect(found).toEqual({});
    });
  }
}
