// The studio is a local tool: nothing of it — code, route or dependency — may ship in the site's build.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../build.mjs';

let dist: string;

beforeAll(async () => {
  // `npm test` builds dist/ just before and names it (SITE_DIST); run alone, a build of its own.
  if (process.env.SITE_DIST) dist = path.resolve(process.env.SITE_DIST);
  else {
    dist = path.join(await mkdtemp(path.join(tmpdir(), 'fund-site-no-studio-')), 'dist');
    const result = await build({ out: dist, prerender: false });
    expect(result.ok).toBe(true);
  }
});

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** What only the studio has: its routes, its modules' marks, its dependencies. */
const STUDIO_MARKS = [
  '__studio',
  'studio-token',
  'studioTimings',
  'data-studio-selected',
  'codemirror',
  'cm-editor',
  'MergeView',
  'json-schema-library',
  'markdown-it',
];
const STUDIO_DEPENDENCIES =
  /(^|\/)(studio\/|node_modules\/(@codemirror|codemirror|codemirror-json-schema|@lezer|@marijn|style-mod|crelt|w3c-keyname|json-schema-library|markdown-it|@sagold)\/)/;

describe("the site's build", () => {
  it('bundles no module of the studio and none of its dependencies', async () => {
    const metafile = JSON.parse(await readFile(path.join(dist, '.metafile.json'), 'utf8'));
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((input) => STUDIO_DEPENDENCIES.test(input))).toEqual([]);
  });

  it("has no file that mentions the studio's routes, modules or dependencies", async () => {
    const found: string[] = [];
    for await (const file of files(dist)) {
      if (/\.(br|gz)$/.test(file) || file.endsWith('.metafile.json')) continue;
      const text = await readFile(file, 'utf8');
      for (const mark of STUDIO_MARKS) if (text.includes(mark)) found.push(`${path.relative(dist, file)}: ${mark}`);
    }
    expect(found).toEqual([]);
  });
});
