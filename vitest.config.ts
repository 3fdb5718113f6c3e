import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { zoneOffsets } from './src/config/zone-offsets.ts';

/** Every test file: unit, server and build tests. Browser tests are Playwright's (tests/e2e), not vitest's. */
const ALL = [
  'src/**/*.test.{ts,tsx}',
  'tests/server/**/*.test.ts',
  'tests/build/**/*.test.ts',
  'tests/manifest/**/*.test.ts',
  'tests/studio/**/*.test.{ts,tsx}',
  'studio/**/*.test.{ts,tsx}',
  'server/**/*.test.mjs',
];

/** Files that replace a module or a global for their own tests: each needs modules of its own. */
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;

/** Files that lean on state a module keeps (the dictionaries a session has read, a store, what has been near the viewport). */
const KEEPS_STATE = ['src/sections/filter-bar/filter-bar-view.test.tsx', 'src/sections/kinds-contract.test.tsx', 'src/formats/use-format-context.test.tsx'];

/**
 * Files each given modules of their own: those above. The rest share their worker's modules, which
 * saves importing React, Mantine and the app again for each file (the step 266 s → 129–196 s on a
 * machine of two cores, as busy as it was); they pass in any order (checked with `--sequence.shuffle.files`).
 */
const ISOLATED = [
  ...KEEPS_STATE,
  ...['src', 'tests', 'server', 'studio'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file) && REPLACES.test(readFileSync(file, 'utf8'))),
  ),
];

/**
 * The zones the tests' trading hours name, from 2020 to 2035, as a build writes config.json's zone
 * (build.mjs › zoneTable): the wall clock is read as a built page reads it. zone-offsets.test.ts
 * holds the table to Intl, and the rest of the time to Intl itself.
 */
const ZONES = Object.fromEntries(
  ['Asia/Hong_Kong', 'America/New_York', 'Europe/London'].map((zone) => [zone, zoneOffsets(zone, Date.UTC(2020, 0, 1), Date.UTC(2035, 0, 1))]),
);

export default defineConfig({
  define: { __ZONE_OFFSETS__: JSON.stringify(JSON.stringify(ZONES)), KIND_DETAILS: 'true' },
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Limits against a hang, not budgets: on a 2-core machine kept busy by other work (`npm run
    // stress`), the demo data's heaviest test took 31 s and a build of the site with its 1,173 pages
    // 200–280 s (45 s when quiet).
    testTimeout: 120_000,
    // Build tests build the whole site in a hook.
    hookTimeout: 600_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: ALL, exclude: ISOLATED, isolate: false } },
    ],
  },
});
