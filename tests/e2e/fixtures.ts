// Shared browser-test helpers: the manifest as shipped, and a page that fails the test on any
// console error or failed request.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { ScreenManifest } from '../../src/manifest/screens.gen';

export const manifest: ScreenManifest = JSON.parse(readFileSync('screens.json', 'utf8'));

export const LANGUAGES = [
  { prefix: '', language: 'zh-TW' },
  { prefix: '/en', language: 'en-US' },
  { prefix: '/gb', language: 'zh-CN' },
] as const;

/**
 * A page whose console errors and failed requests are collected and checked after the test. A
 * request the page itself gave up on is not a failure and is left out: a call its script aborted (a
 * query whose input changed again, a time-out the page reports itself) and anything in flight when
 * the page navigated away (an idle prefetch of a chunk cut off by the next `goto`). Everything else
 * counts — a chunk or call that failed, or was cut off while the page stayed where it was.
 */
export const test = base.extend<{ problems: string[] }>({
  // A route handler still at work when its test ends (a held-back script, a delayed answer) would
  // otherwise fail on the closed page after the test, outside any test.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    // Each request with the number of the page's navigations when it started. A navigation counts
    // when the test asks for it (before the browser cuts anything off), when the page starts one
    // itself, and when the new document commits (what the old one was still fetching is cut off then,
    // and the old one may have started fetching after the navigation was asked for).
    let navigations = 0;
    let navigating = false;
    const startedIn = new WeakMap<Request, number>();
    const navigationStarts = () => {
      navigations += 1;
      navigating = true;
    };
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        navigationStarts();
        return original(...args);
      };
    }
    page.on('request', (request) => {
      startedIn.set(request, navigations);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigationStarts();
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      navigations += 1;
      navigating = false;
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (error === 'net::ERR_ABORTED' && givenUp(request, navigating || navigations > (startedIn.get(request) ?? navigations))) return;
      problems.push(`failed: ${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
});

/**
 * Whether an aborted request was given up by the page itself: its script's call, or anything cut off
 * by a navigation (under way, or since it started); or by the browser: its fetch of the page's icon,
 * which it starts again when the page's address changes.
 */
function givenUp(request: Request, navigatedSince: boolean): boolean {
  if (navigatedSince || new URL(request.url()).pathname === '/favicon.png') return true;
  return request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
}

/**
 * Brings every section of the page into view in turn, as a visitor scrolling through would, and
 * waits until each has drawn: nothing in it loading, no skeleton left, its chart drawn. Returns the
 * ids of the sections, top to bottom. A check that looks at content below the fold (scripts that
 * ran, layout shifts, accessibility) calls it first, so it cannot pass by not looking.
 */
export async function drawEverySection(page: Page): Promise<string[]> {
  const sections = page.locator('main [data-section]');
  await expect(sections.first()).toBeVisible({ timeout: 15_000 });
  // Section by section, each brought into view and waited for: what loads only near the screen (a
  // chart, a rich text's sanitiser) then loads, as it would for a visitor scrolling down. A section
  // may show (or go, when empty) only once the one above it has its data: passes go on until one
  // finds every section drawn.
  // (Section ids are letters, digits and dashes: screens.schema.json.)
  const ids = () => sections.evaluateAll((all) => all.map((section) => section.getAttribute('data-section')!));
  const drawn = new Set<string>();
  for (let pass = 0; pass < 5; pass += 1) {
    const fresh = (await ids()).filter((id) => !drawn.has(id));
    if (!fresh.length) break;
    for (const id of fresh) {
      const section = page.locator(`main [data-section="${id}"]`).first();
      if (!(await section.count())) continue;
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('[aria-busy="true"], .skeleton-bar')).toHaveCount(0, { timeout: 15_000 });
      for (const chart of await section.locator('.chart-canvas').all()) await expect(chart).toHaveAttribute('data-rendered-at', /\d/, { timeout: 15_000 });
      drawn.add(id);
    }
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Top to bottom, as they stand.
  return (await ids()).filter((id) => drawn.has(id));
}

/**
 * Timers of `ms` and more never fire in the page: what it does must not wait for them (a fallback
 * that would hide a missing start, a background load that would hide one not made on demand).
 */
export async function withoutTimersFrom(page: Page, ms: number): Promise<void> {
  await page.addInitScript((limit) => {
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      (delay ?? 0) >= limit ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  }, ms);
}

export { expect };

/**
 * Serves the page's documents as the generic page (no prerendered content, no `#prerendered` data):
 * the page is drawn by the script alone, as for a fund the build had no page for. For tests of what a
 * visitor sees while a fund's own call is slow or fails.
 */
export async function withoutBuiltPage(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !/\.[a-z]+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script type="application\/json" id="prerendered">[^<]*<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<template id="page-end">)/, '<div id="root"></div>$1');
      await route.fulfill({ response, body: html });
    },
  );
}
