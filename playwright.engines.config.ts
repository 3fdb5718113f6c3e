import { defineConfig } from '@playwright/test';
import { ENGINES } from './tests/engines/engines.mjs';

const port = Number(process.env.E2E_ENGINES_PORT ?? 4193);

// The browser smoke suite in the three engines visitors use (tests/engines/): Playwright Test runs
// it, one project per engine, each engine in a worker of its own driving its own browser through
// tests/engines/engines.ts (Playwright's own browser builds cannot be downloaded here). The site
// and the demo API are served as by `npm start`.
export default defineConfig({
  testDir: 'tests/engines',
  outputDir: 'test-results/engines',
  fullyParallel: false,
  workers: ENGINES.length,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: ENGINES.map((name) => ({ name })),
  webServer: {
    command: 'node server/index.mjs',
    url: `http://127.0.0.1:${port}/index`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
