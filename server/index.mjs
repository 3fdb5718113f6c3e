#!/usr/bin/env node
// Serves the site and the demo API:  node server/index.mjs [--dev]
//   PORT (8080) and HOST (127.0.0.1) choose the address.
//   Without --dev, dist/ is built first when it is missing or older than its sources.
//   DIST_DIR serves another build as it is (one from another checkout, say): it is never rebuilt
//   from these sources, and a directory without a built site stops the server with a message.
//   dist/ (or DIST_DIR) may be a link to a release (scripts/lib/releases.mjs): when a build switches
//   it, the server goes on to the new release without a restart.
//   With --dev, every change rebuilds and open pages reload (npm run dev).
//   DEMO_FAULTS=on lets API requests ask for deliberate failures (tests; see server/api/faults.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_OUT, build, defaultOptions, needsBuild, watch } from '../build.mjs';
import { createSiteHandler } from './site.mjs';
import { createDevReload } from './dev-reload.mjs';
import { createHttpServer } from './http-server.mjs';
import { warmFundList } from './api/fund-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : dev ? DEV_OUT : defaultOptions().out;

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
const { server, stop } = createHttpServer(handler);
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(`✖ cannot serve on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use (PORT chooses another)' : error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Fund site${dev ? ' (dev)' : ''}: http://${host}:${port}/  (from ${path.relative(root, dist) || dist})${faults ? '  [demo faults on]' : ''}`);
  // Every fund's list row, between requests: the first list sorted by NAV does not wait for them.
  void warmFundList();
});
// SIGTERM (a deploy, a process manager) and Ctrl-C: stop taking connections, finish the requests in
// flight, then exit 0; a second signal exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(0);
    stopping = true;
    void stop().then(() => process.exit(0));
  });
}
