// No layout shift, ever. Every screen and detail tab is checked, cold, in each language and at both
// widths, with its accessibility audit (accessibility.spec.ts: one load for both). Here, what that
// walk does not open: the fund's page as built (its first tab, with no tab in the address) and the
// holdings screen of the fund with 3,454 holdings (its virtual table), in English and Traditional
// Chinese, at desktop and phone widths. Each page opens in a fresh context (a cold load, as a
// visitor's first), is left to load, then scrolled to its end and back; the layout shifts the browser
// reports (not those just after an input) must be none at all, and a failure names the elements that
// moved.
import { expect, test } from './fixtures';
import { loadAndScrollThrough, shiftsOf, watchShifts } from './shifts';

const ADDRESSES = ['/details?code=2800', '/investment-portfolio-details?code=3194'];

const CASES = [
  { prefix: '/en', viewport: { width: 1280, height: 900 } },
  { prefix: '/en', viewport: { width: 390, height: 844 } },
  { prefix: '', viewport: { width: 1280, height: 900 } },
  { prefix: '', viewport: { width: 390, height: 844 } },
];

// One test per page, language and width, each in a fresh context (a cold load, as a visitor's first).
for (const { prefix, viewport } of CASES) {
  for (const address of ADDRESSES) {
    test(`nothing moves by itself on ${address} (${prefix || 'zh-TW'}, ${viewport.width} px)`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await watchShifts(page);
      await page.goto(`${prefix}${address}`);
      await loadAndScrollThrough(page);
      const moved = await shiftsOf(page);
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
  const moved = heights
    .filter(({ kept, drawn }) => Math.abs(kept - drawn) > 0.5)
    .map(({ name, kept, drawn }) => `${name}: ${kept.toFixed(1)} → ${drawn.toFixed(1)} px`);
  expect(moved).toEqual([]);
  // Names that need two lines are among them: the room kept for a card follows its own title.
  expect(new Set(heights.map(({ drawn }) => Math.round(drawn))).size).toBeGreaterThan(1);
});

// A section wholly below the screen rests once the page has painted (boot.ts): kept at the size its
// HTML drew, not laid out or painted while the app and its data arrive. Each must wake as it comes
// near, before it is in view, so that what its data changed in its size moves nothing on screen.
test('on a phone, the sections below the screen rest until they come near, and wake with nothing on screen moving', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchShifts(page);
  await page.goto('/en/details?code=2800');
  await expect(page.locator('main [data-section]').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const resting = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [data-section]')]
        .filter((section) => section.style.contentVisibility === 'auto')
        // Its content is not rendered (the section's own box is).
        .map((section) => ({
          id: section.dataset.section,
          skipped: !section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
        })),
    );
  const before = await resting();
  // Most of a fund's page is below a phone's screen: it rests, its data in but not drawn.
  expect(before.length).toBeGreaterThan(5);
  expect(before.filter(({ skipped }) => !skipped).map(({ id }) => `${id} is drawn while far below the screen`)).toEqual([]);
  await loadAndScrollThrough(page);
  expect((await resting()).map(({ id }) => `${id} still rests after it was scrolled through`)).toEqual([]);
  expect(await shiftsOf(page)).toEqual([]);
});
