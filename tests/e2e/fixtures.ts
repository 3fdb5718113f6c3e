// Shared browser-test helpers: the manifest as shipped, and a page that fails the test on any
// console error or failed request.
import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { ScreenManifest } from '../../src/manifest/screens.gen';

export const manifest: ScreenManifest = JSON.parse(readFileSync('screens.json', 'utf8'));

export const LANGUAGES = [
  { prefix: '', language: 'zh-TW' },
  { prefix: '/en', language: 'en-US' },
  { prefix: '/gb', language: 'zh-CN' },
] as const;

/** A page whose console errors and failed requests are collected and checked after the test. */
export const test = base.extend<{ problems: string[] }>({
  // A route handler still at work when its test ends (a held-back script, a delayed answer) would
  // otherwise fail on the closed page after the test, outside any test.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
});

/** The problems that are not a request given up on purpose: a call whose input changed again, a chunk or call when the page moved on. */
export const unexpected = (problems: string[]) => problems.filter((problem) => !problem.endsWith('net::ERR_ABORTED'));

export { expect };
