// Runs nginx in the foreground with the site's configuration (scripts/lib/nginx-site.mjs), in a
// directory of its own (its nginx.conf, pid, logs and temporary files): for `npm run serve:nginx`
// and the tests that check the site as nginx serves it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxSite } from './nginx-site.mjs';

export const INSTALL = 'apt-get install -y nginx libnginx-mod-http-brotli-static';
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

/**
 * The nginx binary and its brotli module, or why they cannot be used (with what to install).
 * @returns {{ problem: string, binary?: undefined, brotli?: undefined } | { problem?: undefined, binary: string, brotli: string }}
 */
export function findNginx() {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!binary) return { problem: `nginx is not installed. Install it (as root): ${INSTALL}` };
  const brotli = BROTLI_MODULES.find((file) => existsSync(file));
  if (!brotli) return { problem: `nginx's brotli static module is not installed. Install it (as root): ${INSTALL}` };
  return { binary, brotli };
}

/**
 * Installs nginx with apt where this process is root and it is missing (as the test command does for Chromium).
 * @param {(line: string) => void} [log]
 */
export function installNginxIfRoot(log = console.log) {
  if (!findNginx().problem || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return findNginx();
  log(`Installing nginx: ${INSTALL}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit', env });
  return findNginx();
}

/**
 * Starts the demo server for `dist` on 127.0.0.1:`port` as nginx's upstream (its API is what nginx
 * passes on); resolves once it answers, to its process. Rejects when it stops or does not answer.
 * @param {{ dist: string, port: number }} options
 */
export async function startDemoUpstream({ dist, port }) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const child = spawn(process.execPath, [path.join(root, 'server', 'index.mjs')], {
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/favicon.svg`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`the demo server did not start on 127.0.0.1:${port}`);
}

/**
 * Starts nginx for `dist` on `port`, proxying the API to `upstream` (host:port). Resolves once it
 * answers, to { url, dir, stop }. `site` passes options to nginxSite (apiRate, apiBurst).
 * @param {{ dist: string, port: number, upstream?: string, host?: string, site?: { apiRate?: number, apiBurst?: number }, quiet?: boolean }} options
 */
export async function startNginx({ dist, port, upstream, host = '127.0.0.1', site = {}, quiet = false }) {
  const found = findNginx();
  // Past this, nginx was found: `found.binary` is there.
  if (found.problem) throw new Error(found.problem);
  const dir = await mkdtemp(path.join(tmpdir(), 'fund-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, 'temp', sub), { recursive: true });
  await writeFile(path.join(dir, 'fund-site.conf'), await nginxSite({ dist, upstream, listen: `${host}:${port}`, ...site }));
  const root = process.getuid?.() === 0;
  const conf = [
    `load_module ${found.brotli};`,
    // As root, the workers run as the same user (the build's files may be readable by it alone).
    ...(root ? [`user ${userInfo().username};`] : []),
    'worker_processes 2;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${quiet ? 'off' : `${dir}/access.log`};`,
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_timeout 65s;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/temp/${kind === 'client_body' ? 'body' : kind};`),
    `    include ${dir}/fund-site.conf;`,
    '}',
    '',
  ].join('\n');
  const confFile = path.join(dir, 'nginx.conf');
  await writeFile(confFile, conf);
  const errorLog = path.join(dir, 'error.log');
  const check = spawnSync(/** @type {string} */ (found.binary), ['-t', '-q', '-e', errorLog, '-p', dir, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration (${confFile}):\n${check.stderr}`);
  const child = spawn(/** @type {string} */ (found.binary), ['-e', errorLog, '-p', dir, '-c', confFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://${host}:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let attempt = 0; attempt < 200 && !exited; attempt += 1) {
    try {
      await fetch(`${url}/favicon.svg`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  if (exited) throw new Error(`nginx stopped at once:\n${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
  // SIGQUIT: nginx stops accepting, finishes the requests in flight, then exits.
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    });
  /**
   * Writes the site's configuration again from the build `dist` names now (its routes and policy) and,
   * when it changed, has nginx load it: new workers take new requests, the old ones finish theirs.
   * Resolves to whether it reloaded; rejects (and keeps the running configuration) when nginx refuses it.
   */
  const siteFile = path.join(dir, 'fund-site.conf');
  const reload = async () => {
    const text = await nginxSite({ dist, upstream, listen: `${host}:${port}`, ...site });
    if (text === (await readFile(siteFile, 'utf8'))) return false;
    const kept = await readFile(siteFile, 'utf8');
    await writeFile(siteFile, text);
    const tested = spawnSync(/** @type {string} */ (found.binary), ['-t', '-q', '-e', errorLog, '-p', dir, '-c', confFile], { encoding: 'utf8' });
    if (tested.status !== 0) {
      await writeFile(siteFile, kept);
      throw new Error(`nginx rejected the new configuration; it keeps the running one:\n${tested.stderr}`);
    }
    child.kill('SIGHUP');
    return true;
  };
  return { url, dir, stop, reload, process: child };
}
