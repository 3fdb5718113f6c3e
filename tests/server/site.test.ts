// The server: app routes, redirects, caching, precompressed files, security headers, demo API —
// and the same build on nginx with deploy/nginx's configuration, answering the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';
import { createSiteHandler } from '../../server/site.mjs';
import { servingSuite } from './serving-suite';
import { startNginx } from '../../scripts/lib/nginx-run.mjs';
import net from 'node:net';
import { freePort } from './processes';

let servers: http.Server[] = [];
let nginxes: Array<{ stop: () => Promise<void> }> = [];
let origin: string;
let nginxOrigin: string;
let faultyOrigin: string;
let dist: string;

async function serve(options: { faults?: boolean }) {
  const handler = await createSiteHandler({ dist, ...options });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** nginx serving the build, with the API on `upstream` (host:port); resolves to its origin. */
async function nginx(upstream: string, site: { apiRate?: number; apiBurst?: number } = {}) {
  const instance = await startNginx({ dist, port: await freePort(), upstream, site, quiet: true });
  nginxes.push(instance);
  return instance.url;
}

beforeAll(async () => {
  // `npm test` builds dist/ just before and names it (SITE_DIST): served as it is. Run alone, a build of its own.
  if (process.env.SITE_DIST) dist = path.resolve(process.env.SITE_DIST);
  else {
    dist = path.join(await mkdtemp(path.join(tmpdir(), 'fund-site-')), 'dist');
    const result = await build({ out: dist });
    expect(result.ok).toBe(true);
  }
  origin = await serve({});
  faultyOrigin = await serve({ faults: true });
  nginxOrigin = await nginx(new URL(origin).host);
});
afterAll(async () => {
  await Promise.all(nginxes.map((instance) => instance.stop()));
  nginxes = [];
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  servers = [];
});

const api = (call: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

servingSuite('demo server', () => ({ origin, dist }));
servingSuite('nginx', () => ({ origin: nginxOrigin, dist }));

describe('nginx in front of the API', () => {
  const post = (at: string, body: string) => fetch(`${at}/api/v1/fundProduct/list`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('answers for an upstream that cannot be reached in JSON the client reads as its own failure, not an HTML page', async () => {
    const down = await nginx(`127.0.0.1:${await freePort()}`);
    const response = await post(down, '{}');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ code: 50300 });
    // The site's own client: an HTTP error it retries, then names in its own words.
    const { configureClient, post: clientPost } = await import('../../src/api/client');
    const { HttpError } = await import('../../src/api/api-errors');
    configureClient({ base: () => `${down}/api`, language: () => 'en-US' });
    await expect(clientPost('/v1/fundProduct/list', {})).rejects.toBeInstanceOf(HttpError);
  });

  it('limits the calls per address, answering the excess with 429 in JSON', async () => {
    const limited = await nginx(new URL(origin).host, { apiRate: 1, apiBurst: 2 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(limited, '{}')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(await refused[0]!.json()).toMatchObject({ code: 42900 });
  });

  it('refuses a request body over 64 KB with 413 in JSON', async () => {
    const response = await post(nginxOrigin, JSON.stringify({ keyword: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 41301 });
  });

  it('answers an address too long to read with the three-language page, not a bare error', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(nginxOrigin);
      const socket = net.connect(Number(port), hostname, () =>
        socket.end(`GET /en/index?q=${'x'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 414 /);
    expect(answer).toContain('The address is too long');
    expect(answer).toContain('網址太長');
    expect(answer).toContain("default-src 'none'");
  });
});

describe('demo API', () => {
  it('answers the fund list in the envelope, in the requested language', async () => {
    const response = await api('/v1/fundProduct/list', { pageNum: 1, pageSize: 5 }, { 'Accept-Language': 'en-US' });
    const body = await response.json();
    expect(body).toMatchObject({ code: 0, data: { total: 64 } });
    expect(body.data.list).toHaveLength(5);
    expect(body.data.list[0].fundName).toMatch(/^[A-Za-z]/);
    const tw = await (await api('/v1/fundProduct/list', { pageNum: 1, pageSize: 1 }, { 'Accept-Language': 'zh-TW' })).json();
    expect(tw.data.list[0].fundName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('pages and filters by type and keyword', async () => {
    const etf = await (await api('/v1/fundProduct/list', { type: 'ETF', pageSize: 200 }, {})).json();
    expect(etf.data.list.every((row: { fundType: string }) => row.fundType === 'ETF')).toBe(true);
    const page2 = await (await api('/v1/fundProduct/list', { pageNum: 2, pageSize: 20 }, {})).json();
    expect(page2.data.list[0].fundCode).not.toBe(etf.data.list[0].fundCode);
    const found = await (await api('/v1/fundProduct/list', { keyword: 'nasdaq' }, {})).json();
    expect(found.data.total).toBeGreaterThan(0);
  });

  it('answers bad requests with an error envelope, never a crash', async () => {
    expect(await (await api('/v1/fundProduct/list', '{not json')).json()).toMatchObject({ code: 40001 });
    expect(await (await api('/v1/fundProduct/list', { pageSize: 'lots' })).json()).toMatchObject({ code: 40002, message: expect.stringContaining('pageSize') });
    const unknown = await api('/v1/nothing', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 40404 });
    const wrongMethod = await fetch(`${origin}/api/v1/fundProduct/list`);
    expect(wrongMethod.status).toBe(405);
  });
});

describe('demo API fault switch', () => {
  const call = (origin: string, headers: Record<string, string>) =>
    fetch(`${origin}/api/v1/fundProduct/list`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });

  it('is off by default: a fault request is ignored', async () => {
    expect(await (await call(origin, { 'X-Demo-Fault': 'http500' })).json()).toMatchObject({ code: 0 });
  });

  it('answers an error code, HTTP 500 or malformed JSON on request, for the named call only', async () => {
    expect(await (await call(faultyOrigin, { 'X-Demo-Fault': 'code', 'Accept-Language': 'en-US' })).json()).toMatchObject({
      code: 50001,
      message: 'Simulated failure',
    });
    expect(await (await call(faultyOrigin, { 'X-Demo-Fault': 'code', 'Accept-Language': 'zh-TW' })).json()).toMatchObject({ code: 50001, message: '模擬故障' });
    expect((await call(faultyOrigin, { 'X-Demo-Fault': 'http500@/v1/fundProduct/list' })).status).toBe(500);
    expect((await call(faultyOrigin, { 'X-Demo-Fault': 'http500@/common/dictType' })).status).toBe(200);
    const malformed = await call(faultyOrigin, { Cookie: `demo-fault=${encodeURIComponent('malformed@/v1/fundProduct/list')}` });
    await expect(malformed.json()).rejects.toThrow();
  });

  it('delays an answer by the requested time', async () => {
    const started = Date.now();
    const response = await call(faultyOrigin, { 'X-Demo-Fault': 'delay-300' });
    expect(await response.json()).toMatchObject({ code: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('dictionaries', () => {
  it('answers every dictionary in `result`, in the requested language', async () => {
    const body = await (await api('/common/dictType', {}, { 'Accept-Language': 'zh-CN' })).json();
    expect(body.code).toBe(0);
    expect(Object.keys(body.result)).toEqual(expect.arrayContaining(['fundType', 'issuer', 'assetClass', 'investmentArea', 'investmentOrientation']));
    expect(body.result.assetClass).toContainEqual({ value: 'BOND', label: '债券' });
  });

  it('names an unknown dictionary', async () => {
    const body = await (await api('/common/dictType', { dictTypes: ['colours'] })).json();
    expect(body).toMatchObject({ code: 40002, message: expect.stringContaining('Unknown dictionary: colours') });
  });
});
