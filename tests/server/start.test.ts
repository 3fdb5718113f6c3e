// Starting the server on another build (DIST_DIR): served as it is, never rebuilt from these sources.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function start(dist: string, port: number) {
  const child = spawn(process.execPath, ['server/index.mjs'], { env: { ...process.env, DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1' } });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => output, exited };
}

describe('DIST_DIR', () => {
  it('serves another build as it is, though it is older than the sources', async () => {
    // A build from elsewhere: its own page, and a stamp from long before the sources' last change.
    const dist = await mkdtemp(path.join(tmpdir(), 'other-build-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>another build</title>');
    await copyFile('screens.json', path.join(dist, 'screens.json'));
    await copyFile('public/config.json', path.join(dist, 'config.json'));
    await writeFile(path.join(dist, '.build-stamp'), '');
    await utimes(path.join(dist, '.build-stamp'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    const port = await freePort();
    const server = start(dist, port);
    let page = '';
    for (let i = 0; i < 100 && !page; i += 1) {
      page = await fetch(`http://127.0.0.1:${port}/index`)
        .then((response) => response.text())
        .catch(() => '');
      if (!page) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(page).toContain('another build');
    expect(server.output()).not.toMatch(/Building/);
    // Nothing was written into it.
    expect((await readdir(dist)).sort()).toEqual(['.build-stamp', 'config.json', 'index.html', 'screens.json']);
  });

  it('stops with what to do when the directory holds no built site', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'no-build-'));
    const server = start(empty, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`${empty} holds no built site`);
    expect(server.output()).toContain(`node build.mjs --out ${empty}`);
    expect(await readdir(empty)).toEqual([]);
  });
});
