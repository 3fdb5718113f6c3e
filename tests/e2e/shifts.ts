// Layout shifts as the browser reports them, and a visitor's scroll through a page: shared by the
// layout-shift checks of every page (accessibility.spec.ts, with its audit) and of the pages it does
// not walk (layout-shift.spec.ts).
import type { Page } from '@playwright/test';
import { drawEverySection, expect } from './fixtures';

declare global {
  interface Window {
    __shifts: string[];
  }
}

/** Records every layout shift not caused by an input, with what moved and where to (call before the page loads; the pointer is parked in the corner, so no hover moves anything). */
export async function watchShifts(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.addInitScript(() => {
    window.__shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const name = (node: Node | undefined) =>
      node instanceof Element
        ? (node.closest('[data-section]')?.getAttribute('data-section') ?? '') +
          ' ' +
          node.tagName.toLowerCase() +
          '.' +
          [...node.classList].slice(0, 2).join('.')
        : (node?.nodeName ?? '?');
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.y)}+${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(scrollY)}: ${entry.sources.map((source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`).join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far. */
export const shiftsOf = (page: Page): Promise<string[]> => page.evaluate(() => window.__shifts);

/** Until the browser has drawn two more frames: what a scroll step brings is laid out and painted. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Left to load as a visitor who does not scroll would: every section there, nothing loading (what
 * loads in the background once the page has settled too), the network quiet. Then scrolled to the
 * end as a visitor would, a screenful at a time, each step drawn; every section brought into view and
 * waited for until it has drawn (charts that load near the viewport, late rows); and back to the top.
 */
export async function loadAndScrollThrough(page: Page): Promise<void> {
  await expect(page.locator('main [data-section]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
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
