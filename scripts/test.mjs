// `npm test`: the one gate. Runs every check in order and stops at the first that fails:
// generated files fresh, type check (the TypeScript, and the JavaScript from its JSDoc), lint, format, build,
// unit/server/build tests, byte budgets, browser tests against the demo server, the smoke suite in
// Chromium, Firefox and WebKit, then the studio's
// browser tests and the browser smoke suite against nginx.
import { spawn } from 'node:child_process';
import { ensureBrowsers, HEADLESS_SHELL } from './ensure-browsers.mjs';
import { INSTALL, installNginxIfRoot } from './lib/nginx-run.mjs';

// A step is [name, command, args, env?]; a list of steps runs them side by side (each single-threaded,
// on a machine of two cores), their output shown in order as each ends.
/** @typedef {[name: string, command: string, args: string[], env?: Record<string, string>]} Step */
/** @type {(Step | Step[])[]} */
const steps = [
  [
    ['generated files are fresh', 'node', ['scripts/generate.mjs', '--check']],
    ['config files are valid', 'node', ['build.mjs', '--check']],
  ],
  [
    ['type check', 'npx', ['tsc', '--noEmit']],
    // The JavaScript (build.mjs, server/, scripts/, studio's server, bench/, public/embed.js): tsconfig.scripts.json says how.
    ['type check of the JavaScript', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.scripts.json']],
    ['lint', 'npx', ['eslint', '.']],
    // One layout for the code (.prettierrc.json; data and prose keep theirs, .prettierignore): `npm run format` applies it.
    ['format', 'npx', ['prettier', '--check', '.']],
  ],
  // The site's build first: the server tests serve it (SITE_DIST) rather than build one more.
  ['build', 'node', ['build.mjs']],
  ['unit, server and build tests', 'npx', ['vitest', 'run'], { SITE_DIST: 'dist' }],
  ['byte budgets', 'node', ['scripts/check-budgets.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // The smoke suite in Chromium, Firefox and WebKit, each engine's browser beside the others'.
  ['browser smoke suite in three engines', 'npx', ['playwright', 'test', '--config', 'playwright.engines.config.ts']],
  // Two short suites side by side: the studio (npm run studio) on a copy of screens.json, and the
  // build just made, served by nginx with deploy/nginx's configuration.
  [
    ['studio browser tests', 'npx', ['playwright', 'test', '--config', 'playwright.studio.config.ts']],
    ['browser tests against nginx', 'npx', ['playwright', 'test', '--config', 'playwright.nginx.config.ts'], { DIST_DIR: 'dist' }],
  ],
];

const chromium = ensureBrowsers();
// nginx: installed where we may (root with apt-get), as the browsers are; never skipped.
const nginx = installNginxIfRoot();
if (nginx.problem) {
  console.error(`\n✖ The server and browser tests against nginx need it: ${nginx.problem}\n  (${INSTALL})\n`);
  process.exit(1);
}
/**
 * Runs one step; `quiet` keeps its output to return it (for steps side by side).
 * @param {Step} step
 * @param {boolean} [quiet]
 * @returns {Promise<{ name: string, status: number | null, output: string }>}
 */
function run([name, command, args, env = {}], quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, CHROMIUM_PATH: chromium, CHROMIUM_HEADLESS_PATH: HEADLESS_SHELL, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ name, status, output }));
  });
}

const started = Date.now();
let passed = 0;
for (const step of steps) {
  const group = /** @type {Step[]} */ (Array.isArray(step[0]) ? step : [step]);
  if (group.length === 1) console.log(`\n▶ ${group[0][0]}`);
  const results = await Promise.all(group.map((entry) => run(entry, group.length > 1)));
  for (const { name, status, output } of results) {
    if (group.length > 1) process.stdout.write(`\n▶ ${name}\n${output}`);
    if (status !== 0) console.error(`\n✖ ${name} failed`);
  }
  const failed = results.filter((result) => result.status !== 0);
  passed += results.length - failed.length;
  if (failed.length) {
    console.log(`steps: ${passed} passed, ${failed.length} failed`);
    process.exit(failed[0].status ?? 1);
  }
}
console.log(`\n✔ every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${passed} passed, 0 failed`);
