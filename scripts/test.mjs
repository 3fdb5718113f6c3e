// `npm test`: the one gate. Runs every check in order and stops at the first that fails:
// generated files fresh, type check, lint, unit/server/build tests, build, byte budgets, browser tests.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['generated files are fresh', 'node', ['scripts/generate.mjs', '--check']],
  ['config files are valid', 'node', ['build.mjs', '--check']],
  ['type check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['unit, server and build tests', 'npx', ['vitest', 'run']],
  ['build', 'node', ['build.mjs']],
  ['byte budgets', 'node', ['scripts/check-budgets.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const chromium = ensureChromium();
const started = Date.now();
let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
}
console.log(`\n✔ every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`steps: ${passed} passed, 0 failed`);
