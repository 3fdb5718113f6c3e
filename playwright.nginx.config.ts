import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_NGINX_PORT ?? 4183);

// The browser smoke suite against nginx with deploy/nginx's configuration (scripts/serve-nginx.mjs):
// serving.spec.ts — every route in every language, a fund tab, a chart, a document download, the
// embedded page — the tests the main suite runs against the demo server (whose shell.spec.ts
// checks each route more closely than the walk tagged @routes, which it therefore leaves out).
export default defineConfig({
  ...base,
  testMatch: ['serving.spec.ts'],
  // Its own folder: npm test runs it beside the studio's suite, and each run clears its folder first.
  outputDir: 'test-results/nginx',
  grepInvert: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    url: `http://127.0.0.1:${port}/index`,
    env: { PORT: String(port), API_PORT: String(port + 1), HOST: '127.0.0.1', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
