// Releases (scripts/lib/releases.mjs): a build is published by one rename of the live link, keeps
// the hashed files of the builds before it reachable, rolls back, and keeps only the newest few.
import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, readlink, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEEP, listReleases, publishRelease, releasesDir, rollback, stageRelease } from '../../scripts/lib/releases.mjs';

/** Stages a fake build with the given hashed files and an index page naming them; publishes it. */
async function publish(live: string, assets: string[], label: string) {
  const staged = await stageRelease(live);
  await mkdir(path.join(staged.dir, 'assets'), { recursive: true });
  for (const asset of assets) await writeFile(path.join(staged.dir, 'assets', asset), `${asset} of ${label}`);
  await writeFile(path.join(staged.dir, 'index.html'), label);
  return publishRelease(live, staged);
}

const liveIn = async () => path.join(await mkdtemp(path.join(tmpdir(), 'fund-releases-')), 'dist');
const read = (live: string, file: string) => readFile(path.join(live, file), 'utf8');

describe('releases', () => {
  it('switches the live link to each new build, which carries the hashed files of the builds before it', async () => {
    const live = await liveIn();
    const first = await publish(live, ['main-AAA.js', 'chunk-A1.js'], 'first');
    expect(await read(live, 'index.html')).toBe('first');
    expect(await readlink(live)).toBe(path.join('dist-releases', first.id));
    const second = await publish(live, ['main-BBB.js', 'chunk-A1.js'], 'second');
    expect(second.previous).toBe(first.id);
    expect(await read(live, 'index.html')).toBe('second');
    // A page of the first build, opened before the deploy, still loads its files (the same bytes, linked).
    expect(await read(live, 'assets/main-AAA.js')).toBe('main-AAA.js of first');
    expect((await stat(path.join(live, 'assets/main-AAA.js'))).nlink).toBe(2);
    // A file both builds have is the new build's own.
    expect(await read(live, 'assets/chunk-A1.js')).toBe('chunk-A1.js of second');
    const third = await publish(live, ['main-CCC.js'], 'third');
    expect(await read(live, 'assets/main-AAA.js')).toBe('main-AAA.js of first');
    expect(await read(live, 'assets/main-BBB.js')).toBe('main-BBB.js of second');
    // Two builds back is as far as it carries: a fourth build no longer has the first's files.
    await publish(live, ['main-DDD.js'], 'fourth');
    expect(await readdir(path.join(live, 'assets'))).toEqual(['main-BBB.js', 'main-CCC.js', 'main-DDD.js', 'chunk-A1.js'].sort());
    expect(third.carried).toBe(3);
  });

  it(`keeps the newest ${KEEP} releases and nothing being written by another build`, async () => {
    const live = await liveIn();
    const ids = [];
    for (let n = 0; n < KEEP + 2; n += 1) ids.push((await publish(live, [`main-${n}.js`], `build ${n}`)).id);
    const other = await stageRelease(live);
    await publish(live, ['main-last.js'], 'last');
    const kept = await readdir(releasesDir(live));
    expect(kept.filter((name) => !name.startsWith('.'))).toHaveLength(KEEP);
    expect(kept).toContain(path.basename(other.dir));
  });

  it("rolls back to the build before, which then carries the newer build's hashed files too", async () => {
    const live = await liveIn();
    const first = await publish(live, ['main-AAA.js'], 'first');
    const second = await publish(live, ['main-BBB.js'], 'second');
    expect(await rollback(live)).toEqual({ from: second.id, to: first.id });
    expect(await read(live, 'index.html')).toBe('first');
    expect(await read(live, 'assets/main-BBB.js')).toBe('main-BBB.js of second');
    expect((await listReleases(live)).map((release) => release.live)).toEqual([true, false]);
    await expect(rollback(live)).rejects.toThrow(`no release before ${first.id}`);
    expect(await rollback(live, second.id)).toEqual({ from: first.id, to: second.id });
    await expect(rollback(live, 'no-such')).rejects.toThrow('no release no-such');
  });

  it('makes a build folder from before releases the first release, and leaves a folder that is no build alone', async () => {
    const live = await liveIn();
    await mkdir(path.join(live, 'assets'), { recursive: true });
    await writeFile(path.join(live, 'index.html'), 'old');
    await writeFile(path.join(live, '.build-stamp'), '');
    await writeFile(path.join(live, 'assets', 'main-OLD.js'), 'old main');
    await publish(live, ['main-NEW.js'], 'new');
    expect(await read(live, 'index.html')).toBe('new');
    expect(await read(live, 'assets/main-OLD.js')).toBe('old main');
    expect((await listReleases(live))[0]).toMatchObject({ adopted: true, live: false });
    await rollback(live);
    expect(await read(live, 'index.html')).toBe('old');

    const other = await liveIn();
    await mkdir(other);
    await writeFile(path.join(other, 'notes.txt'), 'mine');
    await expect(publish(other, ['main-X.js'], 'x')).rejects.toThrow('holds no build');
    expect(await read(other, 'notes.txt')).toBe('mine');
  });
});
