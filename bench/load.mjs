// `npm run load-test`: the same requests through nginx (deploy/nginx's configuration) and through
// the demo server, on the loopback, at two numbers of connections, a few seconds each: requests a
// second, latency (p50, p99) and errors, with the ratio between the two servers. It reports; it
// does not gate on speed. Every answer is checked (status, and the body or its size), and any
// error or wrong answer is reported and makes the command fail.
//   DIST_DIR measures a build as it is (else dist/, built when missing). LOAD_SECONDS (5) per run.
// Writes bench/load-results.json and the '## Load test' section of docs/deployment.md.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build, defaultOptions } from '../build.mjs';
import { startDemoUpstream, startNginx } from '../scripts/lib/nginx-run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = [10, 100];
const DEMO_PORT = 4491;
const NGINX_PORT = 4493;

let dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : defaultOptions().out;
if (!existsSync(path.join(dist, 'index.html'))) {
  if (process.env.DIST_DIR) throw new Error(`DIST_DIR: ${dist} holds no built site`);
  console.log('Building dist/ …');
  if (!(await build({ out: dist })).ok) process.exit(1);
}

const demo = await startDemoUpstream({ dist, port: DEMO_PORT });
const demoOrigin = `http://127.0.0.1:${DEMO_PORT}`;
// The per-address limit of API calls is set out of the way: this measures the servers, and every
// connection comes from the one loopback address (docs/deployment.md says what the limit is for).
const nginx = await startNginx({ dist, port: NGINX_PORT, upstream: `127.0.0.1:${DEMO_PORT}`, site: { apiRate: 1_000_000, apiBurst: 1_000_000 }, quiet: true });

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const asset = /** @type {RegExpExecArray} */ (/"(\/assets\/main-[^"]+\.js)"/.exec(html))[1]; // the build's page names its main script
const size = (/** @type {string} */ file) => statSync(path.join(dist, file)).size;
const fundBody = JSON.stringify({ productCode: '2800' });
/**
 * What is asked, and how an answer is known to be right.
 * @type {{ name: string, path: string, method?: string, body?: string, headers: Record<string, string>, check: (status: number, body: string, headers: Record<string, string>) => boolean }[]}
 */
const TARGETS = [
  {
    name: 'a fund page (brotli)',
    path: '/en/details?code=2800',
    headers: { 'Accept-Encoding': 'br' },
    check: (status, body, headers) =>
      status === 200 && headers['content-encoding'] === 'br' && Number(headers['content-length']) === size('pages/en-US/details/2800.html.br'),
  },
  {
    name: 'a hashed script (brotli)',
    path: asset,
    headers: { 'Accept-Encoding': 'br' },
    check: (status, body, headers) =>
      status === 200 && headers['content-encoding'] === 'br' && Number(headers['content-length']) === size(`${asset.slice(1)}.br`),
  },
  {
    name: 'config.json',
    path: '/config.json',
    headers: {},
    check: (status, body) => status === 200 && body === readFileSync(path.join(dist, 'config.json'), 'utf8'),
  },
  {
    name: 'a fund call (baseInfo)',
    path: '/api/v1/fundProduct/detail/baseInfo',
    method: 'POST',
    body: fundBody,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US' },
    check: (status, body) => {
      if (status !== 200) return false;
      try {
        const answer = JSON.parse(body);
        return answer.code === 0 && typeof answer.data?.fundName === 'string';
      } catch {
        return false;
      }
    },
  },
];

/**
 * One run of autocannon: requests a second, latency and errors (wrong answers counted as errors).
 * @param {string} origin
 * @param {(typeof TARGETS)[number]} target
 * @param {number} connections
 */
async function run(origin, target, connections) {
  let wrong = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers: target.headers,
        body: target.body,
        onResponse: (status, body, context, headers) => {
          // Header names as each server spells them: compared in lower case.
          const lower = Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
          if (!target.check(status, body, lower)) wrong += 1;
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + wrong,
    total: result.requests.total,
  };
}

/** @typedef {{ target: string, connections: number } & Record<'nginx' | 'demo', Awaited<ReturnType<typeof run>>>} Row A target at a number of connections, on both servers. */
/** @type {Row[]} */
const results = [];
try {
  for (const target of TARGETS) {
    for (const connections of CONNECTIONS) {
      const row = /** @type {Row} */ ({ target: target.name, connections }); // both servers' figures are added next
      for (const [server, origin] of /** @type {['nginx' | 'demo', string][]} */ ([
        ['nginx', nginx.url],
        ['demo', demoOrigin],
      ]))
        row[server] = await run(origin, target, connections);
      results.push(row);
      console.log(
        `${target.name}, ${connections} connections: nginx ${row.nginx.requestsPerSecond}/s (p50 ${row.nginx.p50} ms, p99 ${row.nginx.p99} ms, errors ${row.nginx.errors}) · demo ${row.demo.requestsPerSecond}/s (p50 ${row.demo.p50} ms, p99 ${row.demo.p99} ms, errors ${row.demo.errors})`,
      );
    }
  }
} finally {
  await nginx.stop();
  demo.kill();
}

const when = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores, load ${loadavg()[0].toFixed(1)} at the end`;
const ratio = (/** @type {Row} */ row) => (row.nginx.requestsPerSecond / Math.max(1, row.demo.requestsPerSecond)).toFixed(1);
const table = [
  `Measured ${when} on this machine (${machine}), ${SECONDS} s per run, loopback, one autocannon process per run (\`npm run load-test\`).`,
  '',
  '| request | connections | nginx req/s | p50 / p99 ms | errors | demo server req/s | p50 / p99 ms | errors | nginx ÷ demo |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...results.map(
    (row) =>
      `| ${row.target} | ${row.connections} | ${row.nginx.requestsPerSecond} | ${row.nginx.p50} / ${row.nginx.p99} | ${row.nginx.errors} | ${row.demo.requestsPerSecond} | ${row.demo.p50} / ${row.demo.p99} | ${row.demo.errors} | ${ratio(row)}× |`,
  ),
].join('\n');
writeFileSync(path.join(root, 'bench', 'load-results.json'), `${JSON.stringify({ when, machine, seconds: SECONDS, results }, null, 2)}\n`);
const docs = path.join(root, 'docs', 'deployment.md');
if (existsSync(docs)) {
  const text = readFileSync(docs, 'utf8');
  const marker = /(<!-- load-test:start -->\n)[^]*?(\n<!-- load-test:end -->)/;
  if (marker.test(text))
    writeFileSync(
      docs,
      text.replace(marker, (_, start, end) => `${start}${table}${end}`),
    );
}
console.log(`\n${table}`);
const errors = results.reduce((sum, row) => sum + row.nginx.errors + row.demo.errors, 0);
if (errors) {
  console.error(`\n✖ ${errors} error(s) or wrong answer(s)`);
  process.exit(1);
}
