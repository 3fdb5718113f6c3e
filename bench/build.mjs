// `npm run bench:build`: the build at 64, 2,000 and 10,000 demo funds (DEMO_FUNDS), side by side in
// one run: its time, the pages it drew and listed, its files and bytes, and its peak memory; then one
// fund's pages drawn again (`--funds`) and a label change (`--update`), each a release of its own;
// and, for the design's cost, the 64 funds with every fund's pages drawn at build (`--fund-pages all`).
// Prints the table, writes it to bench/build-results.json and the '## Build at scale' block of
// docs/performance.md. It reports; it never fails on a slow figure.
//   BENCH_FUNDS=64,2000   other sizes (nothing written but the printed table)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeFunds } from '../server/data/funds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SIZES = (process.env.BENCH_FUNDS ?? '64,2000,10000').split(',').map(Number);
const WRITE = !process.env.BENCH_FUNDS;
/** Prints the process's peak memory (resident, kB) as it exits: a build's with its threads and the demo API it runs. */
const PEAK = `data:text/javascript,${encodeURIComponent('process.on("exit", () => process.stderr.write(`\\npeak-rss-kb ${process.resourceUsage().maxRSS}\\n`));')}`;

/**
 * Runs build.mjs with `args` for a universe of `funds`; resolves to its time and peak memory.
 * @param {string[]} args
 * @param {number} funds
 */
function timedBuild(args, funds) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', PEAK, 'build.mjs', ...args], { cwd: root, env: { ...process.env, DEMO_FUNDS: String(funds) } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build.mjs ${args.join(' ')} (DEMO_FUNDS=${funds}) failed:\n${output}`));
      resolve({ seconds: (performance.now() - started) / 1000, peakMb: Number(/peak-rss-kb (\d+)/.exec(output)?.[1] ?? 0) / 1024, output });
    });
  });
}

/**
 * The files of a release: how many, their bytes, and its pages.
 * @param {string} dir
 */
async function measure(dir) {
  let files = 0;
  let bytes = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    if (entry.name.endsWith('.html') && path.relative(dir, entry.parentPath).startsWith('pages')) pages += 1;
  }
  const listed = JSON.parse(await readFile(path.join(dir, '.render', 'context.json'), 'utf8')).pages.length;
  return { files, bytes, pages, listed };
}

/** @typedef {{ funds: number, mode: string, seconds: number, peakMb: number, files: number, bytes: number, pages: number, listed: number, refresh?: number, update?: number }} Row */
/** @type {Row[]} */
const rows = [];
const started = Date.now();
for (const [funds, mode] of [...SIZES.map((n) => /** @type {const} */ ([n, 'on-request'])), /** @type {const} */ ([64, 'all'])]) {
  if (mode === 'all' && !SIZES.includes(64)) continue;
  const work = await mkdtemp(path.join(tmpdir(), 'fund-bench-build-'));
  try {
    const out = path.join(work, 'dist');
    process.stdout.write(`${funds} funds, pages ${mode} … `);
    const built = await timedBuild(['--out', out, '--fund-pages', mode], funds);
    /** @type {Row} */
    const row = { funds, mode, seconds: built.seconds, peakMb: built.peakMb, ...(await measure(await realpath(out))) };
    if (mode === 'on-request') {
      // The universe's last fund.
      const code = /** @type {string} */ (makeFunds(funds).at(-1)?.fundCode);
      row.refresh = (await timedBuild(['--out', out, '--funds', code], funds)).seconds;
      const manifest = JSON.parse(await readFile(path.join(out, 'screens.json'), 'utf8'));
      manifest.screens[2].title['en-US'] = `${manifest.screens[2].title['en-US']} (edited)`;
      const screens = path.join(work, 'screens.json');
      await writeFile(screens, JSON.stringify(manifest));
      row.update = (await timedBuild(['--out', out, '--update', '--screens', screens], funds)).seconds;
    }
    rows.push(row);
    console.log(`${row.seconds.toFixed(1)} s`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const base = rows.find((row) => row.funds === 64 && row.mode === 'on-request');
/** @type {(row: Row) => string[]} */
const cells = (row) => [
  `${row.funds.toLocaleString('en-US')}${row.mode === 'all' ? ' (every fund page at build)' : ''}`,
  `${row.seconds.toFixed(1)} s${base && row !== base && row.mode === 'on-request' ? ` (${(row.seconds / base.seconds).toFixed(2)}×)` : ''}`,
  row.pages.toLocaleString('en-US'),
  row.listed.toLocaleString('en-US'),
  row.files.toLocaleString('en-US'),
  `${(row.bytes / 1e6).toFixed(1)} MB`,
  `${Math.round(row.peakMb)} MB`,
  row.refresh === undefined ? '–' : `${row.refresh.toFixed(1)} s`,
  row.update === undefined ? '–' : `${row.update.toFixed(1)} s`,
];
const header = ['funds', 'build', 'pages drawn', 'pages listed', 'files', 'bytes', 'peak memory', 'one fund again', 'a label change'];
const table = [header, header.map(() => '---'), ...rows.map(cells)].map((line) => `| ${line.join(' | ')} |`).join('\n');
const note = `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, load ${loadavg()[0].toFixed(1)} at the start, in ${Math.round((Date.now() - started) / 1000)} s (\`npm run bench:build\`).`;
console.log(`\n${table}\n\n${note}`);
if (WRITE) {
  await writeFile(path.join(root, 'bench', 'build-results.json'), `${JSON.stringify({ rows, note }, null, 2)}\n`);
  const docs = path.join(root, 'docs', 'performance.md');
  const START = '<!-- bench:build:start -->';
  const END = '<!-- bench:build:end -->';
  const current = await readFile(docs, 'utf8');
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${START} … ${END} block for the figures`);
  await writeFile(docs, `${current.slice(0, from + START.length)}\n${table}\n\n${note}\n${current.slice(to)}`);
  console.log('\nWritten: bench/build-results.json, docs/performance.md');
}
