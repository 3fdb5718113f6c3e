import { defineConfig } from 'vitest/config';

// Unit, server and build tests. Browser tests are Playwright's (tests/e2e), not vitest's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/manifest/**/*.test.ts', 'server/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
