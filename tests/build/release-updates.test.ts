// Builds beyond one whole build: shards merged into one release equal to the whole build, a fund's
// pages drawn again alone, and a label change that draws only the pages of the screen it touches.
// Each makes a release of its own and switches to it; the release before is never written to.
import { describe, expect, it, beforeAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeFunds } from '../../server/data/funds.mjs';

const run = promisify(execFile);
/** Six funds, and one time for every build: two builds of the same sources write the same bytes. */
const ENV = { ...process.env, DEMO_FUNDS: '6', SOURCE_DATE_EPOCH: '1786000000' };
const build = (...args: string[]) => run(process.execPath, ['build.mjs', ...args], { env: ENV, maxBuffer: 1 << 24 });
const funds = makeFunds(6);

/** Every file of a build with its bytes' digest, but the release's own record and the byte budgets' metafile (which names the files under the build's live name). */
async function tree(dir: string) {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (file === '.release.json' || file === '.metafile.json') continue;
    files.set(
      file,
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return files;
}

let work: string;
let whole: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'fund-shards-'));
  whole = path.join(work, 'whole', 'dist');
  // The whole build, and two shards of it, side by side.
  await Promise.all([
    build('--fund-pages', 'all', '--out', whole),
    build('--shard', '1/2', '--out', path.join(work, 'shard-1')),
    build('--shard', '2/2', '--out', path.join(work, 'shard-2')),
  ]);
}, 600_000);

describe('builds beyond one whole build', { timeout: 300_000 }, () => {
  it('merges shards into a release equal, file for file, to the whole build', async () => {
    const merged = path.join(work, 'merged', 'dist');
    const { stdout } = await build('--merge', path.join(work, 'shard-1'), path.join(work, 'shard-2'), '--out', merged);
    expect(stdout).toMatch(/merged 2 shards/);
    const [a, b] = await Promise.all([tree(await realpath(whole)), tree(await realpath(merged))]);
    // Each shard drew its own funds only; merged, every fund has its pages.
    const shardPages = (await readdir(path.join(work, 'shard-2', 'pages', 'en-US', 'details'))).filter((name) => name.endsWith('.html'));
    expect(shardPages.sort()).toEqual([funds[1], funds[3], funds[5]].map((fund) => `${fund!.fundCode}.html`).sort());
    expect([...b.keys()].filter((file) => /^pages\/en-US\/details\/[^/]+\.html$/.test(file)).length).toBe(6);
    const differing = [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file));
    expect(differing).toEqual([]);
    // Every section of every page drawn with its kind's code in, as the browser hydrates it.
    const pages = [...b.keys()].filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(200);
    for (const file of pages) expect(await readFile(path.join(merged, file), 'utf8'), file).not.toContain('class="plain-skeleton"');
  });

  it('draws one fund’s pages again into a new release, every other file the same file as before', async () => {
    const before = await realpath(whole);
    const code = funds[2]!.fundCode;
    const { stdout } = await build('--funds', code, '--out', whole);
    expect(stdout).toMatch(new RegExp(`drew 30 pages of ${code}`));
    const after = await realpath(whole);
    expect(after).not.toBe(before);
    const changed: string[] = [];
    for (const file of (await tree(after)).keys()) {
      const [old, now] = await Promise.all([stat(path.join(before, file)).catch(() => undefined), stat(path.join(after, file))]);
      if (old?.ino !== now.ino) changed.push(file);
    }
    // Its pages (and their copies): nothing else (the list of pages and the sitemap have the same addresses).
    const others = changed.filter((file) => !file.includes(`/${code}.html`));
    expect(others).toEqual([]);
    expect(changed.filter((file) => file.endsWith(`/${code}.html`)).length).toBe(30);
    // A fund new since the build: its pages, and its addresses in the sitemap.
    const added = makeFunds(7)[6]!.fundCode;
    expect(await readFile(path.join(after, 'sitemap.xml'), 'utf8')).not.toContain(`code=${added}`);
    await run(process.execPath, ['build.mjs', '--funds', added, '--out', whole], { env: { ...ENV, DEMO_FUNDS: '7' } });
    const next = await realpath(whole);
    expect(await readFile(path.join(next, 'sitemap.xml'), 'utf8')).toContain(`<loc>http://127.0.0.1:8080/en/details?code=${added}&amp;tab=portfolio</loc>`);
    expect(await readFile(path.join(next, 'pages', 'en-US', 'details', `${added}.html`), 'utf8')).toContain(`>${makeFunds(7)[6]!.fundName['en-US']}</h1>`);
  });

  it('draws again only the pages of the screen a label change touches; the others name the new screens.json', async () => {
    const before = await realpath(whole);
    const manifest = JSON.parse(await readFile(path.join(before, 'screens.json'), 'utf8'));
    manifest.screens[2].title['en-US'] = 'NAV history and returns';
    const screens = path.join(work, 'screens.json');
    await writeFile(screens, JSON.stringify(manifest, null, 2));
    const { stdout } = await build('--update', '--screens', screens, '--out', whole);
    expect(stdout).toMatch(/drew \/per-details again \(3 pages\)/);
    const after = await realpath(whole);
    expect(await readFile(path.join(after, 'pages', 'en-US', 'per-details.html'), 'utf8')).toContain('<title>NAV history and returns |');
    // The release before is as it was.
    expect(await readFile(path.join(before, 'pages', 'en-US', 'per-details.html'), 'utf8')).not.toContain('NAV history and returns');
    // Its funds' pages are left to their next request; every other page hydrates with the new manifest.
    expect(await readdir(path.join(after, 'pages', 'en-US', 'per-details'), { recursive: true }).catch(() => [])).toEqual([]);
    const hash = createHash('sha256')
      .update(await readFile(path.join(after, 'screens.json')))
      .digest('hex');
    for (const page of ['index.html', 'pages/en-US/index.html', `pages/zh-TW/details/${funds[0]!.fundCode}.html`, 'pages/zh-CN/404.html'])
      expect(await readFile(path.join(after, page), 'utf8'), page).toContain(`<meta name="manifest-sha256" content="${hash}" />`);
    const context = await readFile(path.join(after, '.render', 'context.json'), 'utf8');
    expect(context).toContain(hash);
    // A change to the site's own part is more than its screens: a whole build, said so.
    manifest.site.name['en-US'] = 'Harbour Funds';
    await writeFile(screens, JSON.stringify(manifest, null, 2));
    const refused = await build('--update', '--screens', screens, '--out', whole).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('run a whole build (npm run build)');
    expect(await realpath(whole)).toBe(after);
  });
});
