// The servers as a deployment runs them, in processes of their own: the demo server
// (server/index.mjs) and nginx with deploy/nginx's configuration in front of it; and raw HTTP, for
// requests a client library would tidy up (dot segments, bodies larger than they say, slow headers).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface Running {
  origin: string;
  child: ChildProcess;
  /** Everything it wrote to stderr and stdout so far. */
  output: () => string;
  /** Resolves to its exit code once it has exited. */
  exited: Promise<number | null>;
}

/** Waits until `origin` answers (any status), or the process ends. */
async function answering(origin: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`it stopped (${child.exitCode}):\n${output()}`);
    const answered = await fetch(`${origin}/config.json`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not answer:\n${output()}`);
}

/** Runs a script of the project (node <script>) until it answers on `port`. */
export async function startScript(script: string, port: number, env: Record<string, string>, options: { uid?: number; gid?: number } = {}): Promise<Running> {
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  await answering(origin, child, () => text);
  return { origin, child, output: () => text, exited };
}

/** The demo server for the build `dist` (DIST_DIR: served as it is, followed when it is a link that moves). */
export const startDemo = async (dist: string, env: Record<string, string> = {}, options: { uid?: number; gid?: number } = {}) =>
  startScript('server/index.mjs', await freePort(), { DIST_DIR: dist, ...env }, options);

/** `npm run serve:nginx` for the build `dist`: nginx on a port, the demo API behind it on the next. */
export const startServeNginx = (dist: string, env: Record<string, string> = {}) => startServeNginxAs(dist, env, {});

/** The same, run as another user (`uid`, `gid`). */
export async function startServeNginxAs(dist: string, env: Record<string, string>, user: { uid?: number; gid?: number }): Promise<Running> {
  let port = await freePort();
  // Two ports in a row free: nginx's and its API's.
  while (!(await isFree(port + 1))) port = await freePort();
  return startScript('scripts/serve-nginx.mjs', port, { DIST_DIR: dist, API_PORT: String(port + 1), ...env }, user);
}

function isFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Stops a process with SIGTERM and resolves to its exit code. */
export async function stop(running: Running) {
  if (running.child.exitCode === null) running.child.kill('SIGTERM');
  return running.exited;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole answer as it came, and whether the connection was reset rather than closed. */
  text: string;
  reset: boolean;
}

/**
 * Sends `head` (and then `body`, which may be far larger than the server reads) over a new
 * connection, exactly as given, and reads whatever comes back until the server closes.
 */
export function raw(origin: string, head: string, body?: Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let reset = false;
    // The request asks for `Connection: close`; the client never half-closes first, which a proxy
    // reads as a client that gave up (nginx drops such a request it is passing on).
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of the answer in ${timeoutMs} ms: ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that closes while the client is still writing may reset the connection; what it sent before counts.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
      else reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'), reset));
    });
  });
}

function parseAnswer(text: string, reset: boolean): RawAnswer {
  // Skip interim answers (100 Continue).
  let rest = text;
  while (/^HTTP\/1\.1 1\d\d /.test(rest)) rest = rest.slice(rest.indexOf('\r\n\r\n') + 4);
  const end = rest.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = (end >= 0 ? rest.slice(0, end) : rest).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: end >= 0 ? rest.slice(end + 4) : '', text, reset };
}
