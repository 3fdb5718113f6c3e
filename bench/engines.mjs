// The cold loads of the fund list and of a fund's page in each engine — Chromium, Firefox and WebKit,
// driven as the engines' smoke suite drives them (tests/engines/engines.mjs) — side by side in one
// run: first paint, the first fund row (the list), every section drawn (the fund's page). No engine
// but Chromium can slow its CPU down, so none is slowed here: these figures compare the engines with
// each other, not with the 4× figures of the other scenarios.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGINES, engineMissing, openEngine } from '../tests/engines/engines.mjs';
import { summarise } from './report.mjs';

const PROBE = readFileSync(fileURLToPath(new URL('./page-probe.js', import.meta.url)), 'utf8');

/** The cold loads measured, and the figure each waits for. */
const LOADS = [
  { name: 'index', address: '/en/index', until: 'fundListRow', figure: 'firstFundRow' },
  { name: 'details', address: '/en/details?code=2800', until: 'sectionsDrawn', figure: 'everySectionDrawn' },
];

/**
 * When the probe's condition `name` last became true, once it has held for a moment (a state that
 * holds for a frame and stops, such as a section between its data and its chart, does not count).
 * @param {import('../tests/engines/engines.mjs').EnginePage} page
 * @param {string} name
 * @returns {Promise<number>}
 */
async function settledSince(page, name) {
  const deadline = Date.now() + 60_000;
  let last = null;
  for (;;) {
    const since = await page.evaluate((watch) => window.__bench.since(watch), name);
    if (since !== null && since === last) return since;
    if (Date.now() > deadline) throw new Error(`${page.engine}: "${name}" did not hold within a minute`);
    last = since;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/**
 * `runs` cold loads of each page in each engine (each in a new browser, so a cold cache), the
 * engines taking turns. Resolves to each engine's version and figures (median and spread over the runs).
 * @param {string} base the site
 * @param {number} runs
 * @param {(line: string) => void} [progress]
 * @returns {Promise<Record<string, { version: string, figures: Record<string, import('./report.mjs').Summary> } | { missing: string }>>}
 */
export async function engineColdLoads(base, runs, progress = () => undefined) {
  /** @type {Awaited<ReturnType<typeof engineColdLoads>>} */
  const results = {};
  const present = ENGINES.filter((engine) => {
    const missing = engineMissing(engine);
    if (missing) results[engine] = { missing };
    return !missing;
  });
  /** @type {Record<string, import('./report.mjs').Run[]>} */
  const measured = Object.fromEntries(present.map((engine) => [engine, []]));
  /** @type {Record<string, string>} */
  const versions = {};
  // Each run visits every engine, in an order that turns from run to run: the machine's swings fall on all alike.
  for (let run = 0; run < runs; run += 1) {
    for (let turn = 0; turn < present.length; turn += 1) {
      const engine = present[(turn + run) % present.length];
      /** @type {import('./report.mjs').Run} */
      const figures = {};
      for (const load of LOADS) {
        const page = await openEngine(engine, base, [PROBE]);
        try {
          versions[engine] = page.version;
          await page.setSize(1280, 900);
          await page.goto(load.address);
          const drawn = await settledSince(page, load.until);
          figures[`${load.name}FirstPaint`] = await page.evaluate(() => window.__bench.firstPaint());
          figures[`${load.name}${load.figure[0].toUpperCase()}${load.figure.slice(1)}`] = drawn;
        } finally {
          await page.close();
        }
      }
      measured[engine].push(figures);
    }
    progress(`engines: ${run + 1}/${runs} runs of each`);
  }
  for (const engine of present) results[engine] = { version: versions[engine], figures: summarise(measured[engine]) };
  return results;
}
