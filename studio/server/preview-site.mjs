// The studio's preview is the site itself: the build of `npm run build` (build.mjs, the same entry
// points, CSS, locale files and start-up files), served by the site's own handler (server/site.mjs),
// with two things in their place:
//   - /screens.json is the manifest being edited (its last valid version), and
//   - every page is drawn when it is asked for, by the build's own prerendering
//     (scripts/lib/prerender.mjs › pageRenderer) from that manifest, so its HTML is what the build
//     would write for it.
// Each page also gets the studio's bridge (studio/preview/bridge.ts): it draws each later edit in
// place through the app's own `redraw` (src/main.tsx) and tells the studio what was clicked.
//
// The build is made once into .studio-site (without pages and compressed copies, which the
// preview does not use) and made again only when the site's code is newer than it.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_SOURCES, build, manifestMeta, metafilePath, needsBuild, pageParts, validateConfigFiles, defaultOptions } from '../../build.mjs';
import { pageRenderer } from '../../scripts/lib/prerender.mjs';
import { createSiteHandler } from '../../server/site.mjs';
import { splitAddress } from '../../scripts/lib/page-files.mjs';
import { ASSETS } from './bundle.mjs';

/** The site's sources but the manifest: the preview's build does not depend on the one being edited. */
const CODE_SOURCES = BUILD_SOURCES.filter((source) => source !== 'screens.json');

/** @type {(pathname: string) => boolean} */
const isPage = (pathname) => {
  const { rest } = splitAddress(pathname);
  return rest !== '/' && !/\.[a-z0-9]+$/i.test(rest);
};

/**
 * The first of these manifest files that is valid: the build needs one (its pages are not used).
 * @param {string[]} candidates
 * @param {string} config
 */
async function validManifestFile(candidates, config) {
  for (const file of candidates) {
    const { problems } = await validateConfigFiles(defaultOptions({ screens: file, config }));
    if (!problems.length) return file;
  }
  throw new Error(`neither ${candidates.join(' nor ')} is valid: run \`npm run check-config\` to see why`);
}

/**
 * Runs `task` holding a lock beside `out` (a directory made atomically), so that two studios started
 * at once do not build into the same place together. A lock older than ten minutes is a dead
 * studio's, and is taken over.
 * @template T
 * @param {string} out
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
async function withLock(out, task) {
  const lock = `${out}.lock`;
  await mkdir(path.dirname(out), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > 10 * 60_000) await rm(lock, { recursive: true, force: true });
      else await sleep(200);
    }
  }
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** @typedef {{ root: string, out: string, screens: string, config: string, log: (line: string) => void }} PreviewPlace Where the preview's build comes from (`screens`: a valid manifest file) and goes. */

/**
 * Builds the preview's copy of the site when its code changed since; resolves to what a page is drawn with.
 * @param {PreviewPlace} place
 */
async function previewBuild({ root, out, screens, config, log }) {
  await withLock(out, () => buildIfStale({ out, screens, config, log }));
  return readBuild({ root, out });
}

/** @param {Omit<PreviewPlace, 'root'>} place */
async function buildIfStale({ out, screens, config, log }) {
  if (await needsBuild(out, CODE_SOURCES)) {
    const started = Date.now();
    log('Building the site for the preview (once; again only when its code changes) …');
    const result = await build({ out, screens, config, prerender: false, compress: false });
    if (!result.ok) throw new Error(`the preview's build failed: ${result.problems.map((problem) => `${problem.place}: ${problem.message}`).join('; ')}`);
    log(`Built the site for the preview in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/** @param {{ root: string, out: string }} place */
async function readBuild({ root, out }) {
  /** @type {import('esbuild').Metafile} */
  const metafile = JSON.parse(await readFile(metafilePath(out), 'utf8'));
  const configText = await readFile(path.join(out, 'config.json'), 'utf8');
  // The page's parts as the build makes them; its manifest's note is replaced for each version.
  const parts = await pageParts({ ...defaultOptions({ out }) }, metafile, '', configText);
  const [appModule] = /** @type {[string, unknown]} */ (Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/main.tsx')); // the build's entry
  const appUrl = `/${path.relative(out, path.join(root, appModule)).split(path.sep).join('/')}`;
  return { parts, appUrl, config: /** @type {import('../../src/config/config.gen.ts').RuntimeConfig} */ (JSON.parse(configText)) };
}

/**
 * Starts the preview: builds the site when needed and resolves to
 * { handle(req, res), setManifest(doc), manifestText(), close() }.
 * `handle` answers every request of the site (pages, files, the API); `setManifest` makes a valid
 * manifest the one pages are drawn from and /screens.json answers.
 * @param {{ root: string, out: string, file: string, config: string, faults?: boolean, log?: (line: string) => void }} options
 */
export async function startPreview({ root, out, file, config, faults = false, log = console.log }) {
  // The file as it is when the studio starts, if valid; otherwise the site's own until an edit is.
  const first = await validManifestFile([file, path.join(root, 'screens.json')], config);
  const { parts, appUrl, config: runtimeConfig } = await previewBuild({ root, out, screens: first, config, log });
  const base = runtimeConfig.commonServersBase;
  // A fund's identity is read from the API the pages call: the one config.json names, or the demo API.
  const renderer = await pageRenderer({ root, api: /^https?:\/\//.test(base) ? base.replace(/\/+$/, '') : undefined, configBase: base });
  /** @typedef {import('../../src/manifest/screens.gen.ts').ScreenManifest} ScreenManifest */
  /** @type {{ doc: ScreenManifest, text: string, parts: import('../../scripts/lib/page-document.mjs').Parts }} */
  let current;
  /** @param {ScreenManifest} doc a valid manifest */
  const setManifest = (doc) => {
    const text = JSON.stringify(doc);
    current = {
      doc,
      text,
      parts: { ...parts, head: parts.head.map((entry) => (entry.startsWith('<meta name="manifest-sha256"') ? manifestMeta(text) : entry)) },
    };
  };
  setManifest(JSON.parse(await readFile(first, 'utf8')));

  /** The studio's additions to a page of the site: its bridge and the outline of the selection. */
  const bridge = [
    `<meta name="studio-app" content="${appUrl}" />`,
    `<link rel="stylesheet" href="${ASSETS}bridge-style.css" />`,
    `<script type="module" src="${ASSETS}bridge.js"></script>`,
  ].join('\n    ');

  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => Promise<boolean>} */
  const extra = async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.pathname === '/screens.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : current.text);
      return true;
    }
    if (!isPage(url.pathname)) return false;
    const { status, html } = await renderer.render({ manifest: current.doc, parts: current.parts, pathname: url.pathname, search: url.search });
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : html.replace('</head>', `  ${bridge}\n  </head>`));
    return true;
  };
  const handler = await createSiteHandler({ dist: out, extra, faults, log });
  return {
    handle: handler,
    setManifest,
    manifestText: () => current.text,
    close: () => renderer.close(),
  };
}

/**
 * Checks a manifest text as check-config does (written to a file of its own first): resolves to its problems.
 * @param {string} text
 * @param {string} config
 */
export async function checkManifestText(text, config) {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-preview-'));
  const candidate = path.join(dir, 'screens.json');
  try {
    await writeFile(candidate, text);
    return (await validateConfigFiles(defaultOptions({ screens: candidate, config }))).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
