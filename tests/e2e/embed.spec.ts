// Embedding in a partner's page on another origin, as docs/embedding.md tells a partner to do it:
// an <iframe data-fund-embed> and embed.js. The frame ends at the page's height with no scrollbar
// of its own, messages come at most once a second with a final one after the last change, and a
// parent whose origin config.json does not list receives nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { createSiteHandler } from '../../server/site.mjs';
import { expect, test } from './fixtures';

/** One message as the partner page recorded it. */
interface Received {
  at: number;
  origin: string;
  data: { source: string; type: string; height: number; path: string; lang: string };
}

/** The partner's page: the documented snippet, plus a log of every message the page receives. */
function partnerPage(site: string, screen: string, width: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner portal</title></head>
<body style="margin:0;font-family:sans-serif">
<h1 style="margin:16px">Partner portal</h1>
<iframe data-fund-embed title="Fund details" src="${site}${screen}" style="width:${width}"></iframe>
<p style="margin:16px">Partner footer</p>
<script>
  window.received = [];
  window.addEventListener('message', function (event) {
    window.received.push({ at: Date.now(), origin: event.origin, data: event.data });
  });
</script>
<script src="${site}/embed.js" async></script>
</body></html>`;
}

/** Starts an HTTP server on a free port of 127.0.0.1; resolves to it and its origin, under `host`. */
async function listen(handler: http.RequestListener, host = '127.0.0.1'): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://${host}:${(server.address() as AddressInfo).port}` };
}

/**
 * A partner server whose `/?site=…&screen=…&width=…` is the partner page framing that site. It is
 * addressed as `localhost`, another site than the fund site's 127.0.0.1, as a real portal is: the
 * browser runs it in its own process, so the frame's work does not delay the messages' arrival.
 */
function partner() {
  return listen((req, res) => {
    const query = new URL(req.url ?? '/', 'http://partner').searchParams;
    if (req.url?.startsWith('/favicon')) return void res.writeHead(204).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(partnerPage(query.get('site')!, query.get('screen') ?? '/en/details?code=2800', query.get('width') ?? '1100px'));
  }, 'localhost');
}

const partnerUrl = (partnerOrigin: string, site: string, screen = '/en/details?code=2800', width = '1100px') =>
  `${partnerOrigin}/?${new URLSearchParams({ site, screen, width })}`;

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received.filter((m) => m.data?.source === 'fund-site'));

/** The framed document's heights, and whether its root hides overflow. */
const frameMetrics = (frame: FrameLocator) =>
  frame.locator('html').evaluate((html) => ({ scrollHeight: html.scrollHeight, clientHeight: html.clientHeight, overflow: getComputedStyle(html).overflowY }));

/** The frame showing the site at `origin`. */
const siteFrame = (page: Page, origin: string): Frame => page.frames().find((frame) => frame.url().startsWith(`${origin}/`))!;

/** The built chunk of the height reporter (src/embed/embed-reporter.ts), in the site at `dist`. */
async function reporterChunk(dist: string): Promise<string> {
  const assets = path.join(dist, 'assets');
  for (const name of await readdir(assets)) {
    if (name.endsWith('.js') && (await readFile(path.join(assets, name), 'utf8')).includes('fund-embed:sent')) return `/assets/${name}`;
  }
  throw new Error(`no chunk of ${assets} holds the height reporter`);
}

/**
 * Resolves once the framed page has started its height reporter (which posts its first message, if
 * any, at once) and every message it posted before has reached the partner page: the end state for
 * "nothing was sent". The frame imports the reporter's chunk itself (the same module, started by the
 * page when its import resolves), lets the page's callbacks run, then posts a marker, which arrives
 * after any earlier message of the frame.
 */
async function reporterStarted(page: Page, frame: Frame, chunk: string): Promise<void> {
  await frame.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.parent.postMessage({ source: 'embed-test', type: 'marker' }, '*');
  }, chunk);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { received: Received[] }).received.some((m) => (m.data as { source?: string } | null)?.source === 'embed-test'),
      ),
    )
    .toBe(true);
}

const iframeHeight = (page: Page) => page.locator('iframe[data-fund-embed]').evaluate((iframe) => iframe.getBoundingClientRect().height);

/** Waits until the frame's sections are drawn and the iframe has its content's height, then returns both. */
async function settle(page: Page, frame: FrameLocator) {
  await expect(frame.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => Math.abs((await iframeHeight(page)) - (await frameMetrics(frame)).scrollHeight), { intervals: [250] }).toBeLessThanOrEqual(2);
}

test('a partner page on another origin sizes the frame to the page, at most one message a second', async ({ page, baseURL, problems }) => {
  test.slow();
  const { server, origin } = await partner();
  try {
    await page.goto(partnerUrl(origin, baseURL!));
    const frame = page.frameLocator('iframe[data-fund-embed]');
    await expect(frame.getByRole('tab', { name: 'Fund information', selected: true })).toBeVisible({ timeout: 15_000 });
    await settle(page, frame);

    // The frame is exactly as tall as its page: no scrollbar inside it, and the page hides its own.
    const metrics = await frameMetrics(frame);
    expect(metrics.overflow).toBe('hidden');
    expect(Math.abs((await iframeHeight(page)) - metrics.scrollHeight)).toBeLessThanOrEqual(2);
    expect(metrics.scrollHeight).toBeLessThanOrEqual(metrics.clientHeight + 1);
    const first = (await received(page))[0]!;
    expect(first.origin).toBe(new URL(baseURL!).origin);
    expect(first.data).toEqual({ source: 'fund-site', type: 'resize', height: expect.any(Number), path: '/en/details?code=2800', lang: 'en-US' });

    // Several quick changes of the page's height: the tabs, one after another.
    const before = (await received(page)).length;
    const tabs = ['Portfolio', 'Distributions', 'Tracking', 'Documents', 'Portfolio', 'Fund information', 'Portfolio'];
    let lastClick = 0;
    for (const name of tabs) {
      lastClick = await page.evaluate(() => Date.now());
      await frame.getByRole('tab', { name }).click();
      // Pacing, not waiting: the changes are spread over about a second, so that the throttle both
      // holds messages back during the burst and sends a final one after it.
      await page.waitForTimeout(120);
    }
    await expect(frame.getByRole('tab', { name: 'Portfolio', selected: true })).toBeVisible();
    await settle(page, frame);
    // A (wrong) extra message after the final one has no end state to wait for: a window longer than
    // the throttle's interval (1 s) for it to be seen.
    await page.waitForTimeout(1500);

    const all = await received(page);
    const burst = all.slice(before);
    const gaps = burst.slice(1).map((m, i) => m.at - burst[i]!.at);
    // When each message left, from the framed page's own timeline (a User Timing mark per message).
    const sent = await frame
      .locator('html')
      .evaluate(() => performance.getEntriesByName('fund-embed:sent').map((mark) => performance.timeOrigin + mark.startTime));
    const sentGaps = sent.slice(1).map((at, i) => Math.round(at - sent[i]!));
    const delays = all.map((m, i) => Math.round(m.at - sent[i]!));
    console.log(
      `embed: ${burst.length} messages after ${tabs.length} tab switches; arrival gaps (ms): ${gaps.join(', ')}; ` +
        `sending gaps, whole visit (ms): ${sentGaps.join(', ')}; delivery (ms): ${delays.join(', ')}; heights: ${burst.map((m) => m.data.height).join(', ')}`,
    );
    expect(burst.length).toBeGreaterThanOrEqual(2);
    // Every message that arrived is one the page sent through its throttle, and they left >= 1 s
    // apart on the page's own clock: a floor the throttle keeps however busy the machine (it never
    // sends early; src/embed/throttle.test.ts checks it on a controlled clock), not a tolerance.
    // The arrival gaps and delivery delays, across two processes' clocks, are only reported (above).
    expect(sent).toHaveLength(all.length);
    for (const gap of sentGaps) expect(gap).toBeGreaterThanOrEqual(1000);
    // The final message comes after the last change and carries the height the frame ends at.
    const last = burst.at(-1)!;
    expect(last.at).toBeGreaterThanOrEqual(lastClick);
    expect(last.data.path).toBe('/en/details?code=2800&tab=portfolio');
    expect(Math.abs(last.data.height - (await frameMetrics(frame)).scrollHeight)).toBeLessThanOrEqual(2);
    expect(Math.abs((await iframeHeight(page)) - last.data.height)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  } finally {
    server.close();
  }
});

test('in a narrow frame the page takes its mobile layout and still fits', async ({ page, baseURL, problems }) => {
  const { server, origin } = await partner();
  try {
    await page.goto(partnerUrl(origin, baseURL!, '/en/index?chrome=none', '390px'));
    const frame = page.frameLocator('iframe[data-fund-embed]');
    // chrome=none: the partner's page keeps its own header and footer; the site's are hidden.
    await expect(frame.locator('.site-header')).toBeHidden();
    await expect(frame.locator('.site-footer')).toBeHidden();
    await expect(frame.locator('main')).toBeVisible();
    await settle(page, frame);
    expect((await frameMetrics(frame)).overflow).toBe('hidden');
    expect(problems).toEqual([]);
  } finally {
    server.close();
  }
});

test('a comparison in a narrow frame fits it, scrolls its funds inside, and tells the parent its new address', async ({ page, baseURL, problems }) => {
  const { server, origin } = await partner();
  try {
    await page.goto(partnerUrl(origin, baseURL!, '/en/compare?codes=2800,2808,2871', '390px'));
    const frame = page.frameLocator('iframe[data-fund-embed]');
    await expect(frame.locator('[data-section="keyFacts"] thead th.cmp-fund')).toHaveCount(3);
    await settle(page, frame);
    const metrics = await frameMetrics(frame);
    expect(metrics.overflow).toBe('hidden');
    expect(await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
    await frame.getByRole('button', { name: 'Remove Bamboo Grove Asia Investment Grade Bond ETF from the comparison' }).click();
    await expect(frame.locator('[data-section="keyFacts"] thead th.cmp-fund')).toHaveCount(2);
    await expect.poll(async () => (await received(page)).at(-1)?.data.path).toBe('/en/compare?codes=2800,2808');
    expect(problems).toEqual([]);
  } finally {
    server.close();
  }
});

test.describe('a deployment that lists its partners', () => {
  let dir: string;
  const servers: http.Server[] = [];
  let listed: string;
  let unlisted: string;
  let site: string;
  let siteWithoutHeader: string;

  test.beforeAll(async () => {
    const a = await partner();
    const b = await partner();
    servers.push(a.server, b.server);
    listed = a.origin;
    unlisted = b.origin;
    // The built site with a config.json that lists only the first partner.
    dir = await mkdtemp(path.join(tmpdir(), 'embed-'));
    // The build the link names (dist is a link to its live release).
    await cp(await realpath(process.env.DIST_DIR ?? 'dist'), dir, { recursive: true });
    const config = JSON.parse(await readFile(path.join(dir, 'config.json'), 'utf8'));
    config.embed.parentOrigins = [listed];
    await writeFile(path.join(dir, 'config.json'), JSON.stringify(config));
    await Promise.all(['config.json.br', 'config.json.gz'].map((file) => rm(path.join(dir, file), { force: true })));
    const handler = await createSiteHandler({ dist: dir });
    const served = await listen((req, res) => void handler(req, res));
    servers.push(served.server);
    site = served.origin;
    // The same files on a host that sends no frame-ancestors (a plain CDN): the page itself must
    // still keep its messages from a parent that is not listed.
    const withoutFrameAncestors = await listen((req, res) => {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) =>
        setHeader(name, name.toLowerCase() === 'content-security-policy' ? String(value).replace(/;\s*frame-ancestors[^;]*/, '') : value);
      void handler(req, res);
    });
    servers.push(withoutFrameAncestors.server);
    siteWithoutHeader = withoutFrameAncestors.origin;
  });
  test.afterAll(async () => {
    for (const server of servers) server.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('the listed partner gets the messages, from the site’s origin', async ({ page, problems }) => {
    await page.goto(partnerUrl(listed, site));
    const frame = page.frameLocator('iframe[data-fund-embed]');
    await expect(frame.getByRole('tab', { name: 'Fund information', selected: true })).toBeVisible({ timeout: 15_000 });
    await settle(page, frame);
    const messages = await received(page);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.origin === site)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a partner that is not listed cannot frame the site, and receives nothing', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => refused.push(message.text()));
    const response = page.waitForResponse((r) => r.url().startsWith(`${site}/en/details`));
    await page.goto(partnerUrl(unlisted, site));
    expect((await (await response).allHeaders())['content-security-policy']).toContain(`frame-ancestors 'self' ${listed}`);
    // The end state: the browser refused to show the site in the frame, so nothing of it runs there.
    await expect.poll(() => refused.some((text) => text.includes('frame-ancestors'))).toBe(true);
    expect(await received(page)).toEqual([]);
    expect(await iframeHeight(page)).toBe(150); // the browser's default: nothing sized it
    const framed = page.frames().find((f) => f.url().startsWith(site));
    expect(framed ? await framed.locator('#root').count() : 0).toBe(0);
    expect(refused.some((text) => text.includes('frame-ancestors'))).toBe(true);
  });

  test('without frame-ancestors from the host, the framed page still sends nothing to a parent that is not listed', async ({ page, problems }) => {
    await page.goto(partnerUrl(unlisted, siteWithoutHeader));
    const frame = page.frameLocator('iframe[data-fund-embed]');
    await expect(frame.getByRole('tab', { name: 'Fund information', selected: true })).toBeVisible({ timeout: 15_000 });
    await expect(frame.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await reporterStarted(page, siteFrame(page, siteWithoutHeader), await reporterChunk(dir));
    expect(await received(page)).toEqual([]);
    // Nor did it post to anyone else: not one message left the page.
    expect(await siteFrame(page, siteWithoutHeader).evaluate(() => performance.getEntriesByName('fund-embed:sent').length)).toBe(0);
    expect(await iframeHeight(page)).toBe(150);
    expect(problems).toEqual([]);
  });
});
