// The staff guide's walkthroughs, done for real: the JSON snippets of docs/screens.md go into a copy
// of the manifest, the site is built from it, and the new column and section appear in Chromium.
// If the guide's examples stop working, this test fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';
import { createSiteHandler } from '../../server/site.mjs';
import { expect, test } from './fixtures';

/** The first JSON code block under a `### heading` of docs/screens.md. */
async function snippet(heading: string): Promise<Record<string, unknown>> {
  const guide = await readFile('docs/screens.md', 'utf8');
  const section = guide.split(`### ${heading}\n`)[1];
  const block = section && /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`docs/screens.md has no JSON example under "### ${heading}"`);
  return JSON.parse(block);
}

let server: http.Server;
let origin: string;

test.beforeAll(async () => {
  // A whole build: about 20 s on a quiet machine, up to four minutes seen on a loaded one.
  test.setTimeout(360_000);
  const manifest = JSON.parse(await readFile('screens.json', 'utf8'));
  const index = manifest.screens.find((s: { id: string }) => s.id === 'index');
  const table = index.sections.find((s: { kind: string }) => s.kind === 'table');
  table.fields.push(await snippet('Add a column to the fund list'));
  const details = manifest.screens.find((s: { id: string }) => s.id === 'details');
  details.sections.push(await snippet('Add a section'));
  const dir = await mkdtemp(path.join(tmpdir(), 'walkthrough-'));
  const screens = path.join(dir, 'screens.json');
  await writeFile(screens, JSON.stringify(manifest, null, 2));
  // The shell pages are enough here (a fund's address gets the generic page): no fund is prerendered.
  const result = await build({ screens, out: path.join(dir, 'dist'), api: 'none' });
  expect(result.problems).toEqual([]);
  const handler = await createSiteHandler({ dist: path.join(dir, 'dist') });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('the guide’s new column appears in the fund list, with its values', async ({ page, problems }) => {
  await page.goto(`${origin}/en/index`);
  const header = page.getByRole('columnheader', { name: 'Ongoing charges' });
  await expect(header).toBeVisible();
  await expect(page.locator('tbody tr').first().locator('td').last()).toHaveText(/^\d+\.\d\d%$/);
  expect(problems).toEqual([]);
});

test('the guide’s new section appears on the fund page, with its values', async ({ page, problems }) => {
  await page.goto(`${origin}/en/details?code=2800`);
  const section = page.locator('section[data-section="feesAtAGlance"]');
  await expect(section.getByRole('heading', { name: 'Fees at a glance' })).toBeVisible();
  await expect(section.getByText('Management fee')).toBeVisible();
  await expect(section.getByText(/^\d+\.\d\d%$/)).toBeVisible();
  expect(problems).toEqual([]);
});
