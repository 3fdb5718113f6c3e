// The accessibility gate, and no layout shift: axe-core finds no violation (WCAG 2.x A and AA, and
// its best practices) on any screen or detail tab, in each language, at desktop and phone widths, and
// nothing there moves by itself. Each page opens cold in a browser context of its own (a visitor's
// first load), is left to load, scrolled to its end a screenful at a time and back (every section
// brought into view until it has drawn, lazily drawn charts too) — the layout shifts the browser
// reports (not those just after an input) must be none at all, and a failure names what moved —
// then every chart's data table is opened and the page audited. On each page it also checks what axe
// does not: headings go down one level at a time, every table has a caption and column headers, every
// chart has a name and its data as a table, and a rise or fall is signed, not only coloured. A last
// test does the contrast and sign checks again with rises in red (config.json `changeColors: red-up`).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { drawEverySection, expect, LANGUAGES, manifest, test } from './fixtures';
import { loadAndScrollThrough, shiftsOf, watchShifts } from './shifts';

const details = manifest.screens.find((screen) => screen.route === '/details')!;

/** Every screen and every tab of the detail screen, for the ETF 2800. */
const ADDRESSES = [
  '/index',
  ...details.tabs!.map((tab) => `/details?code=2800&tab=${tab.id}`),
  ...manifest.screens
    .filter((screen) => screen.route !== '/index' && screen.route !== '/details')
    .map((screen) => `${screen.route}?${screen.route === '/compare' ? 'codes=2800,2808,PRI0119,2871' : 'code=2800'}`),
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Every chart's data table opened ("Show data as a table"), so its table is audited too. */
async function openChartTables(page: Page) {
  await page.evaluate(() => document.querySelectorAll('details.chart-table').forEach((disclosure) => ((disclosure as HTMLDetailsElement).open = true)));
  await expect(page.locator('details.chart-table[open] table')).toHaveCount(await page.locator('details.chart-table').count());
}

/** Brings every section into view until each has drawn (lazy charts too), then opens each chart's data table. */
async function settle(page: Page) {
  await drawEverySection(page);
  await openChartTables(page);
}

/** The violations on the page, one line each with the elements at fault. */
async function violations(page: Page): Promise<string[]> {
  expect(page.frames(), 'a frame on the page, which axe in legacy mode would not look into').toHaveLength(1);
  // Only the violations are gathered and sent back (not every node that passed each rule): the same
  // verdict, in much less time on a page of two thousand elements. Run in the page itself (legacy
  // mode): the site's pages have no frames, so axe needs no blank page of its own to gather frames'
  // results in (2–3 s a page on a machine of two cores).
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')).join(' | ')}`,
  );
}

/** What axe leaves alone: heading levels, table captions and headers, charts' text alternatives, signed changes. */
function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').trim();
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((heading) => !heading.closest('[hidden], [aria-hidden="true"]'));
    if (headings.filter((heading) => heading.tagName === 'H1').length !== 1) problems.push('not exactly one h1');
    headings.forEach((heading, index) => {
      const level = Number(heading.tagName[1]);
      const before = index ? Number(headings[index - 1]!.tagName[1]) : 0;
      if (level > before + 1) problems.push(`heading "${text(heading)}" (h${level}) follows h${before}`);
    });
    for (const table of document.querySelectorAll('main table')) {
      if (!text(table.querySelector('caption'))) problems.push(`table without a caption: "${text(table).slice(0, 40)}"`);
      if (!table.querySelector('thead th[scope="col"]')) problems.push(`table without column headers: "${text(table.querySelector('caption'))}"`);
    }
    for (const grid of document.querySelectorAll('main [role="table"]')) {
      if (!grid.getAttribute('aria-label')) problems.push('role=table without a name');
      if (!grid.querySelector('[role="columnheader"]')) problems.push(`role=table without column headers: ${grid.getAttribute('aria-label')}`);
    }
    for (const chart of document.querySelectorAll('main .chart-frame[role="img"]')) {
      const name = chart.getAttribute('aria-label');
      if (!name) problems.push('chart without a name');
      if (!chart.closest('.chart-section')?.querySelector('details.chart-table table')) problems.push(`chart "${name}" without its data as a table`);
    }
    for (const change of document.querySelectorAll('main .tone-up, main .tone-down')) {
      const value = text(change);
      const sign = change.classList.contains('tone-up') ? /^\+/ : /^[-−]/;
      if (value && /\d/.test(value) && !sign.test(value)) problems.push(`a ${change.className} value without its sign: "${value}"`);
    }
    return problems;
  });
}

/** What some pages must hold, so the checks above have something to check there (on a phone, lists are cards, not tables). */
const MINIMUM: Record<string, { tables?: number; charts?: number; changes?: number }> = {
  '/index': { changes: 5 },
  '/details?code=2800&tab=information': { charts: 1, changes: 1 },
  '/details?code=2800&tab=tracking': { charts: 1 },
};
const DESKTOP_MINIMUM: Record<string, { tables?: number }> = { '/index': { tables: 1 }, '/per-details?code=2800': { tables: 1 } };

// One test per page, language and width: each is short, so a busy machine slows it without
// running it out of time, and a failure names its page.
for (const { prefix, language } of LANGUAGES) {
  for (const { name, viewport } of WIDTHS) {
    for (const address of ADDRESSES) {
      test(`nothing moves by itself and axe finds no violation on ${address} (${language}, ${name})`, async ({ browser }) => {
        test.setTimeout(120_000);
        // A context of its own: a cold load, and @axe-core/playwright needs one.
        const context = await browser.newContext({ viewport, locale: language });
        const page = await context.newPage();
        await watchShifts(page);
        await page.goto(`${prefix}${address}`);
        await loadAndScrollThrough(page);
        // Read before the chart tables open (that moves what is below them, and no input did it).
        const moved = await shiftsOf(page);
        await openChartTables(page);
        const found = [...(await violations(page)), ...(await structureProblems(page))];
        const seen = {
          tables: await page.locator('main table, main [role="table"]').count(),
          charts: await page.locator('main .chart-frame[role="img"]').count(),
          changes: await page.locator('main .tone-up, main .tone-down').count(),
        };
        await context.close();
        expect.soft(moved, 'what moved by itself').toEqual([]);
        expect(found, 'accessibility').toEqual([]);
        const least = { ...MINIMUM[address], ...(name === 'desktop' ? DESKTOP_MINIMUM[address] : {}) };
        for (const [what, count] of Object.entries(least)) expect(seen[what as keyof typeof seen], what).toBeGreaterThanOrEqual(count);
      });
    }
  }
}

test('with rises in red (config.json `changeColors: red-up`) the colours swap, changes stay signed, and contrast holds', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The deployment's own config.json, edited as a deployment would: validated in the page, then applied.
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), changeColors: 'red-up' } });
  });
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  const colours = new Set<string>();
  for (const address of ['/index', '/details?code=2800', '/per-details?code=2800']) {
    await page.goto(`/en${address}`);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-change-colors', 'red-up');
    const contrast = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .withRules(['color-contrast'])
      .analyze();
    const list = [
      ...contrast.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
      ...(await structureProblems(page)),
    ];
    if (list.length) found[address] = list;
    for (const colour of await page
      .locator('main .tone-up, main .tone-down')
      .evaluateAll((changes) => changes.map((change) => `${change.classList.contains('tone-up') ? 'up' : 'down'} ${getComputedStyle(change).color}`)))
      colours.add(colour);
  }
  await context.close();
  expect(found).toEqual({});
  // A rise is red (#c0262d) and a fall green (#1b7a3a): the mainland convention, the other way round from the default.
  expect([...colours].sort()).toEqual(['down rgb(27, 122, 58)', 'up rgb(192, 38, 45)']);
});
