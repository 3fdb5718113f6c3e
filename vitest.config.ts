import { defineConfig } from 'vitest/config';

// Unit, server and build tests. Browser tests are Playwright's (tests/e2e), not vitest's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/manifest/**/*.test.ts', 'tests/studio/**/*.test.ts', 'server/**/*.test.mjs'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Limits against a hang, not budgets: on a 2-core machine kept busy by other work (`npm run
    // stress`), the demo data's heaviest test took 31 s and a build of the site with its 1,173 pages
    // 200–280 s (45 s when quiet).
    testTimeout: 120_000,
    // Build tests build the whole site in a hook.
    hookTimeout: 600_000,
  },
});
