// No layout shift, ever: every screen and detail tab, at desktop and phone widths, in English and
// Traditional Chinese, loads and is then scrolled to its end and back without anything on screen
// moving by itself — skeletons hold the size of what replaces them, late data and lazily drawn
// charts and cards take the place kept for them. Each page opens in a fresh context (a cold load, as
// a visitor's first); the layout shifts the browser reports (not those just after an input) must be
// none at all, and a failure names the elements that moved.
import type { Page } from '@playwright/test';
import { drawEverySection, expect, manifest, test } from './fixtures';

const details = manifest.screens.find((screen) => screen.route === '/details')!;

const ADDRESSES = [
  '/index',
  // The fund's page as built (its first tab), and each tab by its address (the generic page, drawn by the script).
  '/details?code=2800',
  ...details.tabs!.map((tab) => `/details?code=2800&tab=${tab.id}`),
  ...manifest.screens.filter((screen) => screen.route !== '/index' && screen.route !== '/details').map((screen) => `${screen.route}?code=${screen.route === '/investment-portfolio-details' ? 3194 : 2800}`),
];

const CASES = [
  { prefix: '/en', viewport: { width: 1280, height: 900 } },
  { prefix: '/en', viewport: { width: 390, height: 844 } },
  { prefix: '', viewport: { width: 1280, height: 900 } },
  { prefix: '', viewport: { width: 390, height: 844 } },
];

declare global {
  interface Window {
    __shifts: string[];
  }
}

/** Records every layout shift not caused by an input, with what moved and where to. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const name = (node: Node | undefined) => (node instanceof Element ? (node.closest('[data-section]')?.getAttribute('data-section') ?? '') + ' ' + node.tagName.toLowerCase() + '.' + [...node.classList].slice(0, 2).join('.') : (node?.nodeName ?? '?'));
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.y)}+${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(scrollY)}: ${entry.sources.map((source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`).join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Until the browser has drawn two more frames: what a scroll step brings is laid out and painted. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Scrolls to the end as a visitor would, a screenful at a time, each step drawn; then brings every
 * section into view and waits until it has drawn (charts that load near the viewport, late rows);
 * then scrolls back to the top.
 */
async function scrollThrough(page: Page) {
  const step = page.viewportSize()!.height * 0.8;
  for (let turn = 0; turn < 40; turn += 1) {
    const atEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
    await page.mouse.wheel(0, step);
    await frames(page);
  }
  await drawEverySection(page);
  for (let turn = 0; turn < 40 && (await page.evaluate(() => scrollY > 0)); turn += 1) {
    await page.mouse.wheel(0, -step);
    await frames(page);
  }
}

// One test per page, language and width, each in a fresh context (a cold load, as a visitor's first).
for (const { prefix, viewport } of CASES) {
  for (const address of ADDRESSES) {
    test(`nothing moves by itself on ${address} (${prefix || 'zh-TW'}, ${viewport.width} px)`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.mouse.move(0, 0);
      await watchShifts(page);
      await page.goto(`${prefix}${address}`);
      await expect(page.locator('main [data-section]').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      const moved = await page.evaluate(() => window.__shifts);
      await context.close();
      expect(moved).toEqual([]);
    });
  }
}

// A phone's cards below the first four are drawn only as they come near the screen (table.css); the
// room kept for each must be its own, or the page moves under a visitor who jumps to the pager at the
// end (a name on two lines, a card's lines at their own height).
test('on a phone, each card of the list keeps its height when it is drawn', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/index');
  const cards = page.locator('section[data-section="fundList"] .table-card');
  await expect(cards.first().getByRole('link')).toBeVisible();
  await expect(cards).toHaveCount(20);
  const heights = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const all = [...document.querySelectorAll('section[data-section="fundList"] .table-card')];
    const kept = all.map((card) => card.getBoundingClientRect().height);
    const drawn: number[] = [];
    for (const card of all) {
      card.scrollIntoView({ block: 'center' });
      await frame();
      drawn.push(card.getBoundingClientRect().height);
    }
    return all.map((card, index) => ({ name: card.querySelector('a')?.textContent, kept: kept[index]!, drawn: drawn[index]! }));
  });
  const moved = heights.filter(({ kept, drawn }) => Math.abs(kept - drawn) > 0.5).map(({ name, kept, drawn }) => `${name}: ${kept.toFixed(1)} → ${drawn.toFixed(1)} px`);
  expect(moved).toEqual([]);
  // Names that need two lines are among them: the room kept for a card follows its own title.
  expect(new Set(heights.map(({ drawn }) => Math.round(drawn))).size).toBeGreaterThan(1);
});
