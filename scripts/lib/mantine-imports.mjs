// An esbuild plugin: `import { Button, Tabs } from '@mantine/core'` (and `{ useMediaQuery } from
// '@mantine/hooks'`) becomes an import of each export's own module — in the site's own files and in
// Mantine's own modules, which import the hooks through their package index. esbuild puts a module in
// the chunk of every entry that can reach it, and through a package's index every importer reaches
// every export, so a component or hook used only by a lazily loaded part (a popover's focus trap, the
// toasts' drag handling) would otherwise land in the chunk loaded before first paint.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {Map<string, [string, string]>} Exports Export name → [absolute module path, the name it has there]. */

/**
 * Export name → [absolute module path, the name it has there], read from the package's ESM index.
 * @param {string} root
 * @param {string} [pkg]
 * @returns {Exports}
 */
export function mantineExports(root, pkg = '@mantine/core') {
  const index = path.join(root, 'node_modules', ...pkg.split('/'), 'esm', 'index.mjs');
  const text = readFileSync(index, 'utf8');
  /** @type {Exports} */
  const local = new Map(); // local name → [path, imported name]
  for (const [, specifiers, from] of text.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const specifier of specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, as = imported] = specifier.split(/\s+as\s+/);
      local.set(as, [path.join(path.dirname(index), from), imported]);
    }
  }
  /** @type {Exports} */
  const exports = new Map();
  for (const [, specifiers] of text.matchAll(/^export \{([^}]*)\};$/gm)) {
    for (const specifier of specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [name, as = name] = specifier.split(/\s+as\s+/);
      if (local.has(name)) exports.set(as, /** @type {[string, string]} */ (local.get(name)));
    }
  }
  return exports;
}

/** The packages whose imports are rewritten. */
export const PACKAGES = ['@mantine/core', '@mantine/hooks'];

/** @type {(pkg: string) => RegExp} */
const importOf = (pkg) => new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+['"]${pkg.replace('/', '\\/')}['"];?`, 'g');

/**
 * Rewrites the value imports of `pkg` in one file; type-only imports and unknown names stay.
 * @param {string} source
 * @param {Exports} exports
 * @param {string} [pkg]
 */
export function rewriteMantineImports(source, exports, pkg = '@mantine/core') {
  return source.replace(importOf(pkg), (whole, /** @type {string} */ specifiers) => {
    const parts = specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    /** @type {string[]} */
    const kept = [];
    /** @type {string[]} */
    const direct = [];
    for (const part of parts) {
      const typeOnly = part.startsWith('type ');
      const [name, as = name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      const target = exports.get(name);
      if (typeOnly || !target) kept.push(part);
      else direct.push(`import { ${target[1]} as ${as} } from ${JSON.stringify(target[0])};`);
    }
    if (!direct.length) return whole;
    return [kept.length ? `import { ${kept.join(', ')} } from '${pkg}';` : '', ...direct].filter(Boolean).join('\n');
  });
}

/**
 * Rewrites the imports of every package in PACKAGES that the source mentions.
 * @param {string} source
 * @param {Map<string, Exports>} exportsOf every package's exports
 */
function rewriteAll(source, exportsOf) {
  let text = source;
  for (const pkg of PACKAGES) if (text.includes(pkg)) text = rewriteMantineImports(text, /** @type {Exports} */ (exportsOf.get(pkg)), pkg);
  return text;
}

/**
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
export function mantineImports(root) {
  const exportsOf = new Map(PACKAGES.map((pkg) => [pkg, mantineExports(root, pkg)]));
  return {
    name: 'mantine-per-component-imports',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!PACKAGES.some((pkg) => source.includes(pkg))) return undefined;
        return { contents: rewriteAll(source, exportsOf), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      builder.onLoad({ filter: /[\\/]node_modules[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/].*\.mjs$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!PACKAGES.some((pkg) => source.includes(`"${pkg}"`))) return undefined;
        return { contents: rewriteAll(source, exportsOf), loader: 'js' };
      });
    },
  };
}
