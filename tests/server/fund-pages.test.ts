// A fund's pages are drawn on their first request and kept: a fund added after the build (in the API,
// not in the build's list) gets its page at its address in every language, from the demo server and
// from nginx in front of it, and from then on the page is a file of the release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';
import { makeFunds } from '../../server/data/funds.mjs';
import { startDemo, startServeNginx, stop, type Running } from './processes';

let dist: string;
const running: Running[] = [];
/** The 65th and 66th funds: in the API of a universe of 66, not in the build made with 64; one for each server. */
const [addedToDemo, addedToNginx] = makeFunds(66).slice(64) as [ReturnType<typeof makeFunds>[number], ReturnType<typeof makeFunds>[number]];

beforeAll(async () => {
  // `npm test` builds dist/ just before and names it (SITE_DIST); run alone, a build of its own.
  if (process.env.SITE_DIST) dist = path.resolve(process.env.SITE_DIST);
  else {
    dist = path.join(await mkdtemp(path.join(tmpdir(), 'fund-pages-')), 'dist');
    expect((await build({ out: dist })).ok).toBe(true);
  }
  const context = JSON.parse(await readFile(path.join(dist, '.render', 'context.json'), 'utf8')) as { pages: [number, string, string?][] };
  expect(context.pages.some(([, , code]) => code === addedToDemo.fundCode || code === addedToNginx.fundCode)).toBe(false);
}, 300_000);
afterAll(async () => {
  await Promise.all(running.map(stop));
});

const addresses = (added: ReturnType<typeof makeFunds>[number]) =>
  [
    { address: `/details?code=${added.fundCode}`, language: 'zh-TW', file: `pages/zh-TW/details/${added.fundCode}.html`, tab: undefined },
    {
      address: `/en/details?code=${added.fundCode}&tab=dividend`,
      language: 'en-US',
      file: `pages/en-US/details/dividend/${added.fundCode}.html`,
      tab: 'Distributions',
    },
    { address: `/gb/per-details?code=${added.fundCode}`, language: 'zh-CN', file: `pages/zh-CN/per-details/${added.fundCode}.html`, tab: undefined },
  ] as const;

describe.each([
  ['the demo server', (env: Record<string, string>) => startDemo(dist, env), addedToDemo],
  ['nginx', (env: Record<string, string>) => startServeNginx(dist, env), addedToNginx],
] as const)('a fund added after the build, through %s', (_name, start, added) => {
  let origin: string;
  beforeAll(async () => {
    const server = await start({ DEMO_FUNDS: '66' });
    running.push(server);
    origin = server.origin;
  }, 120_000);

  it('has its page in every language, with its name, address and data, then served as a file', async () => {
    const release = await realpath(dist);
    for (const { address, language, file, tab } of addresses(added)) {
      const first = await fetch(`${origin}${address}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
      expect(first.status, address).toBe(200);
      const html = await first.text();
      const name = added.fundName[language];
      expect(html, address).toContain(`<html lang="${language}"`);
      expect(html, address).toMatch(new RegExp(`<title>${name.replace(/[()]/g, '\\$&')} \\|`));
      expect(html, address).toContain(`>${name}</h1>`);
      if (tab) expect(html).toContain(`<title>${name} | ${tab} |`);
      expect(html, address).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:8080\/[^"]*code=/);
      expect(html, address).toContain(`"subject":{`);
      expect(existsSync(path.join(release, file)), file).toBe(true);
      expect(existsSync(path.join(release, `${file}.br`)), file).toBe(true);
      // Again: the same page, from the file.
      const again = await fetch(`${origin}${address}`, { headers: { Accept: 'text/html' } });
      expect(await again.text()).toBe(await readFile(path.join(release, file), 'utf8'));
    }
  });

  it('gives a fund the API does not know, and an address asking for more, the page the script draws', async () => {
    for (const address of ['/en/details?code=NOSUCH1', `/en/details?code=${added.fundCode}&tab=information&extra=1`]) {
      const answer = await fetch(`${origin}${address}`, { headers: { Accept: 'text/html' } });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<div id="root"></div>');
    }
    expect(existsSync(path.join(await realpath(dist), 'pages/en-US/details/NOSUCH1.html'))).toBe(false);
  });
});
