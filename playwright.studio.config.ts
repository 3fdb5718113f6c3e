import { defineConfig, devices } from '@playwright/test';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.STUDIO_E2E_PORT ?? 4320);
/** The built site beside it, as `npm start` serves it, for the preview to be compared with. */
const sitePort = Number(process.env.STUDIO_E2E_SITE_PORT ?? 4321);
process.env.STUDIO_E2E_SITE ??= `http://127.0.0.1:${sitePort}`;

// The studio's browser tests edit a copy of screens.json, never the repository's: the copy is made
// once, in the runner's process, and its path handed to the studio and the tests (workers inherit it).
if (!process.env.STUDIO_E2E_FILE) {
  process.env.STUDIO_E2E_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'fund-site-studio-')), 'screens.json');
  copyFileSync('screens.json', process.env.STUDIO_E2E_FILE);
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['studio.spec.ts', 'studio-preview-parity.spec.ts'],
  // Its own folder: npm test runs it beside the suite against nginx, and each run clears its folder first.
  outputDir: 'test-results/studio',
  globalTeardown: './tests/e2e/studio-teardown.ts',
  // One studio, one file: the tests take turns.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      // Chromium's headless shell, as the main suite (playwright.config.ts says why).
      executablePath: process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node studio/studio.mjs --file "${process.env.STUDIO_E2E_FILE}" --port ${port}`,
      url: `http://127.0.0.1:${port}/__studio/`,
      // The demo clock (a cookie), so that the preview and the site can be compared on the same data.
      env: { DEMO_FAULTS: 'on' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node server/index.mjs',
      url: `http://127.0.0.1:${sitePort}/index`,
      env: { PORT: String(sitePort), HOST: '127.0.0.1', DEMO_FAULTS: 'on' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
