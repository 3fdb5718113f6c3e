#!/usr/bin/env node
// Serves the site and the demo API:  node server/index.mjs [--dev]
//   PORT (8080) and HOST (127.0.0.1) choose the address.
//   Without --dev, dist/ is built first when it is missing or older than its sources.
//   DIST_DIR serves another build as it is (one from another checkout, say): it is never rebuilt
//   from these sources, and a directory without a built site stops the server with a message.
//   With --dev, every change rebuilds and open pages reload (npm run dev).
//   DEMO_FAULTS=on lets API requests ask for deliberate failures (tests; see server/api/faults.mjs).
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultOptions, needsBuild, watch } from '../build.mjs';
import { createSiteHandler } from './site.mjs';
import { createDevReload } from './dev-reload.mjs';
import { answerClientError } from './too-long.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : defaultOptions().out;

let extra;
if (dev) {
  const reload = createDevReload();
  await watch({ out: dist }, (result) => reload.broadcast(result));
  extra = reload.handle;
} else if (process.env.DIST_DIR) {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'screens.json'))) {
    console.error(`✖ DIST_DIR: ${dist} holds no built site (index.html, screens.json). Build one there with: node build.mjs --out ${dist}`);
    process.exit(1);
  }
} else if (await needsBuild(dist)) {
  console.log('Building dist/ …');
  const result = await build({ out: dist });
  if (!result.ok) process.exit(1);
}

const faults = process.env.DEMO_FAULTS === 'on';
const handler = await createSiteHandler({ dist, dev, extra, faults });
const server = http.createServer((req, res) => {
  handler(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// Idle connections are kept a minute, not Node's 5 s: a client (a browser, a proxy, a test's fetch)
// that reuses one just as the server closes it gets a reset connection instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// An address too long to read gets a page that says so, not an empty answer.
server.on('clientError', answerClientError);
server.listen(port, host, () => {
  console.log(`Fund site${dev ? ' (dev)' : ''}: http://${host}:${port}/  (from ${path.relative(root, dist) || dist})${faults ? '  [demo faults on]' : ''}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
