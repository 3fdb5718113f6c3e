// React's packages reach the page's modules through one ES module each (scripts/lib/react-modules.mjs):
// a module that missed an export would hand its importers `undefined`, and one that bundled a second
// copy of React would break every hook. Bundled here as the site's build bundles them, and run.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PACKAGES, reactModules } from '../../scripts/lib/react-modules.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe("React's packages as ES modules", () => {
  it('give every export of each package, one React for all, and react-dom its internals', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'react-modules-'));
    const entry = path.join(dir, 'entry.js');
    await writeFile(
      entry,
      PACKAGES.map((name, index) => `import * as m${index} from ${JSON.stringify(name)};`).join('\n') +
        `\nexport const modules = [${PACKAGES.map((_, index) => `m${index}`).join(', ')}];\nexport { default as React } from 'react';\nexport { useState as hook } from 'react';\n`,
    );
    const out = path.join(dir, 'out.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      absWorkingDir: root,
      nodePaths: [path.join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [reactModules(root)],
      logLevel: 'silent',
    });
    const bundled = await import(pathToFileURL(out).href);
    const require = createRequire(path.join(root, 'package.json'));
    PACKAGES.forEach((name, index) => {
      const real = require(name);
      const module = bundled.modules[index];
      const missing = Object.keys(real).filter((key) => key !== 'default' && !(key in module));
      expect(missing, `${name} lacks`).toEqual([]);
      expect(module.default).toBeTypeOf('object');
    });
    // One React: the hook the importer got is the one React's own exports object holds.
    expect(bundled.hook).toBe(bundled.React.useState);
    expect(bundled.modules[0].useState).toBe(bundled.React.useState);
    // react-dom reads React's internals (through its own `require`): they are there.
    expect(() => bundled.modules[2].flushSync(() => undefined)).not.toThrow();
  });
});
