// The history of saves: every version the studio saves is kept (the file as it was before the first
// save too), listed newest first, readable, and restorable — a restore is a save, refused as a save
// is (another origin, a file changed on disk meanwhile, an invalid text). Run on a copy of screens.json.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStudio } from '../../studio/server/studio-server.mjs';
import { HISTORY_LIMIT, sha256 } from '../../studio/server/screens-file.mjs';
import { defaultOptions, validateConfigFiles } from '../../build.mjs';

type Listed = { id: string; savedAt: string; hash: string; bytes: number };
type Problem = { place: string; message: string };

const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, 'public', 'config.json');
let dir: string;
let file: string;
let folder: string;
let origin: string;
let original: string;
let first: string;
let second: string;
let studio: Awaited<ReturnType<typeof startStudio>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fund-site-studio-history-'));
  file = path.join(dir, 'screens.json');
  folder = path.join(dir, '.screens.json.history');
  original = await readFile(path.join(root, 'screens.json'), 'utf8');
  first = titled('Harbour Securities Funds (first)');
  second = titled('Harbour Securities Funds (second)');
  await writeFile(file, original);
  studio = await startStudio({ root, file, config, port: 0 });
  origin = new URL(studio.url).origin;
});
afterAll(async () => {
  await studio?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await writeFile(file, original);
  await rm(`${file}.previous`, { force: true });
  await rm(folder, { recursive: true, force: true });
});

const headers = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
const post = (route: string, body: unknown, extra: Record<string, string> = {}) =>
  fetch(`${origin}/__studio/${route}`, { method: 'POST', headers: { ...headers, Origin: origin, ...extra }, body: JSON.stringify(body) });
const list = async (): Promise<Listed[]> => (await (await fetch(`${origin}/__studio/history`)).json()).versions;
const titled = (title: string) => original.replace('"en-US": "Harbour Securities Funds"', `"en-US": "${title}"`);

/** Saves `first` then `second` over the original, as the studio's page does. */
async function saveTwice() {
  expect((await post('save', { text: first, baseHash: sha256(original) })).status).toBe(200);
  expect((await post('save', { text: second, baseHash: sha256(first) })).status).toBe(200);
}

const problemsOf = async (text: string) => {
  const candidate = path.join(dir, 'candidate.json');
  await writeFile(candidate, text);
  try {
    return (await validateConfigFiles(defaultOptions({ screens: candidate, config }))).problems.map((p: Problem) => `${p.place}: ${p.message}`);
  } finally {
    await rm(candidate);
  }
};

describe('the history of saves', () => {
  it('lists the original and each save, newest first, with their times and sizes', async () => {
    const before = Date.now();
    await saveTwice();
    const versions = await list();
    expect(versions.map((each) => each.hash)).toEqual([sha256(second), sha256(first), sha256(original)]);
    expect(versions.map((each) => each.bytes)).toEqual([second, first, original].map((text) => Buffer.byteLength(text)));
    const times = versions.map((each) => Date.parse(each.savedAt));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(times).size).toBe(3);
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
    // Written atomically: nothing but the versions in the folder.
    expect((await readdir(folder)).sort()).toEqual(versions.map((each) => `${each.id}.json`).sort());
  });

  it('gives a version with its text', async () => {
    await saveTwice();
    const oldest = (await list()).at(-1)!;
    const response = await fetch(`${origin}/__studio/history/${oldest.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: oldest.id, savedAt: oldest.savedAt, hash: sha256(original), text: original });
  });

  it('keeps a version changed outside the studio before it is saved over', async () => {
    await saveTwice();
    const outside = second.replace('"version": 2', '"version":  2');
    await writeFile(file, outside);
    expect((await post('save', { text: first, baseHash: sha256(outside) })).status).toBe(200);
    expect((await list()).map((each) => each.hash)).toEqual([sha256(first), sha256(outside), sha256(second), sha256(first), sha256(original)]);
  });

  it('restores the original: writes it, records it, and it passes check-config', async () => {
    await saveTwice();
    const oldest = (await list()).at(-1)!;
    const response = await post('restore', { id: oldest.id, baseHash: sha256(second) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'saved', hash: sha256(original) });
    expect(await readFile(file, 'utf8')).toBe(original);
    expect(await readFile(`${file}.previous`, 'utf8')).toBe(second);
    expect((await list()).map((each) => each.hash)).toEqual([sha256(original), sha256(second), sha256(first), sha256(original)]);
    expect(await problemsOf(await readFile(file, 'utf8'))).toEqual([]);
  });

  it('refuses a restore when the file changed on disk meanwhile, writing nothing', async () => {
    await saveTwice();
    const versions = await list();
    const theirs = second.replace('"version": 2', '"version":  2');
    await writeFile(file, theirs);
    const response = await post('restore', { id: versions.at(-1)!.id, baseHash: sha256(second) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 'conflict', text: theirs, hash: sha256(theirs) });
    expect(await readFile(file, 'utf8')).toBe(theirs);
    expect(await list()).toEqual(versions);
  });

  it.each([
    ['another origin', { Origin: 'http://elsewhere.test' }],
    ['no origin', { Origin: '' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a restore from %s', async (_, extra) => {
    await saveTwice();
    const versions = await list();
    const response = await post('restore', { id: versions.at(-1)!.id, baseHash: sha256(second) }, extra);
    expect(response.status).toBe(403);
    expect(await readFile(file, 'utf8')).toBe(second);
    expect(await list()).toEqual(versions);
  });

  it('refuses a restore that is not JSON, or names no version', async () => {
    expect((await post('restore', {}, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('restore', { baseHash: sha256(original) })).status).toBe(400);
    expect((await fetch(`${origin}/__studio/restore`)).status).toBe(405);
  });

  it.each([
    ['a path', '../../etc/passwd', false],
    ['a path to the file itself', '../screens', false],
    ['an unknown version', '2001-01-01T00-00-00.000Z-0123456789ab', false],
    ['a name that is no time, even with a file of that name', '2001-13-45T00-00-00.000Z-0123456789ab', true],
    ['nothing', '', false],
  ])('answers 404 for %s, reading or restoring', async (_, id, onDisk) => {
    await saveTwice();
    if (onDisk) await writeFile(path.join(folder, `${id}.json`), original);
    const read = await fetch(`${origin}/__studio/history/${encodeURIComponent(id)}`);
    expect(read.status).toBe(404);
    expect((await read.json()).error).toMatch(/not in the history of screens\.json/);
    const restored = await post('restore', { id, baseHash: sha256(second) });
    expect(restored.status).toBe(404);
    expect(await readFile(file, 'utf8')).toBe(second);
  });

  it.each([
    ['is not JSON', (text: string) => text.slice(0, 200)],
    ['breaks the schema', (text: string) => text.replace(/("id": "fundList",\s*"kind": )"table"/, '$1"tabel"')],
  ])("refuses to restore a version that %s, with check-config's problems, writing nothing", async (_, spoil) => {
    const text = spoil(original);
    expect(text).not.toBe(original);
    await saveTwice();
    const id = '2000-01-01T00-00-00.000Z-000000000000';
    await writeFile(path.join(folder, `${id}.json`), text);
    const versions = await list();
    const response = await post('restore', { id, baseHash: sha256(second) });
    expect(response.status).toBe(422);
    const { problems } = await response.json();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p: Problem) => `${p.place}: ${p.message}`)).toEqual(await problemsOf(text));
    expect(await readFile(file, 'utf8')).toBe(second);
    expect(await list()).toEqual(versions);
    expect((await readdir(dir)).sort()).toEqual(['.screens.json.history', 'screens.json', 'screens.json.previous']);
  });

  it(`keeps the newest ${HISTORY_LIMIT} versions`, async () => {
    await mkdir(folder, { recursive: true });
    const day = Date.UTC(2001, 0, 1);
    const old = Array.from({ length: HISTORY_LIMIT }, (_, i) => `${new Date(day + i * 1000).toISOString().replaceAll(':', '-')}-${'0'.repeat(12)}`);
    await Promise.all(old.map((id) => writeFile(path.join(folder, `${id}.json`), `{"old": ${JSON.stringify(id)}}`)));
    expect((await post('save', { text: first, baseHash: sha256(original) })).status).toBe(200);
    const versions = await list();
    expect(versions).toHaveLength(HISTORY_LIMIT);
    // The original and the save went in; the two oldest went out.
    expect(versions.slice(0, 2).map((each) => each.hash)).toEqual([sha256(first), sha256(original)]);
    expect(versions.at(-1)!.id).toBe(old[2]);
  });

  it('saves even when the history cannot be written', async () => {
    await writeFile(folder, 'not a folder');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post('save', { text: first, baseHash: sha256(original) });
      expect(response.status).toBe(200);
      expect(await readFile(file, 'utf8')).toBe(first);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not add it to'), expect.anything());
    } finally {
      logged.mockRestore();
      await rm(folder, { force: true });
    }
  });
});
