import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_NGINX_PORT ?? 4183);

// The browser smoke suite against nginx with deploy/nginx's configuration (scripts/serve-nginx.mjs):
// every route in every language (shell.spec.ts) and serving.spec.ts (a fund tab, a chart, a document
// download, the embedded page) — the same tests the main suite runs against the demo server.
export default defineConfig({
  ...base,
  testMatch: ['shell.spec.ts', 'serving.spec.ts'],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    url: `http://127.0.0.1:${port}/index`,
    env: { PORT: String(port), API_PORT: String(port + 1), HOST: '127.0.0.1', ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
