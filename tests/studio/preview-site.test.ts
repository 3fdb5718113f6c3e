// The studio's preview is the site's own build: its pages are the pages `npm run build` writes, byte
// for byte (but the moment they were drawn and the studio's bridge), its files are dist's files, and
// an edit sent to it is what every page is drawn from next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, needsBuild } from '../../build.mjs';
import { startStudio } from '../../studio/server/studio-server.mjs';
import { pageFile, notFoundFile, LANGUAGE_PREFIX } from '../../scripts/lib/page-files.mjs';
import type { ScreenManifest } from '../../src/manifest/screens.gen';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let dist: string;
let studio: Awaited<ReturnType<typeof startStudio>>;
let base: string;
let manifest: ScreenManifest;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fund-site-preview-'));
  const file = path.join(dir, 'screens.json');
  await copyFile(path.join(root, 'screens.json'), file);
  manifest = JSON.parse(await readFile(file, 'utf8'));
  // `npm test` has just built dist/ (SITE_DIST). Run alone, dist/ as it is when fresh, else built
  // (as `npm start` would): the hashed names depend on where a build is, so it must be dist/ itself.
  dist = path.resolve(process.env.SITE_DIST ?? path.join(root, 'dist'));
  if (!process.env.SITE_DIST && (await needsBuild(dist))) expect((await build({ out: dist })).ok).toBe(true);
  studio = await startStudio({ root, file, port: 0, log: () => {} });
  base = new URL(studio.url).origin;
});
afterAll(async () => {
  await studio?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A page without what differs by design: the moment it was drawn, and the studio's bridge. */
const comparable = (html: string) =>
  html
    .replace(/"builtAt":"[^"]*"/g, '"builtAt":""')
    .replace(
      /\s*<meta name="studio-app"[^>]*>|\s*<link rel="stylesheet" href="\/__studio\/[^>]*>|\s*<script type="module" src="\/__studio\/[^>]*><\/script>/g,
      '',
    );

const get = (address: string) => fetch(`${base}${address}`);
const sendManifest = (doc: unknown, origin = base) =>
  fetch(`${base}/__studio/preview`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(doc) });

describe('the preview is the site as built', () => {
  it('draws every screen, each of a fund’s tabs and the not-found page in three languages byte for byte as the build does', async () => {
    const details = manifest.screens.find((screen) => screen.id === 'details')!;
    const pages: [string, string][] = [];
    for (const [language, prefix] of Object.entries(LANGUAGE_PREFIX)) {
      for (const screen of manifest.screens) {
        if (!screen.subject) pages.push([`${prefix}${screen.route}`, pageFile(language, screen.route)]);
        else pages.push([`${prefix}${screen.route}?code=2800`, pageFile(language, screen.route, '2800')]);
      }
      for (const tab of details.tabs!.slice(1)) pages.push([`${prefix}/details?code=2800&tab=${tab.id}`, pageFile(language, '/details', '2800', tab.id)]);
      pages.push([`${prefix}/no-such-screen`, notFoundFile(language)]);
    }
    for (const [address, file] of pages) {
      const answer = await get(address);
      expect(answer.status, address).toBe(file.endsWith('404.html') ? 404 : 200);
      const html = await answer.text();
      expect(html, address).toContain('<script type="module" src="/__studio/assets/bridge.js"></script>');
      expect(comparable(html), `${address} is ${file}`).toBe(comparable(await readFile(path.join(dist, file), 'utf8')));
    }
  });

  it('serves dist’s own files: the same hashed code and styles, config.json and the manifest as built', async () => {
    const html = await readFile(path.join(dist, pageFile('en-US', '/index')), 'utf8');
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(js|css|json)/g))];
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const answer = await get(asset);
      expect(answer.status, asset).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(await readFile(path.join(dist, asset))), asset).toBe(true);
    }
    expect(await (await get('/config.json')).text()).toBe(await readFile(path.join(dist, 'config.json'), 'utf8'));
    expect(await (await get('/screens.json')).text()).toBe(await readFile(path.join(dist, 'screens.json'), 'utf8'));
  });
});

describe('an edit sent to the preview', () => {
  it('is what /screens.json answers and what every page is drawn from next, with the page’s note of it', async () => {
    const edited = structuredClone(manifest);
    const index = edited.screens.find((screen) => screen.id === 'index')!;
    const fundList = index.sections!.find((section) => section.id === 'fundList') as unknown as { fields: { label: Record<string, string> }[] };
    fundList.fields[0]!.label['en-US'] = 'Code of the fund (edited)';
    expect((await sendManifest(edited)).status).toBe(200);
    expect(await (await get('/screens.json')).json()).toEqual(edited);
    const page = await (await get('/en/index')).text();
    expect(page).toContain('Code of the fund (edited)');
    const { createHash } = await import('node:crypto');
    expect(page).toContain(`<meta name="manifest-sha256" content="${createHash('sha256').update(JSON.stringify(edited)).digest('hex')}" />`);
    expect((await sendManifest(manifest)).status).toBe(200);
  });

  it('is refused when invalid, with check-config’s problems, and the preview keeps the last valid one', async () => {
    const broken = structuredClone(manifest) as unknown as { screens: { sections?: { kind: string }[] }[] };
    broken.screens[0]!.sections![0]!.kind = 'tabel';
    const answer = await sendManifest(broken);
    expect(answer.status).toBe(422);
    const { problems } = (await answer.json()) as { problems: { place: string; message: string }[] };
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.place).toBe('screen 1 `index` › section 1 `fundFilters` › `kind`');
    expect(await (await get('/screens.json')).json()).toEqual(manifest);
  });

  it('is refused from another origin, and when it is not JSON', async () => {
    expect((await sendManifest(manifest, 'http://elsewhere.test')).status).toBe(403);
    const notJson = await fetch(`${base}/__studio/preview`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: '{' });
    expect(notJson.status).toBe(400);
  });
});

describe('the preview’s build', () => {
  it('lives beside dist/, never in it, and is not remade when the site’s code has not changed', async () => {
    expect(existsSync(path.join(root, '.studio-site', '.build-stamp'))).toBe(true);
    const stamp = await readFile(path.join(root, '.studio-site', '.build-stamp'), 'utf8');
    const again = await startStudio({ root, file: path.join(dir, 'screens.json'), port: 0, log: () => {} });
    await again.close();
    expect(await readFile(path.join(root, '.studio-site', '.build-stamp'), 'utf8')).toBe(stamp);
  });
});
