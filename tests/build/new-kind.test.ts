// Adding a section kind takes one folder and one line in the registry. In a copy of the project, a
// throwaway kind is added that way and nothing else is touched; the schema then validates it, the
// build draws it into a page, the studio's Add menu offers it and the byte budgets count it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The new kind's folder: its declaration, its view and its stylesheet. */
const FOLDER: Record<string, string> = {
  'index.ts': `import type { StarsSection } from '../../manifest/screens.gen';
import { defineKind } from '../define-kind';

export default defineKind<StarsSection>({
  name: 'stars',
  code: () => import('./stars-kind'),
  details: KIND_DETAILS && {
    schema: {
      section: {
        description: 'A rating out of five stars.',
        required: ['label', 'count'],
        properties: {
          label: { $ref: '#/definitions/label', description: 'What is rated.' },
          count: { description: 'The stars given.', type: 'integer', minimum: 1, maximum: 5 },
        },
      },
    },
    css: 'stars.css',
    budget: 400,
    studio: {
      label: { 'zh-TW': '星級', 'zh-CN': '星级', 'en-US': 'Star rating' },
      template: (id) => ({ id: \`@@1:\${id}@@\`, kind: 'stars', label: { 'zh-TW': '評級', 'zh-CN': '评级', 'en-US': 'Rating' }, count: 3 }),
    },
    contract: { section: { id: 's', kind: 'stars', label: { 'zh-TW': '評級', 'zh-CN': '评级', 'en-US': 'Rating' }, count: 4 }, shows: '★★★★☆' },
  },
});
`,
  'stars-kind.tsx': `import type { StarsSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import type { SectionKind } from '../section-types';

function StarsView({ section }: { section: StarsSection }) {
  const label = useLabel();
  return (
    <p className="stars">{\`\${label(section.label)}: \${'★'.repeat(section.count)}\${'☆'.repeat(5 - section.count)}\`}</p>
  );
}

const starsKind: SectionKind<StarsSection> = { View: StarsView, Skeleton: StarsView, isEmpty: () => false };
export default starsKind;
`,
  'stars.css': `.stars { color: #b47800; letter-spacing: 0.1em; }\n`,
};

let copy: string;
/** Runs a command of the project in the copy. */
const inCopy = (args: string[]) => run(process.execPath, args, { cwd: copy, maxBuffer: 1 << 26 });

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'new-kind-'));
  // The project's files as they are: what git tracks, and what it does not ignore.
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 1 << 26 });
  for (const file of stdout.split('\0').filter((name) => name && existsSync(path.join(root, name))))
    await cp(path.join(root, file), path.join(copy, file), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The one folder…
  await mkdir(path.join(copy, 'src/sections/stars'));
  for (const [file, text] of Object.entries(FOLDER)) await writeFile(path.join(copy, 'src/sections/stars', file), text);
  // …and the one line of the registry (with the name in its list).
  const registry = path.join(copy, 'src/sections/registry.ts');
  const source = await readFile(registry, 'utf8');
  await writeFile(
    registry,
    source
      .replace("import fundPicker from './fund-picker';", "import fundPicker from './fund-picker';\nimport stars from './stars';")
      .replace(/fundPicker\] as const/, 'fundPicker, stars] as const'),
  );
  // The fund list shows one.
  const manifest = JSON.parse(await readFile(path.join(copy, 'screens.json'), 'utf8'));
  manifest.screens[0].sections.push({ id: 'listRating', kind: 'stars', label: { 'zh-TW': '評級', 'zh-CN': '评级', 'en-US': 'Our rating' }, count: 4 });
  await writeFile(path.join(copy, 'screens.json'), JSON.stringify(manifest, null, 2));
  await inCopy(['scripts/generate.mjs']);
}, 120_000);

afterAll(async () => {
  if (copy && !process.env.KEEP_COPY) await rm(copy, { recursive: true, force: true });
});

describe('a section kind added by one folder and one registry line', () => {
  it('is in the schema, which validates it', async () => {
    const schema = JSON.parse(await readFile(path.join(copy, 'schemas/screens.schema.json'), 'utf8'));
    expect(schema.definitions.section.oneOf).toContainEqual({ $ref: '#/definitions/starsSection' });
    expect(schema.definitions.section.description).toContain('fundPicker or stars');
    await expect(inCopy(['build.mjs', '--check'])).resolves.toBeDefined();
    // A value its schema part refuses is named, at its place, in check-config's words.
    const bad = JSON.parse(await readFile(path.join(copy, 'screens.json'), 'utf8'));
    bad.screens[0].sections.at(-1).count = 9;
    await writeFile(path.join(copy, 'bad-screens.json'), JSON.stringify(bad, null, 2));
    const refused = await inCopy(['build.mjs', '--check', '--screens', 'bad-screens.json']).then(
      () => '',
      (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
    );
    expect(refused).toMatch(/\/screens\/0\/sections\/\d+\/count/);
    expect(refused).toMatch(/5/);
  }, 120_000);

  it('is drawn by the build, styled, and counted in the budgets', async () => {
    await inCopy(['build.mjs', '--out', 'dist', '--api', 'none']);
    const page = await readFile(path.join(copy, 'dist/pages/en-US/index.html'), 'utf8');
    expect(page).toContain('Our rating: ★★★★☆');
    // Its stylesheet is in the sheet of what loads on demand, which the page names.
    const sheet = /<meta name="on-demand-styles" content="([^"]+)"/.exec(page)?.[1];
    expect(sheet).toBeDefined();
    expect(await readFile(path.join(copy, 'dist', sheet!), 'utf8')).toMatch(/\.stars\s*\{\s*color:\s*#b47800/);
    const budgets = await inCopy(['scripts/check-budgets.mjs', '--out', 'dist']).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
    expect(budgets).toMatch(/section kind stars: \d+\.\d KB gzip of its own code \(budget 0\.4 KB, src\/sections\/stars\/index\.ts\)/);
  }, 300_000);

  it("is offered by the studio's Add menu with its template", async () => {
    // The studio's own code, as its bundle has it (with the kinds' details), through the copy's bundler for Node.
    const { loadForNode } = await import(pathToFileURL(path.join(copy, 'scripts/lib/node-bundle.mjs')).href);
    const studio = await loadForNode(copy, 'studio/client/skeletons.ts', { kindDetails: true });
    expect(studio.SECTION_KINDS.at(-1)).toEqual({ kind: 'stars', label: { 'zh-TW': '星級', 'zh-CN': '星级', 'en-US': 'Star rating' } });
    expect(studio.sectionSkeleton('stars', 'rating', false)).toMatchObject({ id: '@@1:rating@@', kind: 'stars', count: 3 });
  }, 120_000);
});
