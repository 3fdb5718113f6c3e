import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';

/**
 * The layers of src/, from the top: a module imports only from its own layer or those below it
 * (docs/architecture.md › Layers). The runtime (boot, hydration, chunk loading, prefetching) is the
 * bottom, below everything the screens and sections are made of.
 */
const LAYERS = [
  ['src/main.tsx', 'src/prerender'],
  ['src/app'],
  ['src/screens'],
  ['src/sections'],
  ['src/manifest', 'src/config', 'src/formats', 'src/embed'],
  ['src/api', 'src/stores', 'src/i18n'],
  ['src/runtime'],
];
/** The generated types of a folder, which any layer may read (the manifest's, the config's and the API's shapes). */
const generatedTypes = (folder) =>
  folder.endsWith('.tsx')
    ? []
    : readdirSync(folder)
        .filter((file) => file.endsWith('.gen.ts'))
        .map((file) => `./${file}`);
/** The section kinds' folders: those of src/sections/ that declare a kind (an index.ts). */
const KIND_FOLDERS = readdirSync('src/sections', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/sections/${entry.name}/index.ts`))
  .map((entry) => entry.name);
const upward = LAYERS.flatMap((layer, depth) =>
  layer.flatMap((target) =>
    LAYERS.slice(0, depth)
      .flat()
      .map((from) => ({
        target,
        from,
        except: generatedTypes(from),
        message: `${target} is below ${from} in src/'s layers (eslint.config.js LAYERS): move the shared part down, or pass it in`,
      })),
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist/',
      'dist-releases/',
      '.studio-site',
      '.studio-site-releases/',
      '.cache/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/*.gen.js',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A section kind's folder does not import another kind's declaration or code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/*-kind'], message: 'Section kinds do not import each other.' },
            {
              regex: `^\\.\\./(${KIND_FOLDERS.join('|')})(/index)?$`,
              message: "Section kinds do not import each other (only registry.ts imports a kind's index).",
            },
          ],
        },
      ],
    },
  },
  {
    // No import upward between the layers, and no circle of imports anywhere in src/.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // How the rules read the modules an import reaches, to follow their imports in turn.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: upward }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The studio's page and preview: React, as the site's.
    files: ['studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.mjs', 'scripts/**/*.mjs', 'studio/**/*.mjs', 'tests/**/*.mjs', 'build.mjs', '*.config.{js,ts}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    // The benchmark: Node scripts whose page.evaluate callbacks run in the browser, and the probe injected into the page.
    files: ['bench/**/*.{mjs,js}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        window: 'readonly',
        document: 'readonly',
        performance: 'readonly',
        requestAnimationFrame: 'readonly',
        PerformanceObserver: 'readonly',
        innerHeight: 'readonly',
      },
    },
  },
  {
    // The engines' drivers: Node, with functions they run in the page.
    files: ['tests/engines/*.mjs'],
    languageOptions: { globals: { performance: 'readonly', requestAnimationFrame: 'readonly' } },
  },
  {
    // What the engines' smoke suite runs in each page before its own scripts (tests/engines/engines.mjs).
    files: ['tests/engines/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', console: 'readonly', addEventListener: 'readonly' } },
  },
  {
    files: ['server/dev-client.js'],
    languageOptions: { globals: { EventSource: 'readonly', document: 'readonly', location: 'readonly' } },
  },
  {
    // The partners' embed helper: a classic script, run as is in any browser.
    files: ['public/embed.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', URL: 'readonly', CustomEvent: 'readonly' } },
  },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
);
