// An esbuild plugin: `import { Button, Tabs } from '@mantine/core'` in the site's own files becomes an
// import of each component's own module. esbuild puts a module in the chunk of every entry that can
// reach it, and through the package's index every importer reaches every component, so a component
// used only by a lazily loaded section would otherwise land in the chunk loaded before first paint.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Export name → [absolute module path, the name it has there], read from the package's ESM index. */
export function mantineExports(root, pkg = '@mantine/core') {
  const index = path.join(root, 'node_modules', ...pkg.split('/'), 'esm', 'index.mjs');
  const text = readFileSync(index, 'utf8');
  const local = new Map(); // local name → [path, imported name]
  for (const [, specifiers, from] of text.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const specifier of specifiers.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [imported, as = imported] = specifier.split(/\s+as\s+/);
      local.set(as, [path.join(path.dirname(index), from), imported]);
    }
  }
  const exports = new Map();
  for (const [, specifiers] of text.matchAll(/^export \{([^}]*)\};$/gm)) {
    for (const specifier of specifiers.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [name, as = name] = specifier.split(/\s+as\s+/);
      if (local.has(name)) exports.set(as, local.get(name));
    }
  }
  return exports;
}

const IMPORT = /import\s+\{([^}]*)\}\s+from\s+['"]@mantine\/core['"];?/g;

/** Rewrites the `@mantine/core` value imports of one file; type-only imports and unknown names stay. */
export function rewriteMantineImports(source, exports) {
  return source.replace(IMPORT, (whole, specifiers) => {
    const parts = specifiers.split(',').map((s) => s.trim()).filter(Boolean);
    const kept = [];
    const direct = [];
    for (const part of parts) {
      const typeOnly = part.startsWith('type ');
      const [name, as = name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      const target = exports.get(name);
      if (typeOnly || !target) kept.push(part);
      else direct.push(`import { ${target[1]} as ${as} } from ${JSON.stringify(target[0])};`);
    }
    if (!direct.length) return whole;
    return [kept.length ? `import { ${kept.join(', ')} } from '@mantine/core';` : '', ...direct].filter(Boolean).join('\n');
  });
}

export function mantineImports(root) {
  const exports = mantineExports(root);
  return {
    name: 'mantine-per-component-imports',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('@mantine/core')) return undefined;
        return { contents: rewriteMantineImports(source, exports), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
