// The staff guide's table-tool snippets (docs/screens.md) are valid: each, added to the table it
// describes, passes the same validation as screens.json.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateManifest } from '../../src/manifest/validate-manifest';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the snippets reach into tables

/** The first JSON code block under a `### heading` of the guide. */
function snippet(heading: string): Doc {
  const guide = readFileSync('docs/screens.md', 'utf8');
  const block = guide.split(`### ${heading}\n`)[1]?.match(/```json\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`docs/screens.md has no JSON example under "### ${heading}"`);
  return JSON.parse(block);
}

/** The table `id` of the screen on `route`, in a copy of screens.json. */
function tableOf(manifest: Doc, route: string, id: string): Doc {
  const screen = manifest.screens.find((s: Doc) => s.route === route);
  const sections = [...(screen.sections ?? []), ...(screen.tabs ?? []).flatMap((tab: Doc) => tab.sections)];
  return sections.find((s: Doc) => s.id === id);
}

const CASES = [
  { heading: 'Add a date range to a table', route: '/per-details', table: 'navHistory' },
  { heading: 'Add a CSV download to a table', route: '/per-details', table: 'navHistory' },
  { heading: 'Add a search to a table', route: '/investment-portfolio-details', table: 'holdings' },
];

describe('the guide’s table tools', () => {
  for (const { heading, route, table } of CASES) {
    it(`"${heading}" is a valid addition to ${route} › ${table}`, async () => {
      const manifest = JSON.parse(readFileSync('screens.json', 'utf8'));
      Object.assign(tableOf(manifest, route, table), snippet(heading));
      const result = await validateManifest(manifest);
      expect(result.ok ? [] : result.problems.map((p) => `${p.place}: ${p.message}`)).toEqual([]);
    });
  }
});
