// A module of src/ bundled for Node, for the tools that run the site's own TypeScript: the
// prerendering (its renderer, the theme's variables) and the section kinds' registry.
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mantineImports } from './mantine-imports.mjs';

/**
 * Bundles a module of src/ for Node into a file of its own; resolves to { file, remove }.
 * `kindDetails`: with the section kinds' details (define-kind.ts), which the site's bundles leave out.
 * @param {string} root
 * @param {string} entry
 * @param {{ kindDetails?: boolean }} [options]
 */
export async function bundleForNode(root, entry, { kindDetails = false } = {}) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // Styles go in the page's head from the browser build; here they are nothing.
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"', KIND_DETAILS: String(kindDetails) },
    // CommonJS parts of the bundle (React's) call require: give the module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    write: false,
    logLevel: 'silent',
    plugins: [mantineImports(root)],
  });
  const file = path.join(os.tmpdir(), `fund-site-${process.pid}-${Date.now()}-${path.basename(entry, path.extname(entry))}.mjs`);
  await writeFile(file, result.outputFiles[0].contents);
  return { file, remove: () => rm(file, { force: true }) };
}

/**
 * Bundles a module of src/ for Node and loads it.
 * @param {string} root
 * @param {string} entry
 * @param {{ kindDetails?: boolean }} [options]
 * @returns {Promise<any>} the module: its type is the source file's, which the callers name
 */
export async function loadForNode(root, entry, options) {
  const { file, remove } = await bundleForNode(root, entry, options);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await remove();
  }
}
