// `npm run stress`: the browser suite, several times in a row, while other processes keep every core
// busy — the proof that the gate holds on a loaded machine, not only on a quiet one. Builds once
// (as `npm test` does), starts BURNERS busy-looping processes, runs `playwright test` RUNS times, stops
// the burners and reports each run. Exits 1 when any test failed in any run.
//
//   STRESS_RUNS     how many runs (3)
//   STRESS_BURNERS  how many busy processes beside the suite (2: both cores of a 2-core machine)
//   STRESS_HOURS    the longest a burner may live, whatever happens to this script (4)
//
// Each run's report (JSON) is kept in test-results/stress/run-<n>.json. The suite's server listens on
// E2E_PORT (4180), beside any other test run (not 4190, a port the WHATWG fetch standard, and Node's fetch, refuse). A run that ends in error or runs nothing counts as failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowsers } from './ensure-browsers.mjs';

const runs = Number(process.env.STRESS_RUNS ?? 3);
const burnerCount = Number(process.env.STRESS_BURNERS ?? 2);
const lifetimeMs = Number(process.env.STRESS_HOURS ?? 4) * 3_600_000;
const outDir = 'test-results/stress';

const chromium = ensureBrowsers();
const env = { ...process.env, CHROMIUM_PATH: chromium };

console.log('▶ build');
if (spawnSync('node', ['build.mjs'], { stdio: 'inherit', env }).status !== 0) process.exit(1);

// A burner spins until stopped, or until its own deadline if this script is killed without stopping it.
const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${lifetimeMs}; while (Date.now() < end) {}`], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
console.log(`▶ ${burnerCount} busy processes started beside the suite (pids ${burners.map((burner) => burner.pid).join(', ')})`);

mkdirSync(outDir, { recursive: true });
const results = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n▶ run ${run} of ${runs}`);
  const report = `${outDir}/run-${run}.json`;
  const started = Date.now();
  rmSync(report, { force: true });
  const status = await new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=dot,json', `--output=${outDir}/run-${run}`], {
      stdio: 'inherit',
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: process.env.E2E_PORT ?? '4180' },
    });
    child.on('exit', resolve);
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const { stats, errors = [] } = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { stats: {} };
  // A run that did not run (its server did not start, say) counts as failed, never as passed; a run
  // whose failed tests explain its exit status counts those tests only.
  const failedTests = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  const failed = failedTests + (errors.length || !stats.expected || (status !== 0 && !failedTests) ? Math.max(1, errors.length) : 0);
  results.push({ run, seconds, passed: stats.expected ?? 0, failed, skipped: stats.skipped ?? 0 });
  console.log(`  run ${run}: ${stats.expected ?? 0} passed, ${failed} failed, ${stats.skipped ?? 0} skipped in ${seconds} s`);
}
stopBurners();

console.log('\nrun  passed  failed  skipped  seconds');
for (const { run, passed, failed, skipped, seconds } of results)
  console.log(`${String(run).padEnd(5)}${String(passed).padEnd(8)}${String(failed).padEnd(8)}${String(skipped).padEnd(9)}${seconds}`);
const failures = results.reduce((sum, result) => sum + result.failed, 0);
console.log(failures ? `\n✖ ${failures} failure(s) under load` : `\n✔ ${runs} runs under load, 0 failures`);
process.exit(failures ? 1 : 0);
