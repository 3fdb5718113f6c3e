// `npm test`: the one gate. Runs every check in order and stops at the first that fails:
// generated files fresh, type check, lint, build, unit/server/build tests, byte budgets, browser tests
// against the demo server, the studio's browser tests, then the browser smoke suite against nginx.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { INSTALL, installNginxIfRoot } from './lib/nginx-run.mjs';

const steps = [
  ['generated files are fresh', 'node', ['scripts/generate.mjs', '--check']],
  ['config files are valid', 'node', ['build.mjs', '--check']],
  ['type check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  // The site's build first: the server tests serve it (SITE_DIST) rather than build one more.
  ['build', 'node', ['build.mjs']],
  ['unit, server and build tests', 'npx', ['vitest', 'run'], { SITE_DIST: 'dist' }],
  ['byte budgets', 'node', ['scripts/check-budgets.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // The studio (npm run studio) on a copy of screens.json.
  ['studio browser tests', 'npx', ['playwright', 'test', '--config', 'playwright.studio.config.ts']],
  // The build just made, served by nginx with deploy/nginx's configuration.
  ['browser tests against nginx', 'npx', ['playwright', 'test', '--config', 'playwright.nginx.config.ts'], { DIST_DIR: 'dist' }],
];

const chromium = ensureChromium();
// nginx: installed where we may (root with apt-get), as Chromium is; never skipped.
const nginx = installNginxIfRoot();
if (nginx.problem) {
  console.error(`\n✖ The server and browser tests against nginx need it: ${nginx.problem}\n  (${INSTALL})\n`);
  process.exit(1);
}
const started = Date.now();
let passed = 0;
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
}
console.log(`\n✔ every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${passed} passed, 0 failed`);
