// SIGTERM (a deploy, a process manager stopping the site): the demo server and `npm run serve:nginx`
// finish the requests in flight, take no new ones, and exit 0 — kept-alive idle connections do not
// hold them up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';
import { type Running, startDemo, startServeNginx } from './processes';

let dist: string;
beforeAll(async () => {
  // `npm test` builds dist/ just before and names it (SITE_DIST); run alone, a build of its own.
  if (process.env.SITE_DIST) dist = path.resolve(process.env.SITE_DIST);
  else {
    dist = path.join(await mkdtemp(path.join(tmpdir(), 'fund-shutdown-')), 'dist');
    expect((await build({ out: dist, api: 'none' })).ok).toBe(true);
  }
});

const started: Running[] = [];
afterAll(() => {
  for (const running of started) if (running.child.exitCode === null) running.child.kill('SIGKILL');
});

/** A fund-list call the demo API answers only after `ms` (its deliberate delay). */
function slowCall(origin: string, ms: number) {
  return fetch(`${origin}/api/v1/fundProduct/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Demo-Fault': `delay-${ms}` },
    body: '{"pageSize":3}',
  });
}

/** Opens a kept-alive connection (one answered request) and leaves it idle. */
function idleConnection(origin: string) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<http.Agent>((resolve, reject) => {
    http
      .get(`${origin}/config.json`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(agent));
      })
      .on('error', reject);
  });
}

describe.each([
  ['the demo server', () => startDemo(dist, { DEMO_FAULTS: 'on' })],
  ['npm run serve:nginx', () => startServeNginx(dist, { DEMO_FAULTS: 'on' })],
])('%s on SIGTERM', (_name, start) => {
  it('finishes the request in flight, takes no new one and exits 0', async () => {
    const running = await start();
    started.push(running);
    const agent = await idleConnection(running.origin);
    const inFlight = slowCall(running.origin, 1_500);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { list: unknown[] } }).data.list).toHaveLength(3);
    expect(await running.exited).toBe(0);
    // Not held up by the idle connection (kept a minute otherwise), nor by anything else.
    expect(Date.now() - signalled).toBeLessThan(8_000);
    await expect(fetch(`${running.origin}/config.json`)).rejects.toThrow();
    agent.destroy();
  });
});
