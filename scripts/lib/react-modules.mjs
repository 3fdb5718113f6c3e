// An esbuild plugin: React's packages (CommonJS) reach every importer through one ES module each.
// esbuild gives each ES module that imports a CommonJS package a copy of its exports, made while the
// page's code runs: `import { useState } from 'react'` in a module becomes `__toESM(require_react())`
// there, which defines a getter for each of React's exports, once per importing module. Mantine's
// components, the query library and the site's own files are some ninety such modules in the code a
// page runs before it is interactive: its first task spent about a fifth of its time copying React.
// Here each package is read once, by a module that names its exports, and every importer links to
// that module's bindings, as it would to any ES module.
import { createRequire } from 'node:module';
import path from 'node:path';

const NAMESPACE = 'react-module';
/** The packages given a module of their own. */
export const PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The names a package exports, read from its CommonJS builds (production and development) in this process.
 * @param {string} root
 * @param {string} name
 */
export function exportNames(root, name) {
  const require = createRequire(path.join(root, 'package.json'));
  /** @type {Set<string>} */
  const names = new Set();
  const previous = process.env.NODE_ENV;
  try {
    for (const environment of ['production', 'development']) {
      process.env.NODE_ENV = environment;
      const file = require.resolve(name);
      delete require.cache[file];
      for (const key of Object.keys(require(file))) if (IDENTIFIER.test(key) && key !== 'default') names.add(key);
    }
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return [...names].sort();
}

/**
 * The ES module of a package: its exports as bindings, and the exports object as the default.
 * @param {string} name
 * @param {string[]} names
 */
export function moduleSource(name, names) {
  return `import exports from ${JSON.stringify(name)};\nexport const { ${names.join(', ')} } = exports;\nexport default exports;\n`;
}

/**
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
export function reactModules(root) {
  const sources = new Map(PACKAGES.map((name) => [name, moduleSource(name, exportNames(root, name))]));
  const filter = new RegExp(`^(${PACKAGES.map((name) => name.replace('/', '\\/')).join('|')})$`);
  return {
    name: 'react-modules',
    setup(builder) {
      // ES imports only: the module's own import is the package itself, and so is a CommonJS
      // `require` (react-dom's of react, which reads internals no module names).
      builder.onResolve({ filter }, (args) =>
        args.namespace === NAMESPACE || args.kind === 'require-call' ? undefined : { path: args.path, namespace: NAMESPACE },
      );
      builder.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: sources.get(args.path), loader: 'js', resolveDir: root }));
    },
  };
}
