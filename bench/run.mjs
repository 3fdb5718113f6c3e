// `npm run bench`: the site's timings in Chromium with the CPU slowed down 4×, against the demo
// backend on its own port. Each scenario runs several times in a fresh browser context (a cold
// cache); the median and the spread (min–max) of every figure are printed, written to
// bench/results.json and put in the '## Benchmark' section of docs/performance.md.
// It reports; it never fails on a slow figure. The server builds dist/ first when it is missing or
// older than its sources, as `npm start` does (DIST_DIR serves another build as it is).
// BENCH_ONLY=<scenario>[,<scenario>…] runs only those scenarios (no bytes) and prints their figures
// without writing either file, e.g. `BENCH_ONLY=retryHttp500 npm run bench`; `engines` is the cold loads in
// Chromium, Firefox and WebKit side by side (bench/engines.mjs, BENCH_ENGINE_RUNS of each, 3 by default).
// BENCH_COMPARE=<name>=<build folder>[,<name>=<folder>…] measures several builds side by side in one
// run: one server each, and every run of a scenario visits each build once, in an order that turns
// from run to run, so the machine's swings fall on all alike. It prints each figure per build with its
// change from the first, and writes nothing. E.g. a device switched off in one build:
//   BENCH_COMPARE=with=dist,without=/tmp/without BENCH_ONLY=coldIndex,coldDetails BENCH_RUNS=20 npm run bench
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  compareChart,
  coldDetails,
  coldIndex,
  scriptBlocked,
  filteredList,
  holdings,
  languageSwitch,
  retryHttp500,
  routeBytes,
  trackApi,
  trendChart,
} from './scenarios.mjs';
import { compareReport, markdownReport, summarise, textReport } from './report.mjs';
import { engineColdLoads } from './engines.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** @typedef {import('./scenarios.mjs').TrackedPage} TrackedPage */
/** @typedef {(page: TrackedPage, base: string, cdp: import('@playwright/test').CDPSession) => Promise<import('./report.mjs').Run>} Scenario */
/** @type {Record<string, Scenario>} */
const SCENARIOS = { coldIndex, coldDetails, scriptBlocked, filteredList, holdings, trendChart, compareChart, languageSwitch, retryHttp500 };
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : undefined;
/** The cold loads in Chromium, Firefox and WebKit (bench/engines.mjs), side by side: not a scenario of Chromium's. */
const ENGINES_SCENARIO = 'engines';
const ENGINE_RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 3);
const unknown = (ONLY ?? []).filter((name) => !(name in SCENARIOS) && name !== ENGINES_SCENARIO);
if (unknown.length) throw new Error(`BENCH_ONLY: no scenario ${unknown.join(', ')} (there are ${[...Object.keys(SCENARIOS), ENGINES_SCENARIO].join(', ')})`);
const CPU_SLOWDOWN = 4;
/** BENCH_COMPARE's builds: name → folder. */
const COMPARE = process.env.BENCH_COMPARE
  ? Object.fromEntries(
      process.env.BENCH_COMPARE.split(',').map((entry) => {
        const [name, folder] = entry.split('=');
        if (!name || !folder) throw new Error(`BENCH_COMPARE: "${entry}" is not <name>=<build folder>`);
        return [name.trim(), folder.trim()];
      }),
    )
  : undefined;
const ROUTES = [
  '/en/index',
  '/en/details?code=2800',
  '/en/details?code=2800&tab=tracking',
  '/en/details?code=2800&tab=portfolio',
  '/en/details?code=2800&tab=dividend',
  '/en/details?code=2800&tab=document',
  '/en/per-details?code=2800',
  '/en/diff-details?code=2800',
  '/en/dividend-details?code=2800',
  '/en/investment-portfolio-details?code=3194',
  '/en/file-details?code=2800',
  '/en/compare?codes=2800,2808,PRI0119,2900',
];

const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/**
 * Starts the demo backend with the built site on its own port (building it when stale, unless
 * `dist` names a build to serve as it is); resolves once it answers.
 * @param {number} [port]
 * @param {string} [dist]
 */
async function startServer(port = PORT, dist = undefined) {
  const base = `http://127.0.0.1:${port}`;
  // Faults on, for retryHttp500's cookie: a request that asks for none (every other scenario's) is answered as usual.
  const server = spawn(process.execPath, ['server/index.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_FAULTS: 'on', ...(dist ? { DIST_DIR: dist } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A build, when needed, takes a minute or two on a busy machine.
  for (let attempt = 0; attempt < 3000; attempt += 1) {
    try {
      if ((await fetch(`${base}/index`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the demo server did not answer on ${base}`);
}

/**
 * A page in a fresh context, CPU slowed down, with the probe injected.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ throttle?: boolean }} [options]
 */
async function freshPage(browser, { throttle = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await context.addInitScript({ path: `${root}bench/page-probe.js` });
  // A TrackedPage once trackApi (below) has counted its calls.
  const page = /** @type {TrackedPage} */ (await context.newPage());
  const cdp = await context.newCDPSession(page);
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  trackApi(page);
  return { context, page, cdp };
}

if (COMPARE) {
  await compare(COMPARE);
  process.exit(0);
}

/**
 * BENCH_COMPARE: the scenarios (BENCH_ONLY's, else all) over several builds, each run visiting every build once.
 * @param {Record<string, string>} builds name → folder
 */
async function compare(builds) {
  const names = Object.keys(builds);
  const servers = await Promise.all(names.map((name, index) => startServer(PORT + index, builds[name])));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const started = Date.now();
  try {
    /** @type {Record<string, Record<string, import('./report.mjs').Run[]>>} */
    const runs = Object.fromEntries(names.map((name) => [name, {}]));
    for (const [scenario, measure] of Object.entries(ONLY ? Object.fromEntries(ONLY.map((name) => [name, SCENARIOS[name]])) : SCENARIOS)) {
      for (let run = 0; run < RUNS; run += 1) {
        for (let turn = 0; turn < names.length; turn += 1) {
          const index = (turn + run) % names.length;
          const name = /** @type {string} */ (names[index]);
          const { context, page, cdp } = await freshPage(browser);
          try {
            ((runs[name] ??= {})[scenario] ??= []).push(await /** @type {Scenario} */ (measure)(page, `http://127.0.0.1:${PORT + index}`, cdp));
          } finally {
            await context.close();
          }
        }
        process.stdout.write(`\r${scenario}: ${run + 1}/${RUNS} runs of each build   `);
      }
      process.stdout.write('\n');
    }
    console.log(compareReport(runs));
    console.log(`\nBENCH_COMPARE: nothing written (${Math.round((Date.now() - started) / 1000)} s, load average ${round(loadavg()[0])})`);
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const started = Date.now();
const loadBefore = loadavg()[0];
try {
  const scenarios = ONLY ? Object.fromEntries(ONLY.filter((name) => name in SCENARIOS).map((name) => [name, SCENARIOS[name]])) : SCENARIOS;
  /** @type {Record<string, import('./report.mjs').Run[]>} */
  const runs = {};
  for (const [name, scenario] of Object.entries(scenarios)) {
    runs[name] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await freshPage(browser);
      try {
        runs[name].push(await scenario(page, BASE, cdp));
      } finally {
        await context.close();
      }
      process.stdout.write(`\r${name}: ${run + 1}/${RUNS} runs   `);
    }
    process.stdout.write('\n');
  }
  // Bytes do not depend on the CPU: one unthrottled visit per address.
  /** @type {import('./report.mjs').Results['bytes']} */
  const bytes = {};
  for (const address of ONLY ? [] : ROUTES) {
    const { context, page, cdp } = await freshPage(browser, { throttle: false });
    try {
      bytes[address] = await routeBytes(page, BASE, cdp, address);
    } finally {
      await context.close();
    }
  }
  const engines =
    !ONLY || ONLY.includes(ENGINES_SCENARIO) ? await engineColdLoads(BASE, ENGINE_RUNS, (line) => process.stdout.write(`\r${line}   `)) : undefined;
  if (engines) process.stdout.write('\n');
  /** @type {import('./report.mjs').Results} */
  const results = {
    measuredAt: new Date().toISOString(),
    environment: {
      chromium: browser.version(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      cpuSlowdown: CPU_SLOWDOWN,
      runs: RUNS,
      viewport: '1280×900',
      network: 'local, not throttled',
      loadAverage: { before: round(loadBefore), after: round(loadavg()[0]) },
    },
    scenarios: Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, summarise(list)])),
    bytes,
    ...(engines ? { engines } : {}),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(textReport(results));
  if (ONLY) {
    console.log(`\nBENCH_ONLY: nothing written (${results.seconds} s)`);
  } else {
    writeFileSync(`${root}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
    const docs = `${root}docs/performance.md`;
    const START = '<!-- bench:start -->';
    const END = '<!-- bench:end -->';
    const current = readFileSync(docs, 'utf8');
    const from = current.indexOf(START);
    const to = current.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${START} … ${END} block for the figures`);
    writeFileSync(docs, `${current.slice(0, from + START.length)}\n${markdownReport(results)}\n${current.slice(to)}`);
    console.log(`\nWritten: bench/results.json, docs/performance.md (${results.seconds} s)`);
  }
} finally {
  await browser.close();
  server.kill();
}
