import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the
// built site and the demo API, served by the same server as `npm start`.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The walk through every route tagged @routes is for the run against nginx (playwright.nginx.config.ts): shell.spec.ts covers it here.
  grepInvert: /@routes/,
  // The studio's tests start the studio, not the site (playwright.studio.config.ts).
  testIgnore: ['studio.spec.ts', 'studio-preview-parity.spec.ts', 'studio-teardown.ts'],
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Room for a busy 2-core machine (the suite is run three times beside two busy processes, see
  // docs/reliability.md): a test that passes on a quiet one must not run out of time there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell: the same Chromium, without the
      // whole browser's windowing layer), as Playwright runs headless tests by default: on two cores it
      // draws, screenshots and audits a page in about a quarter less time than the whole browser, which
      // the smoke suite in three engines (tests/engines), Lighthouse and the bench still run.
      executablePath: process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server/index.mjs',
    url: `http://127.0.0.1:${port}/index`,
    env: { PORT: String(port), HOST: '127.0.0.1', DEMO_FAULTS: 'on' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
