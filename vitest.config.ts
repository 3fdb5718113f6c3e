import { defineConfig } from 'vitest/config';

// Unit, server and build tests. Browser tests are Playwright's (tests/e2e), not vitest's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/manifest/**/*.test.ts', 'tests/studio/**/*.test.ts', 'server/**/*.test.mjs'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    // Build tests build the whole site in a hook: ~15 s alone, several times that on a busy 2-core machine.
    hookTimeout: 180_000,
  },
});
