// `npm run bench`: the site's timings in Chromium with the CPU slowed down 4×, against the demo
// backend on its own port. Each scenario runs several times in a fresh browser context (a cold
// cache); the median and the spread (min–max) of every figure are printed, written to
// bench/results.json and put in the '## Benchmark' section of docs/performance.md.
// It reports; it never fails on a slow figure. The server builds dist/ first when it is missing or
// older than its sources, as `npm start` does (DIST_DIR serves another build as it is).
// BENCH_ONLY=<scenario>[,<scenario>…] runs only those scenarios (no bytes) and prints their figures
// without writing either file, e.g. `BENCH_ONLY=retryHttp500 npm run bench`.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { coldDetails, coldIndex, scriptBlocked, filteredList, holdings, languageSwitch, retryHttp500, routeBytes, trackApi, trendChart } from './scenarios.mjs';
import { markdownReport, summarise, textReport } from './report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** @typedef {import('./scenarios.mjs').TrackedPage} TrackedPage */
/** @typedef {(page: TrackedPage, base: string, cdp: import('@playwright/test').CDPSession) => Promise<import('./report.mjs').Run>} Scenario */
/** @type {Record<string, Scenario>} */
const SCENARIOS = { coldIndex, coldDetails, scriptBlocked, filteredList, holdings, trendChart, languageSwitch, retryHttp500 };
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : undefined;
const unknown = (ONLY ?? []).filter((name) => !(name in SCENARIOS));
if (unknown.length) throw new Error(`BENCH_ONLY: no scenario ${unknown.join(', ')} (there are ${Object.keys(SCENARIOS).join(', ')})`);
const CPU_SLOWDOWN = 4;
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
];

const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/** Starts the demo backend with the built site on its own port (building it when stale); resolves once it answers. */
async function startServer() {
  // Faults on, for retryHttp500's cookie: a request that asks for none (every other scenario's) is answered as usual.
  const server = spawn(process.execPath, ['server/index.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DEMO_FAULTS: 'on' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A build, when needed, takes a minute or two on a busy machine.
  for (let attempt = 0; attempt < 3000; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/index`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the demo server did not answer on ${BASE}`);
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

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const started = Date.now();
const loadBefore = loadavg()[0];
try {
  const scenarios = ONLY ? Object.fromEntries(ONLY.map((name) => [name, SCENARIOS[name]])) : SCENARIOS;
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
