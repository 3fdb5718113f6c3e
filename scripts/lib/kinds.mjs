// The section kinds as the tools read them: src/sections/registry.ts, bundled for Node with the
// kinds' `details` in (KIND_DETAILS true), loaded once per process.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** @typedef {import('../../src/sections/define-kind.ts').KindDefinition & { details: import('../../src/sections/define-kind.ts').KindDetails<import('../../src/manifest/screens.gen.ts').Section> }} Kind */

/** @type {Map<string, Promise<Kind[]>>} */
const loaded = new Map();

/**
 * The kinds of the registry under `root`, in its order, each with its details and its folder (relative to `root`).
 * @param {string} root
 * @returns {Promise<(Kind & { folder: string })[]>}
 */
export function readKinds(root) {
  const kinds = loaded.get(root) ?? load(root);
  loaded.set(root, kinds);
  return kinds.then((list) => list.map((kind) => ({ ...kind, folder: kindFolder(kind.name) })));
}

/** @type {(name: string) => string} The folder of a kind, relative to the project (define-kind.ts `kindFolder`). */
export const kindFolder = (name) => `src/sections/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * @param {string} root
 * @returns {Promise<Kind[]>}
 */
async function load(root) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/sections/registry.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"', KIND_DETAILS: 'true' },
    // CommonJS parts of the bundle (React's) call require: give the module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    write: false,
    logLevel: 'silent',
  });
  // Written inside the project, so that the packages it imports resolve from its node_modules.
  const dir = path.join(root, 'node_modules', '.cache', 'fund-site');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `kinds-${process.pid}-${Date.now()}.mjs`);
  await writeFile(file, result.outputFiles[0].contents);
  try {
    /** @type {{ KINDS: Kind[] }} */
    const registry = await import(pathToFileURL(file).href);
    return [...registry.KINDS];
  } finally {
    await rm(file, { force: true });
  }
}
