// An esbuild plugin: a worker entry gets its own copies of the project's modules (src/) and of the
// small libraries they use, instead of sharing them with the page's code. esbuild puts a module in a
// chunk per set of entries that reach it, so a module the page and a worker both import would leave
// the page's chunks for one of its own: the page would fetch more files (and more bytes, each file
// compressed apart) before it is interactive, for a worker it may never start. Only the libraries
// named `shared` (the chart worker's ECharts, also in the page's chart chunk) stay shared.
//
// One thing is shared whatever the plugin does: esbuild's own helpers (`__commonJS`, `__export`…),
// which ECharts needs. They sit in the chunk of the page's code that every part imports (React's),
// and would leave it for a file of their own once a worker uses them. So the worker also imports
// `anchors` (React), whose chunk then holds the helpers for both: the page's files stay as they are,
// and the worker loads, from the browser's cache, one file it does not otherwise need.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const NAMESPACE = 'worker-copy';
/** @type {Record<string, import('esbuild').Loader>} */
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.json': 'json' };

/**
 * The entry point name esbuild reports for a worker built through this plugin, as a path relative to root.
 * @type {(entryPoint: string) => string}
 */
export const workerEntryPoint = (entryPoint) => entryPoint.replace(new RegExp(`^${NAMESPACE}:`), '');

/**
 * dayjs as ES modules: its main files are CommonJS, which need esbuild's interop helpers, and those
 * would then be shared with the page (a file of their own before it is interactive).
 * @type {[RegExp, string][]}
 */
const ESM_BUILDS = [
  [/^dayjs$/, 'dayjs/esm/index.js'],
  [/^dayjs\/plugin\/(\w+)$/, 'dayjs/esm/plugin/$1/index.js'],
];

/**
 * @param {string} root the project's directory
 * @param {string} entry the worker's entry, relative to root
 * @param {{ shared: RegExp, anchors: string[] }} options `shared`: resolved paths that stay shared
 *   with the page's code; `anchors`: what the entry imports first (above)
 * @returns {import('esbuild').Plugin}
 */
export function workerCopies(root, entry, { shared, anchors }) {
  const entryPath = path.join(root, entry);
  return {
    name: 'worker-copies',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.workerCopy) return undefined;
        const isEntry = args.kind === 'entry-point' && path.resolve(root, args.path) === entryPath;
        if (!isEntry && args.namespace !== NAMESPACE) return undefined;
        const request = ESM_BUILDS.reduce((named, [pattern, esm]) => named.replace(pattern, esm), args.path);
        const resolved = await builder.resolve(request, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir ?? root,
          pluginData: { workerCopy: true },
        });
        // The anchors are the page's own modules, and so is what they import (outside this namespace), and
        // a module another plugin makes (React's, react-modules.mjs).
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file' || shared.test(resolved.path) || anchors.includes(args.path))
          return resolved;
        return { path: isEntry ? entry : resolved.path, namespace: NAMESPACE, sideEffects: resolved.sideEffects, pluginData: { file: resolved.path } };
      });
      builder.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = args.pluginData?.file ?? path.join(root, args.path);
        const source = await readFile(file, 'utf8');
        const first = file === entryPath ? anchors.map((anchor) => `import ${JSON.stringify(anchor)};`).join('') : '';
        return { contents: first + source, loader: LOADERS[path.extname(file)] ?? 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}
