// A deploy is invisible to visitors: with the demo server and nginx (`npm run serve:nginx`) serving
// a build, two more builds of changed code run back to back while a load loop asks both servers
// for prerendered pages, every file those pages load (scripts, lazy chunks, dictionaries, the chart
// worker, styles, source maps) and API calls. No connection error, no 5xx, no file missing for a
// page that was served — before, during or after each switch — and both servers still up.
// The request count and the latency during the switches are printed (docs/reliability.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Running, startDemo, startServeNginx, stop } from './processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What a build reads: a copy of the project, so its code can change between builds as a deploy's does. */
const PROJECT = ['build.mjs', 'package.json', 'tsconfig.json', 'screens.json', 'src', 'public', 'schemas', 'scripts', 'server'];
const PAGES = [
  '/index',
  '/en/index',
  '/gb/index',
  '/details?code=2800',
  '/en/details?code=2808',
  '/en/details?code=2800&tab=portfolio',
  '/gb/details?code=2816&tab=dividend',
  '/en/per-details?code=2800',
  '/en/file-details?code=2821',
  '/en/index?type=ETF',
];
const CALLS: Array<[string, object]> = [
  ['/api/v1/fundProduct/list', { pageNum: 1, pageSize: 20 }],
  ['/api/v1/fundProduct/detail/baseInfo', { productCode: '2800' }],
  ['/api/common/dictType', {}],
];

let project: string;
let live: string;
let demo: Running;
let nginx: Running;

/** Runs the copy's build once; resolves when it has switched the link. */
function runBuild() {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(project, 'build.mjs')], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (${code}):\n${output}`))));
  });
}

/** A change of code, as a deploy brings: an English label (its chunk, and every chunk that names it, get new names). */
async function changeCode(n: number) {
  const file = path.join(project, 'src', 'i18n', 'locales', 'en-US.json');
  const texts = JSON.parse(await readFile(file, 'utf8'));
  texts.states.noData = `No Data${'.'.repeat(n)}`;
  await writeFile(file, `${JSON.stringify(texts, null, 2)}\n`);
}

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'fund-deploy-'));
  for (const entry of PROJECT) await cp(path.join(root, entry), path.join(project, entry), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  // The build writes the API's reference there (scripts/generate.mjs).
  await mkdir(path.join(project, 'docs'));
  live = path.join(project, 'dist');
  await runBuild();
  [demo, nginx] = await Promise.all([startDemo(live), startServeNginx(live)]);
});
afterAll(async () => {
  await Promise.all([demo, nginx].filter(Boolean).map((running) => stop(running)));
});

interface Tally {
  requests: number;
  connectionErrors: string[];
  serverErrors: string[];
  wrong: string[];
  latencies: Array<[at: number, ms: number]>;
}

/** The hashed files an HTML page or a script or stylesheet refers to. */
function referencedAssets(text: string): string[] {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(/(?:\.\/|\/assets\/)([\w-]*-[A-Z0-9]{8}\.(?:js|css|woff2?|png|svg))/g)) found.add(`/assets/${name}`);
  for (const [, name] of text.matchAll(/sourceMappingURL=([\w-]*-[A-Z0-9]{8}\.(?:js|css)\.map)/g)) found.add(`/assets/${name}`);
  return [...found];
}

/**
 * The load loop on one server: `workers` clients, each asking in turn for a page, the files of a page
 * served earlier (all of them, as a visitor's browser would sooner or later), and an API call, until
 * `until` resolves. Every page served is remembered with the files it refers to, read through the
 * server itself, transitively.
 */
async function load(origin: string, until: Promise<unknown>, tally: Tally, pageAssets: Map<string, Set<string>>, workers = 3) {
  let done = false;
  void until.finally(() => (done = true));
  const ask = async (url: string, init?: RequestInit) => {
    const started = Date.now();
    tally.requests += 1;
    try {
      const response = await fetch(origin + url, { ...init, headers: { 'Accept-Encoding': 'br, gzip', ...init?.headers } });
      const body = await response.text();
      tally.latencies.push([started, Date.now() - started]);
      if (response.status >= 500) tally.serverErrors.push(`${response.status} ${url}`);
      else if (response.status !== 200) tally.wrong.push(`${response.status} ${url}`);
      return body;
    } catch (error) {
      tally.connectionErrors.push(`${url}: ${(error as Error).cause ?? error}`);
      return '';
    }
  };
  /** A page's files, found by reading them (the first time each is met). */
  const crawl = async (page: string, html: string) => {
    const key = `${page} ${referencedAssets(html).sort().join()}`;
    if (pageAssets.has(key)) return;
    const files = new Set<string>();
    pageAssets.set(key, files);
    const queue = referencedAssets(html);
    while (queue.length) {
      const file = queue.shift()!;
      if (files.has(file)) continue;
      files.add(file);
      const text = await ask(file);
      if (/\.(js|css)$/.test(file)) queue.push(...referencedAssets(text));
    }
  };
  const worker = async (index: number) => {
    for (let turn = index; !done; turn += 1) {
      const page = PAGES[turn % PAGES.length]!;
      const html = await ask(page, { headers: { Accept: 'text/html' } });
      if (html) await crawl(page, html);
      // A page served before: all of its files again, now (its lazy chunks load late, after a deploy too).
      const earlier = [...pageAssets.values()];
      const files = earlier[turn % earlier.length];
      for (const file of files ?? []) await ask(file);
      const [call, body] = CALLS[turn % CALLS.length]!;
      await ask(call, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
}

const p99 = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]! : 0);

describe('two deploys back to back, under load', () => {
  it('lose no request and no file on either server', async () => {
    const first = await readlink(live);
    const switches: number[] = [];
    // When the link moves: the moments around which latency is read.
    let watching = true;
    const watcher = (async () => {
      let target = first;
      while (watching) {
        const now = await readlink(live).catch(() => target);
        if (now !== target) switches.push(Date.now());
        target = now;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const builds = (async () => {
      for (const n of [1, 2]) {
        await changeCode(n);
        await runBuild();
      }
    })();
    const tallies = { 'demo server': emptyTally(), nginx: emptyTally() };
    const assets = { 'demo server': new Map<string, Set<string>>(), nginx: new Map<string, Set<string>>() };
    // The loop goes on a little after the last switch: pages served just before it load their files after it.
    const loopEnd = builds.then(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    await Promise.all([load(demo.origin, loopEnd, tallies['demo server'], assets['demo server']), load(nginx.origin, loopEnd, tallies.nginx, assets.nginx)]);
    await builds;
    watching = false;
    await watcher;

    expect(switches).toHaveLength(2);
    for (const [server, tally] of Object.entries(tallies)) {
      // Every file of every page served, from all three builds, once more at the end.
      for (const files of assets[server as keyof typeof assets].values()) {
        for (const file of files) {
          const response = await fetch(`${server === 'nginx' ? nginx.origin : demo.origin}${file}`);
          if (response.status !== 200) tally.wrong.push(`${response.status} ${file} (at the end)`);
          await response.arrayBuffer();
        }
      }
      const during = tally.latencies.filter(([at]) => switches.some((moment) => Math.abs(at - moment) <= 1_000)).map(([, ms]) => ms);
      // Which build a page came from: the app's entry it loads.
      const builtPages = new Set([...assets[server as keyof typeof assets].keys()].map((key) => /main-[A-Z0-9]{8}\.js/.exec(key)?.[0]));
      console.log(
        `${server}: ${tally.requests} requests (${during.length} within 1 s of a switch), pages of ${builtPages.size} builds' files; ` +
          `p99 ${p99(tally.latencies.map(([, ms]) => ms))} ms overall, ${p99(during)} ms within 1 s of a switch; ` +
          `${tally.connectionErrors.length} connection errors, ${tally.serverErrors.length} 5xx, ${tally.wrong.length} wrong answers`,
      );
      expect(tally.connectionErrors, server).toEqual([]);
      expect(tally.serverErrors, server).toEqual([]);
      expect(tally.wrong, server).toEqual([]);
      expect(during.length, server).toBeGreaterThan(0);
      // Pages of the three builds were served, each with files of its own: the deploys changed what pages load.
      expect(builtPages.size, server).toBe(3);
    }
    for (const running of [demo, nginx]) {
      expect(running.child.exitCode).toBeNull();
      expect((await fetch(`${running.origin}/en/index`)).status).toBe(200);
    }
    // The pages now served are the last build's: its label is in the English dictionary they load.
    const html = await (await fetch(`${nginx.origin}/en/index`)).text();
    const locale = JSON.parse(/id="app-files">([^<]*)</.exec(html)![1]!).locales['en-US'];
    expect(await (await fetch(`${demo.origin}${locale}`)).text()).toContain('No Data..');
  }, 900_000);
});

function emptyTally(): Tally {
  return { requests: 0, connectionErrors: [], serverErrors: [], wrong: [], latencies: [] };
}
