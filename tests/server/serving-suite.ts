// How the site is served, asserted the same way against every server that serves it: the demo
// server (site.test.ts) and nginx with deploy/nginx's configuration (nginx.test.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where the server under test answers, and the build it serves. */
export interface Served {
  origin: string;
  dist: string;
}

export function servingSuite(name: string, served: () => Served) {
  const get = (url: string, headers: Record<string, string> = {}) => fetch(served().origin + url, { headers, redirect: 'manual' });
  const ROUTES = [
    '/index',
    '/details?code=2800',
    '/per-details',
    '/diff-details',
    '/dividend-details',
    '/investment-portfolio-details',
    '/file-details',
    '/compare',
  ];

  async function entryScript() {
    const html = await readFile(path.join(served().dist, 'index.html'), 'utf8');
    return /"(\/assets\/main-[^"]+\.js)"/.exec(html)![1]!;
  }

  describe(`${name}: serving the site`, () => {
    it("serves every screen route, in all three language forms, its own page, uncached; a fund's address its fund's page", async () => {
      for (const [prefix, language] of [
        ['', 'zh-TW'],
        ['/en', 'en-US'],
        ['/gb', 'zh-CN'],
      ]) {
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
      // A fund's tab: a page of its own, whichever order the address names them in; the screen's first
      // tab, which the fund's page opens anyway, is that page.
      for (const [address, language, search] of [
        ['/en/details?code=2800&tab=portfolio', 'en-US', 'code=2800&tab=portfolio'],
        ['/en/details?tab=portfolio&code=2800', 'en-US', 'code=2800&tab=portfolio'],
        ['/gb/details?code=2800&tab=document', 'zh-CN', 'code=2800&tab=document'],
        ['/details?code=2800&tab=information', 'zh-TW', 'code=2800'],
        ['/en/details?tab=information&code=2800', 'en-US', 'code=2800'],
      ]) {
        const html = await (await get(address!)).text();
        expect(html, address).toContain(`<html lang="${language}"`);
        expect(html, address).toContain(`<script type="application/json" id="prerendered">{"path":"/details","search":"${search}","language":"${language}"`);
      }
      // A fund the build did not make a page for, a code no page can have, an address that asks for
      // more than a page was built with, a tab no page was built for (unknown, or on a screen without
      // tabs): the generic page, drawn by the script alone, in the address's language.
      for (const address of [
        '/en/details?code=NOSUCH',
        '/en/details?code=../index',
        '/en/details?code=%3Cb%3E',
        '/en/details?code=2800&tab=portfolio&from=x',
        '/en/details?code=2800&code=2801',
        '/en/details?code=2800&tab=no-such-tab',
        '/en/details?code=2800&tab=..%2Findex',
        '/en/per-details?code=2800&tab=portfolio',
        '/en/index?issuer=PKS',
        '/gb/index?type=ETF',
        '/details?code=NOSUCH',
      ]) {
        const html = await (await get(address)).text();
        expect(html, address).toContain('<div id="root"></div>');
        expect(html, address).not.toContain('id="prerendered"');
        const language = address.startsWith('/en/') ? 'en-US' : address.startsWith('/gb/') ? 'zh-CN' : 'zh-TW';
        expect(html, address).toContain(`<html lang="${language}"`);
        expect(html, address).toContain(
          `<title>${{ 'en-US': 'Harbour Securities Funds', 'zh-CN': '港湾证券基金', 'zh-TW': '港灣證券基金' }[language]}</title>`,
        );
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
      // As a browser revalidates (fetch would otherwise add `Cache-Control: no-cache`, asking for the whole file).
      expect((await get(script, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0', 'Accept-Encoding': 'identity' })).status).toBe(304);
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
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(csp).not.toContain('unsafe-eval');
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(['*']);
      expect((await get('/index')).headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  it('passes fund calls to the API and answers them in its envelope, with the security headers', async () => {
    const response = await fetch(`${served().origin}/api/v1/fundProduct/list`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US' },
      body: JSON.stringify({ pageNum: 1, pageSize: 5 }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: { list: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(5);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
}
