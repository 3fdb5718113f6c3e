import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      // Section kinds do not import each other; the app shell is not imported by lower layers.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*-kind', '../../app/*', '../app/*'], message: 'Imports flow app → sections/manifest/api → formats/i18n.' }] },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx', 'src/prerender/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The studio's page and preview: React, as the site's.
    files: ['studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.mjs', 'scripts/**/*.mjs', 'studio/**/*.mjs', 'build.mjs', '*.config.{js,ts}'],
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
