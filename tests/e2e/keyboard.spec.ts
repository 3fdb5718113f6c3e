// Keyboard use as a visitor notices it: the skip link is the first stop and lands in the content,
// the detail tabs switch with the arrow keys, every stop on the page shows where the focus is, and
// a visitor who asks for less motion gets no endless animation.
import type { Page } from '@playwright/test';
import { expect, test, withoutBuiltPage } from './fixtures';

/** Waits until the screen's sections are drawn and none is loading. */
async function settled(page: Page) {
  await expect(page.locator('main [data-section]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * How the focused element shows its focus: its own outline or box shadow, or — for a radio input
 * drawn as a segment — its label's. Undefined when nothing shows it.
 */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { element: 'body', indicator: undefined };
    const shown = (element: Element | null) => {
      if (!element) return undefined;
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1)
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      return undefined;
    };
    const label = focused instanceof HTMLInputElement ? (focused.labels?.[0] ?? focused.nextElementSibling) : null;
    const describe = `${focused.tagName.toLowerCase()} ${focused.getAttribute('role') ?? ''} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
    return { element: describe, indicator: shown(focused) ?? shown(label) };
  });
}

test('the first Tab shows the skip link, which takes the focus past the header into the content', async ({ page, problems }) => {
  await page.goto('/en/details?code=2800');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is in the content (the market quote's counters), not the header's links.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  expect(problems).toEqual([]);
});

test('the detail tabs switch with the arrow keys, Home and End, and the address follows', async ({ page, problems }) => {
  await page.goto('/en/details?code=2800');
  await settled(page);
  const information = page.getByRole('tab', { name: 'Fund information' });
  await information.focus();
  await page.keyboard.press('ArrowRight');
  const tracking = page.getByRole('tab', { name: 'Tracking' });
  await expect(tracking).toBeFocused();
  await expect(tracking).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=tracking/);
  await expect(page.getByRole('tabpanel')).toContainText('Tracking');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=document/);
  // The row of tabs wraps round: right of the last is the first.
  await page.keyboard.press('ArrowRight');
  await expect(information).toBeFocused();
  await expect(information).toHaveAttribute('aria-selected', 'true');
  // The first tab's address is the fund's own.
  await expect(page).toHaveURL(/\/en\/details\?code=2800$/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Documents' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(information).toHaveAttribute('aria-selected', 'true');
  // Only the open tab is a Tab stop; the next Tab goes into its panel.
  await expect(page.getByRole('tab', { selected: false }).first()).toHaveAttribute('tabindex', '-1');
  // A tab left before its answer came has its call cancelled (react-query aborts what nothing reads).
  expect(problems).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`every stop of the fund page shows its focus, in the order of the page (${width} px)`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/details?code=2800');
    await settled(page);
    const stops: Array<{ element: string; indicator: string | undefined; top: number }> = [];
    for (let index = 0; index < 60; index += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusIndicator(page);
      if (stop.element === 'body') break;
      const top = await page.evaluate(() => (document.activeElement as HTMLElement).getBoundingClientRect().top + window.scrollY);
      stops.push({ ...stop, top });
      // Past the footer's last link the focus leaves the page.
      if (stops.length > 1 && stop.element === stops[0]!.element) break;
    }
    expect(stops.length).toBeGreaterThan(15);
    expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.element)).toEqual([]);
    // Focus moves down the page: after the skip link and the header, no stop lies far above the one before it.
    const content = stops.slice(stops.findIndex((stop) => stop.top > 80));
    content.forEach((stop, index) => {
      if (index > 0) expect(stop.top, stop.element).toBeGreaterThan(content[index - 1]!.top - 80);
    });
    expect(problems).toEqual([]);
  });
}

/** The animations that never end, counted while the fund's name is still loading (its skeleton on screen). */
async function endlessAnimationsWhileLoading(page: Page): Promise<number> {
  // A fund the build made no page for: its name is a placeholder until its call answers.
  await withoutBuiltPage(page);
  await page.route('**/api/v1/fundProduct/detail/baseInfo', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.fallback();
  });
  await page.goto('/en/details?code=2800');
  await expect(page.locator('.title-skeleton')).toBeVisible();
  return page.evaluate(
    () =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity).length,
  );
}

test.describe('less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a visitor who asks for less motion sees no endless animation while the page loads', async ({ page }) => {
    // The sections' calls wait, so their skeletons stay on screen.
    const endless = await endlessAnimationsWhileLoading(page);
    expect(endless).toBe(0);
  });
});

test('without a preference for less motion too, the placeholders stand still while the page loads', async ({ page }) => {
  // Still by design: a pulse on each of a page's hundreds of bars kept the main thread busy while the
  // page loaded (docs/performance.md › The first paint). This fails as soon as anything on the
  // loading page animates without end, a pulse on the placeholders included.
  const endless = await endlessAnimationsWhileLoading(page);
  expect(endless).toBe(0);
  await expect(page.locator('main .skeleton-bar').first()).toBeVisible();
});
