#!/usr/bin/env node
// `npm run serve:nginx`: the site as production serves it — nginx in the foreground on
// 127.0.0.1:8080 (PORT, HOST) with deploy/nginx's configuration, over a fresh build, with the demo
// API behind /api/ (its own process on API_PORT, PORT + 1 by default).
//   DIST_DIR serves a build as it is instead of building (the browser tests against nginx do).
//   The build goes into a release of its own and switches dist/ (scripts/lib/releases.mjs): a server
//   already serving dist/ goes on serving whole builds. A later `npm run build` is a deploy: nginx
//   serves the new release at once, and its configuration is written again and reloaded when the
//   build's routes or policy changed.
//   API_RATE / API_BURST set the per-address limit of API calls (50 a second, bursts of 200).
// nginx is not installed by this command; without it, it says what to install.
import { watch } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultOptions } from '../build.mjs';
import { INSTALL, findNginx, startDemoUpstream, startNginx } from './lib/nginx-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const found = findNginx();
if (found.problem) {
  console.error(`✖ ${found.problem}\n  (${INSTALL})`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? port + 1);
let dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined;
if (!dist) {
  dist = defaultOptions().out;
  console.log('Building dist/ …');
  const result = await build({ out: dist });
  if (!result.ok) process.exit(1);
}

// The demo API: the demo server, reached by nginx only (its pages are nginx's to serve).
let api;
try {
  api = await startDemoUpstream({ dist, port: apiPort });
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

const site = {
  ...(process.env.API_RATE ? { apiRate: Number(process.env.API_RATE) } : {}),
  ...(process.env.API_BURST ? { apiBurst: Number(process.env.API_BURST) } : {}),
};
let nginx;
try {
  nginx = await startNginx({ dist, port, host, upstream: `127.0.0.1:${apiPort}`, site });
} catch (error) {
  api.kill();
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
console.log(
  `Fund site on nginx: ${nginx.url}/  (from ${path.relative(root, dist) || dist}; API on 127.0.0.1:${apiPort}; configuration and logs in ${nginx.dir})`,
);

// A build switches dist/ to a new release (scripts/lib/releases.mjs): nginx serves it at once through
// the link; when its routes or policy differ, the configuration is written again and reloaded.
let reloading = Promise.resolve();
let served = await realpath(dist).catch(() => undefined);
const followBuild = () => {
  reloading = reloading.then(async () => {
    const now = await realpath(dist).catch(() => undefined);
    if (!now || now === served) return;
    served = now;
    try {
      if (await nginx.reload()) console.log(`nginx: configuration reloaded for ${path.basename(now)}`);
    } catch (error) {
      console.error(`✖ ${/** @type {Error} */ (error).message}`);
    }
  });
};
const watcher = watch(path.dirname(dist), (_event, name) => name === path.basename(dist) && followBuild());

// SIGTERM and Ctrl-C: nginx finishes the requests in flight (SIGQUIT), then the API behind it does
// the same with its own; exit 0. A second signal exits at once.
let stopping = false;
const stop = async () => {
  if (stopping) process.exit(0);
  stopping = true;
  watcher.close();
  await nginx.stop();
  await new Promise((resolve) => {
    if (api.exitCode !== null) return resolve(undefined);
    api.once('exit', resolve);
    api.kill('SIGTERM');
  });
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());
nginx.process.on('exit', (code) => {
  if (stopping) return;
  api.kill();
  process.exit(code ?? 1);
});
