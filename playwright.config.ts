import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the
// built site and the demo API, served by the same server as `npm start`.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // A page drawn from the demo API in time on a quiet machine may take longer on a busy 2-core one.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
