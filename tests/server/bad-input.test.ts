// Bad input, a row each, sent to the demo server and to nginx in front of it, each in a process of
// its own as a deployment runs them: every row gets the answer docs/api.md and docs/deployment.md
// document (its status, and for the API its error code), every error answer carries the security
// headers, nothing outside the build is ever read, and both servers are still up at the end.
// The table of what each row got is printed at the end (docs/reliability.md › Bad input).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';
import { type RawAnswer, type Running, raw, startDemo, startServeNginx, startServeNginxAs, stop } from './processes';

let dist: string;
let demo: Running;
let nginx: Running;
const servers = () =>
  [
    ['demo server', demo],
    ['nginx', nginx],
  ] as const;

beforeAll(async () => {
  // `npm test` builds dist/ just before and names it (SITE_DIST); run alone, a build of its own.
  if (process.env.SITE_DIST) dist = path.resolve(process.env.SITE_DIST);
  else {
    dist = path.join(await mkdtemp(path.join(tmpdir(), 'fund-bad-input-')), 'dist');
    expect((await build({ out: dist, api: 'none' })).ok).toBe(true);
  }
  [demo, nginx] = await Promise.all([startDemo(dist), startServeNginx(dist)]);
});

afterAll(async () => {
  // Printed for docs/reliability.md: what each row got from each server.
  console.log(
    [
      '| row | demo server | nginx |',
      '|---|---|---|',
      ...[...seen].map(([row, answers]) => `| ${row} | ${answers['demo server'] ?? '—'} | ${answers.nginx ?? '—'} |`),
    ].join('\n'),
  );
  await Promise.all([demo, nginx].filter(Boolean).map((running) => stop(running)));
});

const seen = new Map<string, Record<string, string>>();
const record = (row: string, server: string, answer: string) => seen.set(row, { ...seen.get(row), [server]: answer });

/** The headers every answer carries, error answers included. */
function expectSecurityHeaders(answer: RawAnswer, where: string) {
  expect(answer.headers['content-security-policy'], where).toMatch(/default-src '(self|none)'/);
  expect(answer.headers['content-security-policy'], where).not.toContain('unsafe-eval');
  expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
  expect(answer.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], where).toContain('camera=()');
}

const LIST = '/api/v1/fundProduct/list';
const post = (call: string, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  `POST ${call} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const get = (target: string, method = 'GET', extra = '') => `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${extra}\r\n`;

/** A row of the API: the request, and the status and error code docs/api.md gives it. */
const API_ROWS: Array<[string, string, number, number, RegExp?]> = [
  ['malformed JSON', post(LIST, '{"pageNum": 1,'), 200, 40001],
  ['JSON that is not an object', post(LIST, '[1, 2]'), 200, 40001],
  ['a wrong content type (text/plain)', post(LIST, '{}', { 'Content-Type': 'text/plain' }), 415, 41501],
  ['a form instead of JSON', post(LIST, 'pageNum=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 41501],
  ['a body without a content type', post(LIST, '{}', {}), 415, 41501],
  ['an unknown field', post(LIST, '{"tpye":"ETF"}', { 'Content-Type': 'application/json', 'Accept-Language': 'en-US' }), 200, 40002, /did you mean "type"/],
  ['a string over its length limit (keyword, 101 characters)', post(LIST, JSON.stringify({ keyword: 'x'.repeat(101) })), 200, 40002, /at most 100 characters/],
  [
    'a fund code over its length limit (300 characters)',
    post('/api/v1/fundProduct/detail/baseInfo', JSON.stringify({ productCode: 'x'.repeat(300) })),
    200,
    40002,
    /at most 20 characters/,
  ],
  ['a negative page number', post(LIST, '{"pageNum":-1}'), 200, 40002, /pageNum/],
  ['a huge page number (10¹²)', post(LIST, '{"pageNum":1000000000000}'), 200, 40002, /pageNum/],
  ['a page size of 0', post(LIST, '{"pageSize":0}'), 200, 40002, /pageSize/],
  ['an unknown call', post('/api/v1/nothing', '{}'), 404, 40404],
  ['GET on a call', get(LIST), 405, 40501],
  ['DELETE on a call', get(LIST, 'DELETE'), 405, 40501],
];

describe.each(servers())('%s: bad API requests', (server) => {
  it.each(API_ROWS)('%s', async (row, request, status, code, message) => {
    const running = servers().find(([name]) => name === server)![1];
    const answer = await raw(running.origin, request);
    expect(answer.status, row).toBe(status);
    const body = JSON.parse(answer.body);
    expect(body.code, row).toBe(code);
    if (message) expect(body.message, row).toMatch(message);
    expectSecurityHeaders(answer, row);
    record(row, server, `${answer.status}, code ${body.code}`);
  });
});

/** A body of `size` bytes that is JSON's start and never ends. */
const bigBody = (size: number) => Buffer.concat([Buffer.from('{"keyword":"'), Buffer.alloc(size, 'x')]);
const chunked = (body: Buffer) => Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);

describe.each(servers())('%s: bodies over the 64 KB limit, answered without reading them', (server) => {
  const origin = () => servers().find(([name]) => name === server)![1].origin;
  const head = (extra: string) => `POST ${LIST} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n${extra}\r\n`;

  it.each([
    ['a 2 MB body with its length', () => raw(origin(), head('Content-Length: 2000000\r\n'), bigBody(2_000_000 - 12))],
    ['a 2 MB body that asks first (Expect: 100-continue)', () => raw(origin(), head('Content-Length: 2000000\r\nExpect: 100-continue\r\n'))],
    ['a 2 MB body in chunks, with no length', () => raw(origin(), head('Transfer-Encoding: chunked\r\n'), chunked(bigBody(2_000_000 - 12)))],
  ])('%s: the client gets 413 and code 41301', async (row, send) => {
    const answer = await send();
    expect(answer.status, row).toBe(413);
    expect(JSON.parse(answer.body).code, row).toBe(41301);
    // Told at once: not asked to send the body it declared.
    if (row.includes('asks first')) expect(answer.text).not.toMatch(/^HTTP\/1.1 100/);
    expectSecurityHeaders(answer, row);
    record(row, server, `${answer.status}, code 41301${answer.reset ? ' (then reset)' : ''}`);
  });
});

/** Files outside the build that a path must never reach. */
const OUTSIDE = [/"name": "fund-site"/, /root:x:0:0/];
const TRAVERSALS = [
  '/../package.json',
  '/../../package.json',
  '/assets/../../../package.json',
  '/%2e%2e/%2e%2e/package.json',
  '/assets/%2e%2e/%2e%2e/%2e%2e/package.json',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  '/..%5c..%5c..%5cpackage.json',
  '/assets/..%5c..%5c..%5cpackage.json',
  '/assets/%252e%252e%252f%252e%252e%252fpackage.json',
  '/assets/..%252f..%252f..%252fpackage.json',
  '/assets/..%c0%af..%c0%af..%c0%afpackage.json',
  '/assets/../../../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/pages/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/.release.json',
  '/.metafile.json',
  '/assets/%00.js',
];

describe.each(servers())('%s: paths that try to leave the build', (server) => {
  it.each(TRAVERSALS)('%s: refused (400 or 404), nothing outside the build read', async (target) => {
    const running = servers().find(([name]) => name === server)![1];
    const answer = await raw(running.origin, get(target));
    expect([400, 404], target).toContain(answer.status);
    for (const secret of OUTSIDE) expect(answer.body, target).not.toMatch(secret);
    expectSecurityHeaders(answer, target);
    record(`path traversal \`${target}\``, server, String(answer.status));
  });
});

describe.each(servers())('%s: addresses, headers and methods', (server) => {
  const origin = () => servers().find(([name]) => name === server)![1].origin;

  it('answers an address over 8 KB with 414 and the page that says so', async () => {
    for (const length of [9_000, 40_000]) {
      const answer = await raw(origin(), get(`/en/index?q=${'x'.repeat(length)}`));
      expect(answer.status, `${length}`).toBe(414);
      expect(answer.body).toContain('The address is too long');
      expect(answer.body).toContain('網址太長');
      expectSecurityHeaders(answer, `${length}`);
      record(`an address of ${length.toLocaleString('en')} characters`, server, `${answer.status}, the three-language page`);
    }
  });

  it('answers headers over 16 KB with 431 and the same page', async () => {
    const answer = await raw(origin(), get('/en/index', 'GET', `Cookie: a=${'x'.repeat(20_000)}\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.body).toContain('The address is too long');
    expectSecurityHeaders(answer, 'headers');
    record('a 20 KB header', server, `${answer.status}, the three-language page`);
  });

  it.each([
    ['PUT', '/index'],
    ['POST', '/en/details?code=2800'],
    ['DELETE', '/config.json'],
    ['PATCH', '/favicon.svg'],
  ])('answers %s %s with 405 and the methods allowed', async (method, target) => {
    const answer = await raw(origin(), get(target, method));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(answer, method);
    record(`\`${method} ${target}\``, server, `${answer.status}, Allow: GET, HEAD`);
  });

  it('answers garbage with 400', async () => {
    const answer = await raw(origin(), 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer, 'garbage');
    record('a request that is not HTTP', server, String(answer.status));
  });
});

describe('a client that sends its headers slowly', () => {
  it('is timed out by both servers while other clients are served', async () => {
    await Promise.all(
      servers().map(async ([server, running]) => {
        const { hostname, port } = new URL(running.origin);
        const started = Date.now();
        // A header line a second, never the end of the headers.
        const closed = new Promise<{ after: number; text: string }>((resolve) => {
          let text = '';
          const socket = net.connect(Number(port), hostname, () => socket.write('GET /index HTTP/1.1\r\nHost: x\r\n'));
          const drip = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1_000);
          socket.on('data', (chunk) => (text += chunk));
          socket.on('error', () => {});
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ after: Date.now() - started, text });
          });
        });
        // Others are served meanwhile, at once.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const asked = Date.now();
        const other = await fetch(`${running.origin}/config.json`);
        expect(other.status).toBe(200);
        expect(Date.now() - asked).toBeLessThan(5_000);
        const { after, text } = await closed;
        // 10 s for the headers (and a second for the server's check).
        expect(after, server).toBeGreaterThanOrEqual(9_000);
        expect(after, server).toBeLessThan(20_000);
        record(
          'a client that sends a header line a second and never ends',
          server,
          `closed after ${(after / 1000).toFixed(1)} s${text.startsWith('HTTP/1.1 408') ? ' with 408' : ' (reset)'}; others served meanwhile`,
        );
      }),
    );
  }, 60_000);
});

describe('files that vanish or cannot be read', () => {
  // A small build of its own, served by processes that are not root (root reads any file): as
  // `nobody` when the tests run as root, else as the user, with the file's permissions taken away.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: 65534, gid: 65534 } : {};
  let site: string;
  let servedBy: Running[] = [];

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'fund-unreadable-'));
    await chmod(site, 0o755);
    for (const file of ['index.html', 'screens.json', 'config.json']) await copyFile(path.join(dist, file), path.join(site, file));
    await mkdir(path.join(site, 'assets'));
    for (const name of ['readable', 'unreadable', 'vanishing']) await writeFile(path.join(site, 'assets', `${name}-HASH.js`), `export const ${name} = 1;\n`);
    await chmod(path.join(site, 'assets', 'unreadable-HASH.js'), asRoot ? 0o600 : 0o000);
    const env = { HOME: site };
    servedBy = await Promise.all([startDemo(site, env, user), asRoot ? startServeNginxAs(site, env, user) : startServeNginx(site, env)]);
  });
  afterAll(async () => {
    await Promise.all(servedBy.map((running) => stop(running)));
    await rm(site, { recursive: true, force: true });
  });

  it('answers a file that cannot be read with 500 and one log line, and goes on serving', async () => {
    for (const [index, server] of ['demo server', 'nginx'].entries()) {
      const running = servedBy[index]!;
      const answer = await raw(running.origin, get('/assets/unreadable-HASH.js'));
      expect(answer.status, server).toBe(500);
      expectSecurityHeaders(answer, server);
      expect((await raw(running.origin, get('/assets/readable-HASH.js'))).status, server).toBe(200);
      // nginx's folder, as the script prints it (it may answer before its line is read, on a busy machine).
      const folder = () => /configuration and logs in (\S+)\)/.exec(running.output())?.[1];
      if (server === 'nginx') await expect.poll(folder, { timeout: 10_000 }).toBeTruthy();
      const log = server === 'nginx' ? await readFile(path.join(folder()!, 'error.log'), 'utf8') : running.output();
      expect(
        log.split('\n').filter((line) => line.includes('unreadable-HASH.js')),
        server,
      ).toHaveLength(1);
      record('a file that exists but cannot be read (permission denied)', server, `${answer.status}, one line in the log`);
    }
  });

  it('answers a file removed after the server listed it with 404, and goes on serving', async () => {
    await rm(path.join(site, 'assets', 'vanishing-HASH.js'));
    for (const [index, server] of ['demo server', 'nginx'].entries()) {
      const running = servedBy[index]!;
      const answer = await raw(running.origin, get('/assets/vanishing-HASH.js'));
      expect(answer.status, server).toBe(404);
      expectSecurityHeaders(answer, server);
      expect(running.child.exitCode, server).toBeNull();
      expect((await raw(running.origin, get('/assets/readable-HASH.js'))).status, server).toBe(200);
      record('a file removed after the server read the build', server, String(answer.status));
    }
  });
});

describe('after every row', () => {
  it('both servers are still up and serving', async () => {
    for (const [server, running] of servers()) {
      expect(running.child.exitCode, server).toBeNull();
      expect((await fetch(`${running.origin}/en/index`)).status, server).toBe(200);
    }
    expect(demo.output()).not.toMatch(/Unhandled|uncaught|ERR_/i);
  });
});
