// A chart on screen comes first as a picture, drawn by the chart worker off the page's main thread;
// ECharts draws on the page once the visitor points at the chart, and takes the picture's place
// with the tooltip where the pointer is. Where the worker cannot run, ECharts draws at once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The performance chart of fund 2800, at the top of its screen. */
const chartOf = (page: Page) => page.locator('main .chart-frame').first();

/** Whether ECharts has drawn anything on the page itself (an instance marks its element). */
const echartsOnPage = (page: Page) => page.evaluate(() => document.querySelectorAll('[_echarts_instance_], main .chart-frame canvas').length > 0);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a chart is a picture until the visitor points at it, at ${viewport.width} px`, async ({ page, problems }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en/per-details?code=2800');
    const chart = chartOf(page);
    const picture = chart.locator('.chart-picture svg');
    await expect(picture).toBeVisible({ timeout: 15_000 });
    await expect(chart.locator('.chart-picture')).toHaveAttribute('data-rendered-at', /\d/);
    // The picture is the chart: the box's size, the legend, the axes' labels in the page's language.
    const box = await chart.boundingBox();
    expect(await picture.evaluate((svg) => [Number(svg.getAttribute('width')), Number(svg.getAttribute('height'))])).toEqual([
      Math.round(box!.width),
      Math.round(box!.height),
    ]);
    await expect(picture.locator('text', { hasText: /^Fund$/ })).toHaveCount(1);
    await expect(picture.locator('text', { hasText: /^-?\d+%$/ }).first()).toBeAttached();
    expect(await echartsOnPage(page)).toBe(false);

    // Pointed at: ECharts draws on the page, the picture goes, the tooltip shows where the pointer is.
    await chart.hover({ position: { x: box!.width / 2, y: box!.height / 2 } });
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart.locator('.chart-picture')).toHaveCount(0);
    await expect(page.locator('.chart-tooltip-title')).toHaveText(/\d{4}/);
    expect(problems).toEqual([]);
  });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on the picture brings the interactive chart, with the tooltip of the day tapped', async ({ page, problems }) => {
    await page.goto('/en/per-details?code=2800');
    const chart = chartOf(page);
    await expect(chart.locator('.chart-picture svg')).toBeVisible({ timeout: 15_000 });
    const box = await chart.boundingBox();
    await chart.tap({ position: { x: box!.width / 2, y: box!.height / 2 } });
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(page.locator('.chart-tooltip-title')).toHaveText(/\d{4}/);
    await expect(chart.locator('.chart-picture')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test('where the chart worker cannot run, ECharts draws the chart on the page at once', async ({ page, problems }) => {
  await page.route(/\/assets\/chart-picture-worker-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/en/per-details?code=2800');
  const chart = chartOf(page);
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(chart.locator('.chart-canvas')).toHaveAttribute('data-rendered-at', /\d/);
  await expect(chart.locator('.chart-picture')).toHaveCount(0);
  // The refused file is the only thing that went wrong.
  expect(problems.filter((problem) => !/chart-picture-worker/.test(problem))).toEqual([]);
});
