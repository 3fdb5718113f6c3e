#!/usr/bin/env node
// Builds the static site into dist/:
//   1. validates screens.json and public/config.json against their schemas (stops on any problem),
//   2. bundles src/ with esbuild (ESM, code splitting, hashed names, minified, source maps, metafile),
//   3. writes dist/index.html referencing the hashed entry and modulepreloading what first paint needs,
//      and every screen in every language (and every fund's screens) to its own page (dist/pages/),
//   4. copies public/ and the validated manifest, and writes brotli and gzip copies of text files,
//   5. keeps the metafile in <out>/.metafile.json for the byte budgets (scripts/check-budgets.mjs).
//
//   node build.mjs                 build once
//   node build.mjs --check         validate the config files only (npm run check-config)
//   node build.mjs --watch         rebuild on change (used by npm run dev)
//   --screens FILE --config FILE --out DIR   build from other files (tests use these)
//   --origin URL   the site's public address for canonical links and the sitemap (SITE_ORIGIN; http://127.0.0.1:8080)
//   --api URL|none where the funds to prerender are read (PRERENDER_API; the demo API, run in-process)
//   --fund-pages on-request|all   the funds' pages: each drawn on its first request and kept (the
//                  default), or every one drawn now (FUND_PAGES=all); docs/architecture.md › Fund pages
//   --shard i/n    draw the i-th of n shares of the funds' pages into --out, for --merge
//   --merge DIR…   make the release from the shards' folders (scripts/lib/shards.mjs)
//   --funds CODE,… redraw these funds' pages in a new release made from the live one (their data changed)
//   --update       a new release with only the pages of the screens screens.json changes redrawn
import { build as esbuild, context as esbuildContext } from 'esbuild';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { watch as watchFiles } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAjv } from './scripts/lib/ajv.mjs';
import { mantineImports } from './scripts/lib/mantine-imports.mjs';
import { reactModules } from './scripts/lib/react-modules.mjs';
import { partEntryPoint, shellFirst } from './scripts/lib/shell-first.mjs';
import { workerCopies, workerEntryPoint } from './scripts/lib/worker-copies.mjs';
import { generate } from './scripts/generate.mjs';
import { buildTime, loadThemeCss, prerenderSite, startDemoApi } from './scripts/lib/prerender.mjs';
import { mergeShards, refreshFunds, updateScreens } from './scripts/lib/release-updates.mjs';
import { escapeHtml, pageHtml, scriptJson } from './scripts/lib/page-document.mjs';
import { COMPRESSIBLE, qualityFor, writeCompressed } from './scripts/lib/compress.mjs';
import { publishRelease, stageRelease } from './scripts/lib/releases.mjs';

/** @typedef {import('./src/manifest/manifest-problems.ts').Problem} Problem */
/** @typedef {import('./src/manifest/screens.gen.ts').ScreenManifest} ScreenManifest */
/** @typedef {import('./src/config/config.gen.ts').RuntimeConfig} RuntimeConfig */
/** @typedef {import('esbuild').Metafile} Metafile */
/**
 * What a build reads and writes (see defaultOptions).
 * @typedef {object} BuildOptions
 * @property {string} screens
 * @property {string} config
 * @property {string} out
 * @property {boolean} dev
 * @property {string} origin
 * @property {string | undefined} api
 * @property {boolean} prerender
 * @property {boolean} compress
 * @property {import('./scripts/lib/prerender.mjs').FundPages} fundPages
 * @property {{ index: number, count: number } | undefined} shard
 */
/**
 * The outcome of a build: `problems` with the config files when it stopped, the release it made live.
 * @typedef {{ ok: boolean, problems: Problem[], release?: Awaited<ReturnType<typeof publishRelease>> }} BuildResult
 */
/**
 * The TypeScript the build shares with the browser, bundled for Node (see manifestHelpers).
 * @typedef {typeof import('./src/manifest/manifest-problems.ts')
 *   & Pick<typeof import('./src/manifest/manifest-checks.ts'), 'checkManifest'>
 *   & Pick<typeof import('./src/manifest/json-syntax.ts'), 'syntaxProblem'>
 *   & Pick<typeof import('./src/manifest/migrate.ts'), 'migrateManifest' | 'CURRENT_VERSION'>
 *   & Pick<typeof import('./src/config/zone-offsets.ts'), 'zoneOffsets'>
 *   & Pick<typeof import('./src/config/trading-hours.ts'), 'HONG_KONG_HOURS'>} Helpers
 */

const root = path.dirname(fileURLToPath(import.meta.url));

const ON_DEMAND_CSS = 'src/app/on-demand.css';
const PRINT_CSS = 'src/app/print.css';
/** The chart worker's entry: charts drawn as pictures, off the main thread (src/sections/chart/chart-picture.ts). */
const CHART_WORKER = 'src/sections/chart/chart-picture-worker.ts';
/** What the chart worker shares with the page's chart chunk: ECharts (scripts/lib/worker-copies.mjs). */
const CHART_SHARED = /[\\/]node_modules[\\/](echarts|zrender|tslib)[\\/]/;

/**
 * Where a build keeps its metafile: inside its own output (a dotfile, which the server does not serve).
 * @type {(out: string) => string}
 */
export const metafilePath = (out) => path.join(out, '.metafile.json');

/**
 * Default file locations; every one can be overridden.
 * @param {Partial<BuildOptions>} [overrides]
 * @returns {BuildOptions}
 */
export function defaultOptions(overrides = {}) {
  return {
    screens: path.join(root, 'screens.json'),
    config: path.join(root, 'public', 'config.json'),
    // The live name: a link to the newest release beside it (scripts/lib/releases.mjs).
    out: path.join(root, 'dist'),
    dev: false,
    // The site's public address, for canonical links, alternates and the sitemap.
    origin: (process.env.SITE_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    // Where the build reads the funds it prerenders: the demo API (undefined), another base, or 'none'.
    api: process.env.PRERENDER_API || undefined,
    prerender: true,
    // Brotli and gzip copies of the text files (a build for the studio's preview, served on loopback, skips them).
    compress: true,
    // The funds' pages: each drawn on its first request and kept (server/site.mjs), or all drawn now.
    fundPages: process.env.FUND_PAGES === 'all' ? 'all' : 'on-request',
    // One share of the funds' pages (`--shard i/n`): written to `out` as it is, for scripts/lib/shards.mjs to merge.
    shard: undefined,
    ...overrides,
  };
}

/** @type {Helpers | undefined} */
let helpers;
/**
 * The TypeScript the build shares with the browser (the manifest's problem helpers, the time-zone offsets): bundled for Node once.
 * @returns {Promise<Helpers>}
 */
async function manifestHelpers() {
  if (!helpers) {
    const result = await esbuild({
      stdin: {
        contents: `export * from './src/manifest/manifest-problems.ts'; export { checkManifest } from './src/manifest/manifest-checks.ts'; export { syntaxProblem } from './src/manifest/json-syntax.ts'; export { migrateManifest, CURRENT_VERSION } from './src/manifest/migrate.ts'; export { zoneOffsets } from './src/config/zone-offsets.ts'; export { HONG_KONG_HOURS } from './src/config/trading-hours.ts';`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].text;
    helpers = /** @type {Helpers} */ (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`));
  }
  return helpers;
}

/**
 * @param {string} file
 * @param {Problem[]} problems
 * @param {string} describeFile
 * @returns {Promise<any>} the file's JSON, whatever it holds (undefined when it has a problem)
 */
async function readJson(file, problems, describeFile) {
  const { syntaxProblem } = await manifestHelpers();
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    problems.push({
      file: describeFile,
      pointer: '',
      place: 'the whole file',
      message: `cannot be read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? /** @type {Error} */ (error).message})`,
    });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    problems.push(syntaxProblem(describeFile, text));
    return undefined;
  }
}

/**
 * Validates the manifest and the runtime config; returns every problem found (empty when both are fine).
 * `manifest` and `config` are the files' JSON as read: a ScreenManifest and a RuntimeConfig once they are valid.
 * @param {BuildOptions} [options]
 */
export async function validateConfigFiles(options = defaultOptions()) {
  const { describeErrors, checkManifest, migrateManifest, CURRENT_VERSION } = await manifestHelpers();
  /** @type {Problem[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const files = [
    { file: options.screens, schema: 'schemas/screens.schema.json', semantic: checkManifest, migrate: true },
    { file: options.config, schema: 'schemas/config.schema.json' },
  ];
  /** @type {Record<string, any>} each file's JSON */
  const docs = {};
  for (const { file, schema: schemaFile, semantic, migrate } of files) {
    const name = path.relative(process.cwd(), file) || file;
    let doc = await readJson(file, problems, name);
    if (doc === undefined) continue;
    if (migrate) {
      const migration = migrateManifest(doc);
      doc = migration.doc;
      if (migration.from)
        notes.push(`${name} is version ${migration.from}; it was read as version ${CURRENT_VERSION}. Run \`npm run migrate-screens\` to update the file.`);
    }
    const schema = JSON.parse(await readFile(path.join(root, schemaFile), 'utf8'));
    const validate = createAjv().compile(schema);
    // A validation that failed has its errors.
    if (!validate(doc)) problems.push(...describeErrors(name, /** @type {NonNullable<typeof validate.errors>} */ (validate.errors), doc, schema));
    else if (semantic) problems.push(...semantic(name, /** @type {ScreenManifest} */ (doc))); // valid against its schema
    docs[file] = doc;
  }
  return { problems, notes, manifest: docs[options.screens], config: docs[options.config] };
}

/**
 * The UTC offsets of the exchange's time zone (config.json's, and Hong Kong's, which the page uses
 * when config.json names none) from the start of last year to five years on, for the page to read
 * its wall clock without Intl (src/config/zone-offsets.ts). A zone Intl does not know is left out:
 * the page's own Intl says so.
 * @param {RuntimeConfig | undefined} config
 */
async function zoneTable(config) {
  const { zoneOffsets, HONG_KONG_HOURS } = await manifestHelpers();
  const year = new Date().getUTCFullYear();
  /** @type {Record<string, ReturnType<typeof zoneOffsets>>} */
  const table = {};
  for (const zone of new Set([config?.tradingHours?.timeZone ?? HONG_KONG_HOURS.timeZone, HONG_KONG_HOURS.timeZone])) {
    try {
      table[zone] = zoneOffsets(zone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 5, 0, 1));
    } catch {
      // not a zone: left to the page
    }
  }
  return table;
}

/**
 * @param {BuildOptions} options
 * @param {Record<string, unknown>} [zones]
 * @returns {import('esbuild').BuildOptions & { metafile: true }}
 */
function esbuildOptions(options, zones = {}) {
  return {
    absWorkingDir: root,
    // The two stylesheets that do not block the first paint: what loads on demand, and paper.
    // And the chart worker, which draws charts as pictures off the main thread (its URL is in each page).
    entryPoints: ['src/runtime/boot.ts', 'src/main.tsx', ON_DEMAND_CSS, PRINT_CSS, CHART_WORKER],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(options.out, 'assets'),
    publicPath: '/assets/',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: !options.dev,
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'linked',
    charset: 'utf8',
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': JSON.stringify(options.dev ? 'development' : 'production'),
      __ZONE_OFFSETS__: JSON.stringify(JSON.stringify(zones)),
      KIND_DETAILS: 'false',
    },
    logLevel: 'warning',
    plugins: [
      workerCopies(root, CHART_WORKER, { shared: CHART_SHARED, anchors: ['react', 'react-dom'] }),
      reactModules(root),
      sideEffectFree,
      reactOwnStore,
      mantineImports(root),
      shellFirst(root),
    ],
  };
}

/**
 * Bundles the site for a build into `out`/assets: esbuild writes into a folder of its own under
 * .cache/bundle/, always as deep under the project (the source maps name the sources relative to
 * it, and a file's hash covers its map), then the files move to `out`. So the same sources give the
 * same files wherever a build is written: a shard's (`--shard i/n`, in its own folder) are the
 * whole build's. The metafile names them where they are.
 * @param {BuildOptions} options
 * @param {Record<string, unknown>} zones
 */
async function bundle(options, zones) {
  const scratch = path.join(root, '.cache', 'bundle', randomBytes(6).toString('hex'));
  try {
    const result = await esbuild({ ...esbuildOptions(options, zones), outdir: path.join(scratch, 'assets') });
    await cp(path.join(scratch, 'assets'), path.join(options.out, 'assets'), { recursive: true });
    const from = `"${path.relative(root, scratch).split(path.sep).join('/')}/`;
    const to = `"${path.relative(root, options.out).split(path.sep).join('/')}/`;
    return { ...result, metafile: /** @type {Metafile} */ (JSON.parse(JSON.stringify(result.metafile).replaceAll(from, to))) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Packages that do not declare themselves side-effect free but are: lets esbuild drop them when unused.
 * @type {import('esbuild').Plugin}
 */
const sideEffectFree = {
  name: 'side-effect-free',
  setup(builder) {
    builder.onResolve({ filter: /^(react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref)$/ }, async (args) => {
      if (args.pluginData?.sideEffectFree) return undefined;
      const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { sideEffectFree: true } });
      return { ...resolved, sideEffects: false };
    });
  },
};

/**
 * React 19 has `useSyncExternalStore` of its own: the shim react-i18next and wouter import for older
 * Reacts (a fallback implementation, 0.3 KB before every page is interactive) is replaced by it.
 * @type {import('esbuild').Plugin}
 */
const reactOwnStore = {
  name: 'react-own-store',
  setup(builder) {
    builder.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: path.join(root, 'src', 'app', 'use-sync-external-store.ts'),
    }));
  },
};

/**
 * The output files a given output statically imports, transitively.
 * @param {Metafile} metafile
 * @param {string} start
 */
function staticClosure(metafile, start) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return seen;
}

/**
 * The code boot.ts runs once the page has painted: the app (main.tsx, whose file the page names),
 * React DOM (which boot.ts runs first) and what they import. All of it is fetched at once (the page
 * lists it), and none of it waits to be asked for.
 * @param {Metafile} metafile
 */
function appCode(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const [bootFile] = /** @type {[string, unknown]} */ (outputs.find(([, output]) => output.entryPoint === 'src/runtime/boot.ts'));
  const [appFile] = /** @type {[string, unknown]} */ (outputs.find(([file, output]) => output.entryPoint === 'src/main.tsx' && file.endsWith('.js')));
  const imported = metafile.outputs[bootFile].imports.filter((entry) => entry.kind === 'dynamic-import').map((entry) => entry.path);
  return new Set([appFile, ...imported].flatMap((file) => [...staticClosure(metafile, file)]));
}

/**
 * A stylesheet of the build as a `<style>` element; its source map stays linked, from the page's address.
 * @param {string} file
 * @param {string} url
 */
async function inlineStyle(file, url) {
  const css = (await readFile(path.join(root, file), 'utf8')).replace(
    /\/\*# sourceMappingURL=(\S+) \*\/\s*$/,
    (_, map) => `/*# sourceMappingURL=${new URL(map, new URL(url, 'http://site/')).pathname} */`,
  );
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style", which would end its <style> element early`);
  return `<style data-href="${url}">${css.trim()}</style>`;
}

/**
 * The page's note of the manifest it was drawn from (main.tsx hydrates a page only with that very file).
 * @type {(manifestText: string) => string}
 */
export const manifestMeta = (manifestText) => `<meta name="manifest-sha256" content="${createHash('sha256').update(manifestText).digest('hex')}" />`;

/**
 * The HTML every page shares: the template, and the head's hashed entry, its CSS (inline),
 * modulepreloads and data preloads. Returns { template, head, onDemandStyle }.
 * @param {{ out: string, dev: boolean }} options
 * @param {Metafile} metafile
 * @param {string} manifestText
 * @param {string} configText
 */
export async function pageParts(options, metafile, manifestText, configText) {
  const outputs = Object.entries(metafile.outputs);
  /** @typedef {[string, Metafile['outputs'][string]]} Output */
  /** @type {(file: string) => string} */
  const toUrl = (file) => `/${path.relative(options.out, path.join(root, file)).split(path.sep).join('/')}`;
  // Every output looked for below is the build's: its entry points, and their stylesheets.
  const [bootFile] = /** @type {Output} */ (outputs.find(([, o]) => o.entryPoint === 'src/runtime/boot.ts'));
  const [appFile, entry] = /** @type {Output} */ (outputs.find(([file, o]) => o.entryPoint === 'src/main.tsx' && file.endsWith('.js')));
  /** @type {(entryPoint: string) => string} */
  const cssOf = (entryPoint) => /** @type {Output} */ (outputs.find(([file, o]) => o.entryPoint === entryPoint && file.endsWith('.css')))[0];
  // The app and what it imports, fetched at once; boot.ts runs it once the HTML has painted.
  const preload = appCode(metafile);
  // Each language's texts (src/i18n/i18n.ts): boot.ts asks for the page's with the app's code.
  const locales = Object.fromEntries(
    outputs.flatMap(([file, output]) => {
      const language = /^src\/i18n\/locales\/([\w-]+)\.json$/.exec(partEntryPoint(output.entryPoint ?? ''))?.[1];
      return language ? [[language, toUrl(file)]] : [];
    }),
  );
  const head = [
    // The exact manifest this build validated: the browser skips re-validating an identical file.
    manifestMeta(manifestText),
    // Likewise the exact config.json: the browser loads the config validator only for another file.
    `<meta name="config-sha256" content="${createHash('sha256').update(configText).digest('hex')}" />`,
    // The first paint's stylesheet, in the page itself: one request fewer before anything shows
    // (docs/performance.md › Lighthouse). `data-href` names the file it is a copy of; a prerendered
    // page keeps only the rules its HTML uses (`data-critical`, scripts/lib/critical-css.mjs).
    entry.cssBundle ? await inlineStyle(entry.cssBundle, toUrl(entry.cssBundle)) : '',
    // Mantine's theme variables (src/app/theme-style.ts): the light scheme's, for everything above.
    `<style data-mantine-styles="true">${await loadThemeCss(root)}</style>`,
    // Not render-blocking: the browser fetches a print sheet at low priority; the on-demand sheet is
    // added by the code that needs it (src/runtime/on-demand-styles.ts), or is in a page whose HTML has such parts.
    `<link rel="stylesheet" href="${toUrl(cssOf(PRINT_CSS))}" media="print" />`,
    `<meta name="on-demand-styles" content="${toUrl(cssOf(ON_DEMAND_CSS))}" />`,
    // The chart worker (src/sections/chart/chart-picture.ts starts it when a chart is first drawn).
    `<meta name="chart-worker" content="${toUrl(/** @type {Output} */ (outputs.find(([, o]) => workerEntryPoint(o.entryPoint ?? '') === CHART_WORKER))[0])}" />`,
    // The page paints from its HTML, and nothing it fetches before that paint is the app's: boot.ts
    // asks for the app's code and its two files once the page has painted (docs/performance.md).
    `<script type="module" src="${toUrl(bootFile)}" fetchpriority="low"></script>`,
    `<script type="application/json" id="app-files">${scriptJson({ app: toUrl(appFile), modules: [...preload].filter((f) => f.endsWith('.js')).map(toUrl), data: ['/config.json', '/screens.json'], locales })}</script>`,
    options.dev ? '<script type="module" src="/__dev/client.js"></script>' : '',
  ].filter(Boolean);
  const template = await readFile(path.join(root, 'src', 'index.html'), 'utf8');
  const onDemandStyle = await inlineStyle(cssOf(ON_DEMAND_CSS), toUrl(cssOf(ON_DEMAND_CSS)));
  return { template, head, onDemandStyle };
}

/**
 * Writes dist/index.html: the page of an address without a file of its own (drawn by the script alone).
 * @param {BuildOptions} options
 * @param {PageParts} parts
 * @param {ScreenManifest} manifest
 */
async function writeIndexHtml(options, parts, manifest) {
  const site = manifest.site;
  const html = pageHtml(parts, {
    lang: 'zh-TW',
    title: site.name['zh-TW'],
    description: (site.description ?? site.name)['zh-TW'],
    noScript: escapeHtml(`${site.name['zh-TW']}：請啟用 JavaScript。 ${site.name['en-US']}: please enable JavaScript.`),
  });
  await writeFile(path.join(options.out, 'index.html'), html);
}

/** @typedef {Awaited<ReturnType<typeof pageParts>>} PageParts The HTML every page shares. */

/**
 * Every screen × language (× fund) to its own HTML file, with its compressed copies (scripts/lib/prerender.mjs).
 * @param {BuildOptions} options
 * @param {PageParts} parts
 * @param {ScreenManifest} manifest
 * @param {RuntimeConfig} config
 * @param {{ done: (file: string) => unknown }} compress
 */
function prerenderPages(options, parts, manifest, config, compress) {
  const { out, origin, api, fundPages, shard } = options;
  return prerenderSite({ root, out, manifest, config, origin, api, parts, fundPages: shard ? 'all' : fundPages, shard, onPage: compress.done });
}

/**
 * Every file under a folder, at any depth.
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes .br and .gz copies of text files, for the server to negotiate (scripts/lib/compress.mjs):
 * brotli's best for the assets and data, a quicker one for the prerendered pages and source maps.
 * zlib works on libuv's threads, so the assets' copies are made while the pages are drawn (by the
 * prerendering's threads, which make their pages' copies): `rest` compresses every text file under
 * `out` not yet done (`butPages`: but those being written), `done(file)` marks one done elsewhere.
 * @param {string} out
 * @returns {{ rest: (options?: { butPages?: boolean }) => Promise<void>, done: (file: string) => unknown }}
 */
function compressor(out) {
  const pages = path.join(out, 'pages') + path.sep;
  /** @type {Set<string>} */
  const taken = new Set();
  /** @type {(name: string) => Promise<unknown>} */
  const file = (name) => readFile(name).then((data) => writeCompressed(name, data, qualityFor(path.relative(out, name).split(path.sep).join('/'))));
  /** @type {(options?: { butPages?: boolean }) => Promise<void>} */
  const rest = async ({ butPages = false } = {}) => {
    /** @type {string[]} */
    const files = [];
    for await (const name of walk(out)) {
      // Not what a release keeps for itself (dotfiles: never served).
      const kept = path
        .relative(out, name)
        .split(path.sep)
        .some((part) => part.startsWith('.'));
      if (COMPRESSIBLE.test(name) && !kept && !taken.has(name) && !(butPages && name.startsWith(pages))) files.push(name);
    }
    for (const name of files) taken.add(name);
    let next = 0;
    const worker = async () => {
      while (next < files.length) await file(files[next++]);
    };
    // A few files at a time keep libuv's four threads busy without holding every file in memory.
    await Promise.all(Array.from({ length: 4 }, worker));
  };
  return { rest, done: (/** @type {string} */ name) => taken.add(name) };
}

/**
 * esbuild gives the entry that imports the app (boot.ts) a copy of the app's stylesheet; the page has
 * the app's own in it (main.tsx's), so the copy is never used: it is not written out.
 * @param {Metafile} metafile
 */
async function dropBootStylesheet(metafile) {
  const boot = Object.values(metafile.outputs).find((output) => output.entryPoint === 'src/runtime/boot.ts');
  if (!boot?.cssBundle) return;
  for (const file of [boot.cssBundle, `${boot.cssBundle}.map`]) {
    await rm(path.join(root, file), { force: true });
    delete metafile.outputs[file];
  }
  delete boot.cssBundle;
}

/**
 * The code the page runs as it loads (the app's entry and what it imports at once), and the chart's
 * (ECharts, which draws as soon as it has loaded), is marked for eager compilation
 * (`//# allFunctionsCalledOnLoad`, V8's explicit compile hint; a comment to other engines).
 * Otherwise V8 compiles each function the first time it is called, on the main thread: for React
 * DOM, wrapped by the bundler in one function, the whole library inside the task that runs the
 * app's code; for ECharts, its drawing code inside the first draw. Marked, it is compiled while it
 * downloads, off the main thread (docs/performance.md › Shorter tasks after the paint). Each file's
 * source map moves down by the added line.
 */
const EAGER_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chart's code (ECharts): loaded on demand, and then drawn with at once. */
const CHART_CANVAS = 'src/sections/chart/chart-canvas.tsx';
/** @param {Metafile} metafile */
async function hintEagerCompile(metafile) {
  const [chartFile] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(CHART_CANVAS)) ?? [];
  const files = new Set([...appCode(metafile), ...(chartFile ? staticClosure(metafile, chartFile) : [])]);
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(path.join(root, file), 'utf8');
    if (code.startsWith(EAGER_HINT)) continue;
    await writeFile(path.join(root, file), EAGER_HINT + code);
    metafile.outputs[file].bytes += Buffer.byteLength(EAGER_HINT);
    const mapFile = path.join(root, `${file}.map`);
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    await writeFile(mapFile, JSON.stringify(map));
  }
}

/**
 * A chunk that only passes on another chunk's exports has a source map with no sources in it. Such a
 * map explains nothing, and Lighthouse fails to read it (a stack trace per run), so it is not linked.
 * @param {Metafile} metafile
 */
async function dropEmptySourceMaps(metafile) {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const mapFile = `${file}.map`;
    if (!file.endsWith('.js') || !metafile.outputs[mapFile]) continue;
    const map = JSON.parse(await readFile(path.join(root, mapFile), 'utf8'));
    if (map.sources.length) continue;
    const code = await readFile(path.join(root, file), 'utf8');
    const unlinked = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    await writeFile(path.join(root, file), unlinked);
    output.bytes -= Buffer.byteLength(code) - Buffer.byteLength(unlinked);
    await rm(path.join(root, mapFile), { force: true });
    delete metafile.outputs[mapFile];
  }
}

/**
 * Everything after a successful bundle: html, public files, manifest, compression, metafile. The
 * metafile names the files as they are served, under `live` (the link), not the folder written.
 * @param {BuildOptions} options
 * @param {{ metafile: Metafile }} result
 * @param {ScreenManifest} manifest
 * @param {RuntimeConfig} config
 * @param {string} [live]
 */
async function finish(options, result, manifest, config, live = options.out) {
  await dropBootStylesheet(result.metafile);
  if (!options.dev) await hintEagerCompile(result.metafile);
  await dropEmptySourceMaps(result.metafile);
  const manifestText = JSON.stringify(manifest);
  const configText = `${JSON.stringify(config, null, 2)}\n`;
  const parts = await pageParts(options, result.metafile, manifestText, configText);
  await writeIndexHtml(options, parts, manifest);
  await cp(path.join(root, 'public'), options.out, { recursive: true, force: true, filter: (src) => path.resolve(src) !== path.resolve(options.config) });
  await writeFile(path.join(options.out, 'config.json'), configText);
  await writeFile(path.join(options.out, 'screens.json'), manifestText);
  // Development serves every address the generic page, uncompressed: a rebuild stays quick.
  if (!options.dev) {
    /** @type {ReturnType<typeof compressor>} */
    const compress = options.compress ? compressor(options.out) : { rest: async () => {}, done: () => {} };
    // The assets, data and public files, while the pages are drawn; then what the pages' drawing wrote besides them.
    const files = compress.rest({ butPages: true });
    // A page that cannot be drawn stops the build, once the copies under way are done: the staging
    // folder is removed after, and its error is the one reported.
    const failed = options.prerender
      ? await prerenderPages(options, parts, manifest, config, compress).then(
          () => undefined,
          (/** @type {unknown} */ error) => ({ error }),
        )
      : undefined;
    await files;
    if (failed) throw failed.error;
    await compress.rest();
  }
  const written = `"${path.relative(root, options.out).split(path.sep).join('/')}/`;
  const served = `"${path.relative(root, live).split(path.sep).join('/')}/`;
  await writeFile(metafilePath(options.out), JSON.stringify(result.metafile).replaceAll(written, served));
  await writeFile(path.join(options.out, '.build-stamp'), buildTime());
}

/**
 * @param {Problem[]} problems
 * @param {Helpers['formatProblems']} formatProblems
 */
function reportProblems(problems, formatProblems) {
  console.error(`\n✖ The build stopped: the config files have problems.\n\n${formatProblems(problems)}\n`);
}

/**
 * Builds once, into a release folder of its own beside `out`, then makes it live by switching the
 * link `out` in one rename (scripts/lib/releases.mjs): a server serving `out` meanwhile goes on
 * serving the previous build whole. Resolves to { ok, problems, release? }.
 * @param {Partial<BuildOptions>} [overrides]
 * @returns {Promise<BuildResult>}
 */
export async function build(overrides = {}) {
  const options = defaultOptions(overrides);
  await generate();
  const { problems, notes, manifest, config } = await validateConfigFiles(options);
  if (problems.length) return { ok: false, problems };
  for (const note of notes) console.warn(`note: ${note}`);
  if (options.shard) {
    // A shard is written where it is told, whole, for the merge (scripts/lib/shards.mjs) to make the release.
    await rm(options.out, { recursive: true, force: true });
    await mkdir(options.out, { recursive: true });
    const result = await bundle(options, await zoneTable(config));
    await finish(options, result, manifest, config);
    return { ok: true, problems: [] };
  }
  const staged = await stageRelease(options.out);
  const staging = { ...options, out: staged.dir };
  try {
    const result = await bundle(staging, await zoneTable(config));
    await finish(staging, result, manifest, config, options.out);
  } catch (error) {
    await rm(staged.dir, { recursive: true, force: true });
    throw error;
  }
  const release = await publishRelease(options.out, staged);
  return { ok: true, problems: [], release };
}

const WATCHED_FOLDERS = ['src', 'public', 'schemas'];
/** Where `npm run dev` builds (never dist/, which a server may be serving). */
export const DEV_OUT = path.join(root, '.cache', 'dev');

/**
 * Rebuilds on every change; calls onBuild({ ok, problems }) after each attempt. Returns a stop function.
 * @param {Partial<BuildOptions>} [overrides]
 * @param {(result: BuildResult) => void} [onBuild]
 */
export async function watch(overrides = {}, onBuild = () => {}) {
  // Its own folder, rebuilt in place: a development build never replaces the live release of dist/.
  const options = defaultOptions({ dev: true, out: DEV_OUT, ...overrides });
  const { formatProblems } = await manifestHelpers();
  // The zone's offsets as config.json names it at the start; a zone changed while watching is read through Intl.
  const ctx = await esbuildContext(esbuildOptions(options, await zoneTable((await validateConfigFiles(options)).config)));
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let running = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      const started = Date.now();
      try {
        await generate();
        const { problems, notes, manifest, config } = await validateConfigFiles(options);
        for (const note of notes) console.warn(`note: ${note}`);
        if (problems.length) {
          reportProblems(problems, formatProblems);
          return onBuild({ ok: false, problems });
        }
        await mkdir(options.out, { recursive: true });
        const result = await ctx.rebuild();
        await finish(options, result, manifest, config);
        console.log(`✔ built in ${Date.now() - started} ms`);
        onBuild({ ok: true, problems: [] });
      } catch (error) {
        console.error(`✖ build failed: ${/** @type {Error} */ (error).message}`);
        onBuild({ ok: false, problems: [{ file: 'build', pointer: '', place: 'esbuild', message: /** @type {Error} */ (error).message }] });
      }
    });
    return running;
  };
  await rm(options.out, { recursive: true, force: true });
  await rebuild();
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 80);
  };
  // Folders are watched recursively; the manifest through the project folder, because editors
  // often save by replacing the file, which a watch on the file itself would lose.
  const watchers = [
    ...WATCHED_FOLDERS.map((folder) => watchFiles(path.join(root, folder), { recursive: true }, schedule)),
    watchFiles(path.dirname(options.screens), (_event, file) => file === path.basename(options.screens) && schedule()),
  ];
  return async () => {
    for (const w of watchers) w.close();
    await ctx.dispose();
  };
}

/** What a build is made from: a build older than any of it is stale. */
export const BUILD_SOURCES = ['src', 'public', 'schemas', 'screens.json', 'build.mjs', 'package-lock.json', 'scripts'];

/**
 * Whether dist/ is missing or older than any source of the build (`sources`: those to look at, relative to the project).
 * @param {string} [out]
 * @param {string[]} [sources]
 */
export async function needsBuild(out = defaultOptions().out, sources = BUILD_SOURCES) {
  const stamp = await stat(path.join(out, '.build-stamp')).catch(() => null);
  if (!stamp) return true;
  for (const source of sources) {
    const full = path.join(root, source);
    const info = await stat(full).catch(() => null);
    if (!info) continue;
    if (info.isFile()) {
      if (info.mtimeMs > stamp.mtimeMs) return true;
      continue;
    }
    for await (const file of walk(full)) if ((await stat(file)).mtimeMs > stamp.mtimeMs) return true;
  }
  return false;
}

/**
 * `--fund-pages all|on-request`.
 * @param {string | undefined} value
 */
function fundPagesOption(value) {
  if (value === undefined || value === 'all' || value === 'on-request') return value;
  console.error(`✖ --fund-pages "${value}": give "all" (every fund's pages now) or "on-request" (each on its first request)`);
  process.exit(2);
}

/**
 * `--shard i/n`: the i-th of n shares of the funds' pages, from 1.
 * @param {string | undefined} value
 */
function shardOption(value) {
  if (value === undefined) return undefined;
  const [, index, count] = /^(\d+)\/(\d+)$/.exec(value) ?? [];
  if (!index || Number(index) < 1 || Number(index) > Number(count)) {
    console.error(`✖ --shard "${value}": give i/n, the i-th of n shares (1 ≤ i ≤ n), e.g. --shard 2/8`);
    process.exit(2);
  }
  return { index: Number(index), count: Number(count) };
}

async function main() {
  const args = process.argv.slice(2);
  const raw = (/** @type {string} */ name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const option = (/** @type {string} */ name) => {
    const i = args.indexOf(name);
    return i >= 0 ? path.resolve(args[i + 1]) : undefined;
  };
  const overrides = Object.fromEntries(
    [
      ['screens', option('--screens')],
      ['config', option('--config')],
      ['out', option('--out')],
      ['origin', raw('--origin')?.replace(/\/+$/, '')],
      ['api', raw('--api')],
      ['fundPages', fundPagesOption(raw('--fund-pages'))],
      ['shard', shardOption(raw('--shard'))],
    ].filter(([, v]) => v),
  );
  const { formatProblems } = await manifestHelpers();
  if (args.includes('--check')) {
    const { problems, notes } = await validateConfigFiles(defaultOptions(overrides));
    for (const note of notes) console.warn(`note: ${note}`);
    if (problems.length) {
      console.error(`\n✖ ${formatProblems(problems)}\n`);
      process.exit(1);
    }
    console.log('✔ screens.json and config.json are valid');
    return;
  }
  if (args.includes('--watch')) {
    await watch(overrides);
    return;
  }
  const started = Date.now();
  const options = defaultOptions(overrides);
  if (args.includes('--merge')) {
    // The folders after --merge, up to the next option.
    const after = args.slice(args.indexOf('--merge') + 1);
    const end = after.findIndex((arg) => arg.startsWith('--'));
    const shards = end < 0 ? after : after.slice(0, end);
    const merged = await mergeShards(
      options.out,
      shards.map((dir) => path.resolve(dir)),
    );
    console.log(
      `✔ merged ${shards.length} shards (${merged.pages} pages) into ${path.relative(process.cwd(), options.out) || '.'}/ in ${Date.now() - started} ms`,
    );
    return;
  }
  if (args.includes('--funds') || args.includes('--update')) {
    const demo = options.api && options.api !== 'none' ? undefined : startDemoApi(root, JSON.parse(await readFile(options.config, 'utf8')).commonServersBase);
    const api = async () => (demo ? (await demo).base : /** @type {string} */ (options.api));
    try {
      if (args.includes('--funds')) {
        const codes = (raw('--funds') ?? '').split(',').filter(Boolean);
        if (!codes.length) throw new Error('--funds: name the funds, e.g. --funds 2800,2828');
        const refreshed = await refreshFunds(options.out, codes, api);
        console.log(`✔ drew ${refreshed.pages} pages of ${codes.join(', ')} into release ${refreshed.release.id} in ${Date.now() - started} ms`);
      } else {
        const { problems, notes, manifest } = await validateConfigFiles(options);
        for (const note of notes) console.warn(`note: ${note}`);
        if (problems.length) {
          reportProblems(problems, formatProblems);
          process.exit(1);
        }
        const updated = await updateScreens(options.out, manifest, api);
        console.log(
          `✔ ${updated.touched.length ? `drew ${updated.touched.join(', ')} again (${updated.redrawn} pages)` : 'no screen changed'}; ${updated.patched} other pages name the new screens.json; release ${updated.release.id} in ${Date.now() - started} ms`,
        );
      }
    } catch (error) {
      console.error(`✖ ${/** @type {Error} */ (error).message}`);
      process.exit(1);
    } finally {
      await (await demo)?.close();
    }
    return;
  }
  const result = await build(overrides);
  if (!result.ok) {
    reportProblems(result.problems, formatProblems);
    process.exit(1);
  }
  console.log(`✔ built ${path.relative(process.cwd(), defaultOptions(overrides).out) || '.'}/ in ${Date.now() - started} ms`);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await main();
