// The server: app routes, redirects, caching, precompressed files, security headers, demo API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';
import { createSiteHandler } from '../../server/site.mjs';

let servers: http.Server[] = [];
let origin: string;
let faultyOrigin: string;
let dist: string;

async function serve(options: { faults?: boolean }) {
  const handler = await createSiteHandler({ dist, ...options });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = path.join(await mkdtemp(path.join(tmpdir(), 'fund-site-')), 'dist');
  const result = await build({ out: dist });
  expect(result.ok).toBe(true);
  origin = await serve({});
  faultyOrigin = await serve({ faults: true });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  servers = [];
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(origin + url, { headers, redirect: 'manual' });
const api = (call: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api${call}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const ROUTES = ['/index', '/details?code=2800', '/per-details', '/diff-details', '/dividend-details', '/investment-portfolio-details', '/file-details'];

async function entryScript() {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  return /src="(\/assets\/main-[^"]+\.js)"/.exec(html)![1]!;
}

describe('site server', () => {
  it('serves every screen route, in all three language forms, its own page, uncached; a fund\'s address its fund\'s page', async () => {
    for (const [prefix, language] of [['', 'zh-TW'], ['/en', 'en-US'], ['/gb', 'zh-CN']]) {
      for (const route of ROUTES) {
        const response = await get(prefix + route);
        expect(response.status, prefix + route).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        const [path, search = ''] = route.split('?');
        expect(html).toContain(`<script type="application/json" id="prerendered">{"path":"${path}","search":"${search}","language":"${language}"`);
      }
    }
    // A fund the build did not make a page for, a code no page can have, an address that asks for
    // more than a page was built with: the generic page, drawn by the script alone.
    for (const address of ['/en/details?code=NOSUCH', '/en/details?code=../index', '/en/details?code=%3Cb%3E', '/en/details?code=2800&tab=portfolio', '/en/index?issuer=PKS']) {
      const html = await (await get(address)).text();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html, address).not.toContain('id="prerendered"');
    }
  });

  it('redirects / to /index, keeping the language prefix and the query', async () => {
    for (const [from, to] of [
      ['/', '/index'],
      ['/en/', '/en/index'],
      ['/en', '/en/index'],
      ['/gb/?code=2800', '/gb/index?code=2800'],
    ]) {
      const response = await get(from!);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('answers unknown pages with the app and a 404, and unknown files with a plain 404', async () => {
    const page = await get('/en/no-such-page');
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('"path":"/__not-found__"');
    const file = await get('/assets/missing-123.js');
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toContain('text/plain');
    // A browser asking for a page that looks like a file (index.php) gets the app's not-found page.
    for (const url of ['/index.php', '/en/index.php']) {
      const asked = await get(url, { Accept: 'text/html,application/xhtml+xml' });
      expect(asked.status).toBe(404);
      expect(await asked.text()).toContain('"path":"/__not-found__"');
    }
  });

  it('caches hashed assets for a year and negotiates brotli and gzip', async () => {
    const script = await entryScript();
    const br = await get(script, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gz = await get(script, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get(script, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(Number(gz.headers.get('content-length')));
  });

  it('answers a matching ETag with 304 and a range with 206', async () => {
    const script = await entryScript();
    const first = await get(script, { 'Accept-Encoding': 'identity' });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get(script, { 'If-None-Match': etag, 'Accept-Encoding': 'identity' })).status).toBe(304);
    const range = await get(script, { Range: 'bytes=0-9', 'Accept-Encoding': 'identity' });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(10);
  });

  it('serves config.json and screens.json uncached', async () => {
    for (const file of ['/config.json', '/screens.json']) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends a Content-Security-Policy without eval or inline scripts', async () => {
    const csp = (await get('/index')).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(['*']);
    expect((await get('/index')).headers.get('x-content-type-options')).toBe('nosniff');
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
    expect(await (await call(faultyOrigin, { 'X-Demo-Fault': 'code', 'Accept-Language': 'en-US' })).json()).toMatchObject({ code: 50001, message: 'Simulated failure' });
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
