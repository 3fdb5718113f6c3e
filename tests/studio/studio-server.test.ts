// The studio's server: it answers its own host names only, takes a save from its own page only,
// refuses large bodies, an invalid file and a file changed on disk meanwhile, and writes atomically,
// keeping the version it replaced. Run on a copy of screens.json.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStudio } from '../../studio/server/studio-server.mjs';
import { sha256 } from '../../studio/server/screens-file.mjs';
import { MAX_SAVE_BYTES } from '../../studio/server/guard.mjs';
import { defaultOptions, validateConfigFiles } from '../../build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let file: string;
let origin: string;
let original: string;
let studio: Awaited<ReturnType<typeof startStudio>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fund-site-studio-test-'));
  file = path.join(dir, 'screens.json');
  original = await readFile(path.join(root, 'screens.json'), 'utf8');
  await writeFile(file, original);
  studio = await startStudio({ root, file, port: 0 });
  origin = new URL(studio.url).origin;
});
afterAll(async () => {
  await studio?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await writeFile(file, original);
  await rm(`${file}.previous`, { force: true });
  await rm(path.join(dir, '.screens.json.history'), { recursive: true, force: true });
});

const save = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/__studio/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const edited = () => original.replace('"en-US": "Harbour Securities Funds"', '"en-US": "Harbour Securities Funds (edited)"');

describe('the studio server', () => {
  it('gives the file it was started with, and its hash', async () => {
    const answer = await (await fetch(`${origin}/__studio/file`)).json();
    expect(answer.text).toBe(original);
    expect(answer.hash).toBe(sha256(original));
  });

  it('saves a valid file atomically and keeps the version it replaced', async () => {
    const text = edited();
    const response = await save({ text, baseHash: sha256(original) });
    expect(response.status).toBe(200);
    expect((await response.json()).hash).toBe(sha256(text));
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(await readFile(`${file}.previous`, 'utf8')).toBe(original);
    // No temporary file is left beside it (the history folder is history.test.ts's subject).
    expect((await readdir(dir)).sort()).toEqual(['.screens.json.history', 'screens.json', 'screens.json.previous']);
  });

  it('refuses a save when the file changed on disk since it was opened, and answers with the file as it is', async () => {
    const theirs = original.replace('"version": 2', '"version":  2');
    await writeFile(file, theirs);
    const response = await save({ text: edited(), baseHash: sha256(original) });
    expect(response.status).toBe(409);
    const answer = await response.json();
    expect(answer.text).toBe(theirs);
    expect(answer.hash).toBe(sha256(theirs));
    expect(await readFile(file, 'utf8')).toBe(theirs);
  });

  it('refuses an invalid file with the problems check-config gives', async () => {
    const text = original.replace(/("id": "fundList",\s*"kind": )"table"/, '$1"tabel"');
    const response = await save({ text, baseHash: sha256(original) });
    expect(response.status).toBe(422);
    const { problems } = await response.json();
    const candidate = path.join(dir, 'candidate.json');
    await writeFile(candidate, text);
    const expected = (await validateConfigFiles(defaultOptions({ screens: candidate, config: path.join(root, 'public', 'config.json') }))).problems;
    await rm(candidate);
    expect(problems.map((p: { message: string; place: string }) => `${p.place}: ${p.message}`)).toEqual(
      expected.map((p: { message: string; place: string }) => `${p.place}: ${p.message}`),
    );
    expect(await readFile(file, 'utf8')).toBe(original);
    expect((await readdir(dir)).sort()).toEqual(['screens.json']);
  });

  it.each([
    ['another origin', { Origin: 'http://elsewhere.test' }],
    ['no origin', { Origin: '' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['the same site on another port', { Origin: 'http://127.0.0.1:1', 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a save from %s', async (_, headers) => {
    const response = await save({ text: edited(), baseHash: sha256(original) }, headers);
    expect(response.status).toBe(403);
    expect(await readFile(file, 'utf8')).toBe(original);
  });

  it('refuses a save that is not JSON (a form post)', async () => {
    const response = await save('text=1', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('refuses an oversized body, without reading it to its end', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_SAVE_BYTES + 10), baseHash: sha256(original) });
    expect((await save(big)).status).toBe(413);
    expect(await readFile(file, 'utf8')).toBe(original);
  });

  it('answers only for its own host names (no DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${origin}/__studio/file`, { headers: { Host: `attacker.test:${new URL(origin).port}` } }, (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });

  it('takes no path from the request: the file it writes is the one it was started with', async () => {
    const response = await save({ text: edited(), baseHash: sha256(original), file: path.join(dir, 'other.json'), path: '../other.json' });
    expect(response.status).toBe(200);
    expect((await readdir(dir)).sort()).toEqual(['.screens.json.history', 'screens.json', 'screens.json.previous']);
  });
});

describe('starting the studio', () => {
  it('listens beyond loopback only with a token', async () => {
    await expect(startStudio({ root, file, host: '0.0.0.0', port: 0 })).rejects.toThrow(/token/);
  });

  it('with a token, answers only a browser that opened the printed address', async () => {
    const copy = path.join(dir, 'token.json');
    await copyFile(file, copy);
    const guarded = await startStudio({ root, file: copy, port: 0, token: 'secret-token' });
    try {
      const at = new URL(guarded.url).origin;
      expect((await fetch(`${at}/__studio/file`)).status).toBe(401);
      const opened = await fetch(guarded.url, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
      expect(cookie).toMatch(/^studio-token=/);
      expect((await fetch(`${at}/__studio/file`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      await guarded.close();
      await rm(copy, { force: true });
    }
  });
});
