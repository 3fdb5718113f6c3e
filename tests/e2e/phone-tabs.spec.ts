// A fund page's tabs on a phone: they fit, or the bar shows that more are there (a shade at the edge
// where tabs are hidden) and scrolls to show each of them whole.
import { expect, LANGUAGES, test } from './fixtures';

for (const width of [360, 390, 414]) {
  for (const { prefix, language } of LANGUAGES) {
    test(`the tab bar at ${width} px shows every tab or that more are there (${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/details?code=2800`);
      const list = page.getByRole('tablist');
      await expect(list.getByRole('tab').first()).toBeVisible();
      const [scrollWidth, clientWidth] = await list.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      const tabs = await list.getByRole('tab').all();
      const last = tabs.at(-1)!;
      const whole = async () => {
        const [bar, tab] = [await list.boundingBox(), await last.boundingBox()];
        return tab!.x >= bar!.x - 0.5 && tab!.x + tab!.width <= bar!.x + bar!.width + 0.5;
      };
      if (scrollWidth <= clientWidth) {
        expect(await whole()).toBe(true);
      } else {
        // Hidden tabs are signalled by the shades the bar draws at its edges.
        expect(await list.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient');
        expect(await whole()).toBe(false);
        await last.scrollIntoViewIfNeeded();
        expect(await whole()).toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath(`tabs-${width}-${language}.png`) });
    });
  }
}
