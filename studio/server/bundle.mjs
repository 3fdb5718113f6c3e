// Bundles the studio's own page and the bridge it adds to the preview's pages with esbuild, in
// memory, when the studio starts. The site itself is never bundled here: the preview is the site's
// own build (studio/server/preview-site.mjs). Nothing here is part of the site's build.
import { build } from 'esbuild';
import path from 'node:path';
import { mantineImports } from '../../scripts/lib/mantine-imports.mjs';

export const ASSETS = '/__studio/assets/';

/**
 * The JSON-schema extension renders descriptions as Markdown and would load a code highlighter
 * (with its WebAssembly engine) for code blocks; the schema's descriptions have none, so the
 * highlighter is left out.
 * @type {import('esbuild').Plugin}
 */
const noHighlighter = {
  name: 'no-highlighter',
  setup(builder) {
    builder.onResolve({ filter: /^(shiki|@shikijs\/markdown-it)(\/|$)/ }, (args) => ({ path: args.path, namespace: 'no-highlighter' }));
    builder.onLoad({ filter: /.*/, namespace: 'no-highlighter' }, () => ({
      contents: 'export const createHighlighterCore = () => new Promise(() => {}); export const fromHighlighter = () => () => {}; export default {};',
      loader: 'js',
    }));
  },
};

/** @typedef {Map<string, { bytes: Uint8Array, type: string }>} Assets The studio's files: URL path → { bytes, type }. */

/** @type {Map<string, Promise<Assets>>} */
const bundles = new Map();

/**
 * Bundles the studio once per process (several studios in one test run share it); resolves to a Map of URL path → { bytes, type }.
 * @param {string} root
 * @returns {Promise<Assets>}
 */
export function bundleStudio(root) {
  if (!bundles.has(root))
    bundles.set(
      root,
      bundle(root).catch((error) => {
        bundles.delete(root);
        throw error;
      }),
    );
  return /** @type {Promise<Assets>} */ (bundles.get(root));
}

/**
 * @param {string} root
 * @returns {Promise<Assets>}
 */
async function bundle(root) {
  const outdir = path.join(root, '.studio-assets');
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      studio: 'studio/client/studio.tsx',
      bridge: 'studio/preview/bridge.ts',
      'bridge-style': 'studio/preview/bridge.css',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    publicPath: ASSETS,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    write: false,
    minify: true,
    sourcemap: false,
    target: ['es2022'],
    jsx: 'automatic',
    charset: 'utf8',
    loader: { '.woff2': 'file', '.svg': 'file' },
    define: { 'process.env.NODE_ENV': '"production"', KIND_DETAILS: 'true' },
    logLevel: 'warning',
    plugins: [noHighlighter, mantineImports(root)],
  });
  /** @type {Assets} */
  const files = new Map();
  for (const output of result.outputFiles) {
    const name = path.relative(outdir, output.path).split(path.sep).join('/');
    const type = name.endsWith('.js') ? 'text/javascript; charset=utf-8' : name.endsWith('.css') ? 'text/css; charset=utf-8' : 'application/octet-stream';
    files.set(`${ASSETS}${name}`, { bytes: output.contents, type });
  }
  return files;
}
