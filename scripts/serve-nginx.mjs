#!/usr/bin/env node
// `npm run serve:nginx`: the site as production serves it — nginx in the foreground on
// 127.0.0.1:8080 (PORT, HOST) with deploy/nginx's configuration, over a fresh build, with the demo
// API behind /api/ (its own process on API_PORT, PORT + 1 by default).
//   DIST_DIR serves a build as it is instead of building (the browser tests against nginx do).
//   API_RATE / API_BURST set the per-address limit of API calls (50 a second, bursts of 200).
// nginx is not installed by this command; without it, it says what to install.
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
  console.error(`✖ ${error.message}`);
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
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
console.log(`Fund site on nginx: ${nginx.url}/  (from ${path.relative(root, dist) || dist}; API on 127.0.0.1:${apiPort}; configuration and logs in ${nginx.dir})`);

const stop = async () => {
  await nginx.stop();
  api.kill();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());
nginx.process.on('exit', (code) => {
  api.kill();
  process.exit(code ?? 1);
});
