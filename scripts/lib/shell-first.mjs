// An esbuild plugin: every code-split part (each `import('./…')` of a project file from src/) also imports the app shell
// (src/app/app.tsx), which is always loaded before any of them. esbuild puts a module in a chunk per
// set of entries that reach it; without this, the modules the first paint needs are spread over
// dozens of small chunks, one per set of lazy parts that happen to share them. With it, every module
// the shell reaches is reached by every part alike, so they travel in one chunk: fewer requests
// before first paint (each one a round trip over HTTP/1.1) and better compression.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const NAMESPACE = 'shell-first';

/**
 * The entry point name esbuild reports for a part built through this plugin, as a path relative to root.
 * @type {(entryPoint: string) => string}
 */
export const partEntryPoint = (entryPoint) => entryPoint.replace(new RegExp(`^${NAMESPACE}:`), '');

/**
 * @param {string} root
 * @param {string} [shell]
 * @param {string} [boot]
 * @returns {import('esbuild').Plugin}
 */
export function shellFirst(root, shell = 'src/app/app.tsx', boot = 'src/runtime/boot.ts') {
  const shellPath = path.join(root, shell);
  // The entry that starts the app after the first paint imports the app's own entry, not a part.
  const bootPath = path.join(root, boot);
  const src = path.join(root, 'src') + path.sep;
  return {
    name: 'shell-first',
    setup(builder) {
      builder.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace !== 'file' || !args.importer.startsWith(src) || args.importer === bootPath) return undefined;
        const resolved = await builder.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length || !resolved.path.startsWith(root + path.sep) || resolved.path.includes(`${path.sep}node_modules${path.sep}`))
          return undefined;
        return { path: path.relative(root, resolved.path), namespace: NAMESPACE, pluginData: { file: resolved.path } };
      });
      builder.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = args.pluginData.file;
        const source = await readFile(file, 'utf8');
        const target = JSON.stringify(file);
        return {
          contents: [
            `import ${JSON.stringify(shellPath)};`,
            `export * from ${target};`,
            file.endsWith('.json') || /\bexport\s+default\b/.test(source) ? `export { default } from ${target};` : '',
          ].join('\n'),
          resolveDir: path.dirname(file),
          loader: 'js',
        };
      });
    },
  };
}
