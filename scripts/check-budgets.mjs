#!/usr/bin/env node
// Byte budgets of a build, from its own metafile (`<out>/.metafile.json`, written by build.mjs beside
// the files it describes, so a check never reads another build's).
//
//   node scripts/check-budgets.mjs [--out dist]
//
// What a screen needs before it is interactive: the entry and everything it imports statically (the
// shell, the screen renderer, the fund list's kinds), the page's texts, a screen's own parts (its tabs, the view of a fund that cannot be loaded, the button that adds it to the comparison) where it has them, and the code of every section
// kind the screen first shows (a screen loads the kinds on screen before it draws its sections: those
// above its tabs, in the open tab, after them), each with its static imports. Dynamic imports inside
// those (ECharts, toasts, the embed messages), and another tab's kinds, load later and are not counted. The figure is the sum of the
// gzip size (level 9) of each file — every chunk compressed on its own, as the browser receives it —
// with 1 KB = 1000 bytes. CSS is every style of a prerendered page before its first paint: the sheets
// written into it (the build's, the theme's variables) and any it links (not media=print), gzipped
// together. Every page the build wrote is measured whole (its HTML with those styles): ≤ 30 KB, with
// the pages of a few funds spread over the list, drawn first as their first request would draw them.
// Each section kind's own code (the files of its folder, wherever the build put them) is held to the
// budget its index.ts declares.
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { partEntryPoint } from './lib/shell-first.mjs';
import { readKinds } from './lib/kinds.mjs';
import { pageFile } from './lib/page-files.mjs';
import { RENDER_DIR, releasePages, startDemoApi } from './lib/prerender.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;

/**
 * What is read of a build's metafile (esbuild's Metafile has all this).
 * @typedef {{ outputs: Record<string, { entryPoint?: string, imports: { path: string, kind: string }[], inputs: Record<string, { bytesInOutput: number }> }> }} Metafile
 */
/** @typedef {{ kind: string }} SectionKind A section, as far as its kind. */
/**
 * What is read of a manifest screen: its sections (above, in and after its tabs) and its subject, if any (with the comparison's button, if it has one).
 * @typedef {{ sections?: SectionKind[], tabs?: { sections?: SectionKind[] }[], afterTabs?: SectionKind[], subject?: { compare?: unknown } }} Screen
 */
/** @typedef {{ total: number, perFile: { file: string, gz: number }[], perPackage: Map<string, number>, perInput: Map<string, number> }} Measure Gzip bytes in all, per file, per input package and per input. */

/**
 * The budgets the issue sets, each failing the check when broken. `screen` names a manifest screen; its code is measured as above.
 * @type {({ label: string, type: 'js', screen: string, limit: number } | { label: string, type: 'css', page: string, limit: number })[]}
 */
export const BUDGETS = [
  // The pages paint from their HTML; the script makes them interactive, and must not grow from what it was when they did not.
  { label: '/index  JS before the fund list is interactive', screen: 'index', type: 'js', limit: 158.6 * KB },
  { label: '/details JS before its first tab is interactive', screen: 'details', type: 'js', limit: 171.4 * KB },
  { label: '/index  CSS before first paint', page: 'pages/zh-TW/index.html', type: 'css', limit: 15 * KB },
  { label: '/details CSS before first paint', page: 'pages/zh-TW/details/2800.html', type: 'css', limit: 15 * KB },
];

/** Every prerendered page: its HTML with the styles in it, and any stylesheet it links that blocks the first paint. */
export const PAGE_LIMIT = 30 * KB;

/** Inputs that must only ever load on demand (never before any screen paints). */
const LAZY_ONLY = /^node_modules\/(echarts|zrender|echarts-for-react)\//;

/**
 * Section kind → its module, for the kinds loaded on demand: what the kind's index.ts imports
 * dynamically, as the build's metafile has it.
 * @param {{ inputs: Record<string, { imports: { path: string, kind: string }[] }> }} metafile
 * @param {{ name: string, folder: string }[]} kinds
 */
export function lazyKindModules(metafile, kinds) {
  /** @type {Map<string, string>} */
  const modules = new Map();
  for (const { name, folder } of kinds) {
    const index = metafile.inputs[`${folder}/index.ts`];
    if (!index) throw new Error(`the build has no ${folder}/index.ts: is the kind "${name}" in src/sections/registry.ts?`);
    const lazy = index.imports.filter((imported) => imported.kind === 'dynamic-import');
    if (lazy.length > 1) throw new Error(`${folder}/index.ts loads ${lazy.length} modules on demand; a kind's code is one module`);
    if (lazy.length) modules.set(name, partEntryPoint(lazy[0].path));
  }
  return modules;
}

/**
 * Gzip bytes of each kind's own files (those of its folder) in the build: each output file's gzip
 * shared out by its inputs' minified bytes, as for the packages of a failed budget.
 * @param {Metafile} metafile
 * @param {{ name: string, folder: string }[]} kinds
 * @param {(file: string) => Buffer} readOutput
 * @returns {Map<string, number>}
 */
export function kindBytes(metafile, kinds, readOutput) {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  const { perInput } = measure(metafile, files, readOutput);
  return new Map(
    kinds.map(({ name, folder }) => [name, [...perInput].filter(([input]) => input.startsWith(`${folder}/`)).reduce((sum, [, bytes]) => sum + bytes, 0)]),
  );
}

/**
 * The output files `start` imports statically, transitively (itself included).
 * @param {Metafile} metafile
 * @param {string} start
 */
export function staticClosure(metafile, start) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return seen;
}

/** @type {(metafile: Metafile, entryPoint: string) => string | undefined} */
const outputOf = (metafile, entryPoint) =>
  Object.keys(metafile.outputs).find((file) => {
    const entry = metafile.outputs[file].entryPoint && partEntryPoint(metafile.outputs[file].entryPoint);
    return entry && entry.replace(/\.[jt]sx?$/, '') === entryPoint.replace(/\.[jt]sx?$/, '');
  });

/**
 * The sections a manifest screen first shows: above its tabs, in its first tab, after them (another tab's kinds load once the page is idle).
 * @type {(screen: Screen) => SectionKind[]}
 */
const sectionsOnScreen = (screen) => [...(screen.sections ?? []), ...(screen.tabs?.[0]?.sections ?? []), ...(screen.afterTabs ?? [])];

/**
 * The JS files a screen needs before it paints.
 * @param {Metafile} metafile
 * @param {Screen} screen
 * @param {Map<string, string>} kindModules
 */
export function screenFiles(metafile, screen, kindModules) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} entryPoint */
  const add = (entryPoint) => {
    const output = outputOf(metafile, entryPoint);
    if (!output) throw new Error(`the build has no output for ${entryPoint}`);
    for (const file of staticClosure(metafile, output)) files.add(file);
  };
  add('src/runtime/boot.ts');
  add('src/main.tsx');
  // The page's texts (a chunk per language, read before the app draws): the measured pages are Traditional Chinese.
  add('src/i18n/locales/zh-TW.json');
  // A screen's own parts, loaded with its kinds (src/screens/screen-code.ts): its tabs, the view of a fund that cannot be loaded, its comparison button.
  if (screen.tabs?.length) add('src/screens/screen-tabs.tsx');
  if (screen.subject) add('src/screens/subject-failed.tsx');
  if (screen.subject?.compare) add('src/screens/compare-button.tsx');
  for (const kind of new Set(sectionsOnScreen(screen).map((section) => section.kind)))
    if (kindModules.has(kind)) add(/** @type {string} */ (kindModules.get(kind)));
  return [...files].filter((file) => file.endsWith('.js'));
}

/** @type {(input: string) => string} */
const packageOf = (input) => {
  if (!input.startsWith('node_modules/')) return input.split('/').slice(0, 2).join('/');
  const parts = input.split('/');
  return parts.slice(1, parts[1].startsWith('@') ? 3 : 2).join('/');
};

/**
 * Gzip bytes per file, and per input package (each file's gzip shared out by its inputs' minified bytes).
 * @param {Metafile} metafile
 * @param {string[]} files
 * @param {(file: string) => Buffer} readOutput
 * @returns {Measure}
 */
export function measure(metafile, files, readOutput) {
  /** @type {Measure['perFile']} */
  const perFile = [];
  /** @type {Measure['perPackage']} */
  const perPackage = new Map();
  /** @type {Measure['perInput']} */
  const perInput = new Map();
  for (const file of files) {
    const data = readOutput(file);
    const gz = gzipSync(data, { level: 9 }).length;
    perFile.push({ file, gz });
    const inputs = Object.entries(metafile.outputs[file]?.inputs ?? {});
    const total = inputs.reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    for (const [input, { bytesInOutput }] of inputs) {
      const share = total ? (gz * bytesInOutput) / total : 0;
      const name = packageOf(input);
      perPackage.set(name, (perPackage.get(name) ?? 0) + share);
      perInput.set(input, (perInput.get(input) ?? 0) + share);
    }
  }
  return { total: perFile.reduce((sum, f) => sum + f.gz, 0), perFile, perPackage, perInput };
}

/**
 * The render-blocking stylesheets of a page, linked (`linkedOnly`) or also written in (a `media="print"` sheet does not block).
 * @param {string} html
 * @param {{ linkedOnly?: boolean }} [options]
 */
export function blockingStylesheets(html, { linkedOnly = false } = {}) {
  const linked = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /rel="stylesheet"/.test(tag) && !/media="print"/.test(tag));
  const inline = linkedOnly ? [] : [...html.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/media="print"/.test(tag));
  return [...inline, ...linked].map((tag) => {
    const href = tag
      .match(/(?:data-)?href="([^"]+)"|data-critical="([^"]+)"/)
      ?.slice(1)
      .find(Boolean);
    if (!href) throw new Error(`index.html has a stylesheet the budget cannot measure (no href, data-href or data-critical): ${tag}`);
    return href;
  });
}

/**
 * Every style of a page before its first paint, as one text: the sheets written into it (the build's and the theme's variables) and those it links.
 * @param {string} html
 * @param {string} out
 */
export function pageStyles(html, out) {
  const written = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)]
    .filter(([, attributes]) => !/media="print"/.test(attributes))
    .map(([, , css]) => css);
  const linked = blockingStylesheets(html, { linkedOnly: true }).map((href) => readFileSync(path.join(out, href), 'utf8'));
  return [...written, ...linked].join('\n');
}

/** @type {(bytes: number) => string} */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Checks every budget of the build in `out` against the kinds of the registry; returns { ok, lines }.
 * @param {string} out
 * @param {Awaited<ReturnType<typeof readKinds>>} kinds
 */
export function checkBudgets(out, kinds) {
  /** @type {Metafile & { inputs: Record<string, { imports: { path: string, kind: string }[] }> }} */
  const metafile = JSON.parse(readFileSync(path.join(out, '.metafile.json'), 'utf8'));
  /** @type {import('../src/manifest/screens.gen.ts').ScreenManifest} */
  const manifest = JSON.parse(readFileSync(path.join(out, 'screens.json'), 'utf8'));
  const readPage = (/** @type {string} */ file) => readFileSync(path.join(out, file), 'utf8');
  const kindModules = lazyKindModules(metafile, kinds);
  const readOutput = (/** @type {string} */ file) => readFileSync(path.join(root, file));
  /** @type {string[]} */
  const lines = [];
  let ok = true;
  for (const budget of BUDGETS) {
    /** @type {Measure} */
    let result;
    if (budget.type === 'css') {
      if (!existsSync(path.join(out, budget.page))) {
        ok = false;
        lines.push(`✖ ${budget.label}: the build has no ${budget.page} to measure`);
        continue;
      }
      const css = pageStyles(readPage(budget.page), out);
      const gz = gzipSync(css, { level: 9 }).length;
      result = {
        total: gz,
        perFile: [{ file: budget.page, gz }],
        perPackage: new Map([['every stylesheet of the page, written in or linked', gz]]),
        perInput: new Map(),
      };
    } else {
      const screen = manifest.screens.find((s) => s.id === budget.screen);
      if (!screen) throw new Error(`screens.json has no screen "${budget.screen}"`);
      result = measure(metafile, screenFiles(metafile, screen, kindModules), readOutput);
    }
    const pass = result.total <= budget.limit;
    ok &&= pass;
    lines.push(`${pass ? '✔' : '✖'} ${budget.label}: ${kb(result.total)} gzip in ${result.perFile.length} file(s) (budget ${kb(budget.limit)})`);
    if (!pass) {
      lines.push('    biggest inputs (share of gzip):');
      for (const [name, bytes] of [...result.perPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) lines.push(`      ${kb(bytes).padStart(9)}  ${name}`);
      lines.push('    biggest files:');
      for (const { file, gz } of result.perFile.sort((a, b) => b.gz - a.gz).slice(0, 5)) lines.push(`      ${kb(gz).padStart(9)}  ${path.basename(file)}`);
    }
  }
  // Each section kind's own code, against the budget its folder declares.
  for (const [name, bytes] of kindBytes(metafile, kinds, readOutput)) {
    const kind = /** @type {(typeof kinds)[number]} */ (kinds.find((entry) => entry.name === name));
    const pass = bytes <= kind.details.budget;
    ok &&= pass;
    lines.push(`${pass ? '✔' : '✖'} section kind ${name}: ${kb(bytes)} gzip of its own code (budget ${kb(kind.details.budget)}, ${kind.folder}/index.ts)`);
  }
  // Every page the build wrote: its HTML and the styles before its first paint.
  const pages = /** @type {string[]} */ (readdirSync(path.join(out, 'pages'), { recursive: true })).filter((file) => file.endsWith('.html'));
  if (!pages.length) {
    ok = false;
    lines.push('✖ the build wrote no pages (dist/pages/)');
  } else {
    const sizes = pages.map((file) => {
      const html = readPage(path.join('pages', file));
      const linked = blockingStylesheets(html, { linkedOnly: true }).map((href) => readFileSync(path.join(out, href)));
      return { file, gz: [Buffer.from(html), ...linked].reduce((sum, data) => sum + gzipSync(data, { level: 9 }).length, 0) };
    });
    const largest = sizes.sort((a, b) => b.gz - a.gz)[0];
    const over = sizes.filter(({ gz }) => gz > PAGE_LIMIT);
    ok &&= over.length === 0;
    lines.push(
      `${over.length ? '✖' : '✔'} every page's HTML + render-blocking CSS: largest ${kb(largest.gz)} gzip (${largest.file}) of ${pages.length} pages (budget ${kb(PAGE_LIMIT)})`,
    );
    for (const { file, gz } of over.slice(0, 10)) lines.push(`    ${kb(gz).padStart(9)}  ${file}`);
  }
  // Heavy parts (ECharts) only ever in chunks loaded on demand, on every screen.
  for (const screen of manifest.screens) {
    const eager = screenFiles(metafile, screen, kindModules).flatMap((file) =>
      Object.keys(metafile.outputs[file].inputs).filter((input) => LAZY_ONLY.test(input)),
    );
    if (eager.length) {
      ok = false;
      lines.push(
        `✖ ${screen.route}: loads ${packageOf(eager[0])} before it paints (${eager.length} module(s), e.g. ${eager[0]}); it must load only when a chart comes on screen`,
      );
    }
  }
  if (!lines.some((line) => line.includes('before it paints ('))) lines.push('✔ ECharts loads only when a chart section comes on screen, on every screen');
  return { ok, lines };
}

/** How many funds' pages are drawn to be measured (fund pages are drawn on their first request). */
const MEASURED_FUNDS = 6;

/**
 * Draws into the build the pages of a few funds spread over its list (the first among them), each
 * screen, tab and language, as a visitor's first request draws them (server/site.mjs): the build
 * leaves a fund's pages to that request, and their bytes are measured with the others'.
 * Resolves to how many it drew.
 * @param {string} out
 */
async function drawFundPages(out) {
  const dir = realpathSync(out);
  const contextFile = path.join(dir, RENDER_DIR, 'context.json');
  if (!existsSync(contextFile)) return 0;
  /** @type {import('./lib/prerender.mjs').RenderContext} */
  const context = JSON.parse(readFileSync(contextFile, 'utf8'));
  const codes = [...new Set(context.pages.flatMap(([, , code]) => (code === undefined ? [] : [code])))];
  const chosen = new Set(codes.filter((_, index) => index % Math.max(1, Math.ceil(codes.length / MEASURED_FUNDS)) === 0));
  if (!chosen.size) return 0;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'screens.json'), 'utf8'));
  const config = JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8'));
  const demo = process.env.PRERENDER_API ? undefined : await startDemoApi(root, config.commonServersBase);
  const pages = releasePages({ dir, manifest, api: async () => process.env.PRERENDER_API ?? /** @type {{ base: string }} */ (demo).base });
  let drawn = 0;
  try {
    for (const [screen, language, code, tab] of context.pages) {
      if (code === undefined || !chosen.has(code) || existsSync(path.join(dir, pageFile(language, manifest.screens[screen].route, code, tab)))) continue;
      if (await pages.draw({ screen, language, code, tab })) drawn += 1;
    }
  } finally {
    await demo?.close();
  }
  return drawn;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const i = process.argv.indexOf('--out');
  const out = path.resolve(i >= 0 ? process.argv[i + 1] : path.join(root, 'dist'));
  const drawn = await drawFundPages(out);
  if (drawn) console.log(`(drew ${drawn} pages of funds to measure them, as their first request would)`);
  const { ok, lines } = checkBudgets(out, await readKinds(root));
  console.log(lines.join('\n'));
  if (!ok) {
    console.error('\n✖ a byte budget is broken: see the biggest inputs above (method: docs/performance.md › Bytes)');
    process.exit(1);
  }
}
