// Releases made from others without a whole build (build.mjs --merge, --funds, --update), each staged
// beside the live one and switched to in one rename (scripts/lib/releases.mjs) like a build:
//
//   mergeShards    the release of shards (`--shard i/n`), each a whole build of the same sources that
//                  drew its share of the funds' pages: shard 1's files, the others' pages, one sitemap
//   refreshFunds   the live release with the pages of the funds named drawn again (their data changed)
//   updateScreens  the live release with the pages of the screens screens.json changes drawn again
//
// A release made from the live one starts as hard links to its files (nothing copied), and every file
// it changes is written beside and renamed over its link, so the live release is never written to.
import { createHash, randomBytes } from 'node:crypto';
import { cp, link, mkdir, readFile, readdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { qualityFor, writeCompressed } from './compress.mjs';
import { LANGUAGE_PREFIX } from './page-files.mjs';
import { RENDER_DIR, fundJobs, pageKey, releasePages, sitemapAndRobots, sortPages } from './prerender.mjs';
import { RELEASE_FILE, publishRelease, stageRelease } from './releases.mjs';

/** @typedef {import('../../src/manifest/screens.gen.ts').ScreenManifest} ScreenManifest */
/** @typedef {import('./prerender.mjs').RenderContext} RenderContext */
/** @typedef {import('./prerender.mjs').PageKey} PageKey */
/** @typedef {import('./prerender-worker.mjs').Job} Job */

/** The site's languages, as its addresses have them. */
const LANGUAGES = /** @type {import('./prerender.mjs').Language[]} */ (Object.keys(LANGUAGE_PREFIX));

/**
 * Every file under `dir`, as paths relative to it with `/`.
 * @param {string} dir
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Writes a file of a release being made: beside it, then renamed over it (over a hard link to the
 * live release's file too, which stays as it was).
 * @param {string} file
 * @param {string | Buffer} data
 */
async function replaceFile(file, data) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Writes a text file of a release with its compressed copies, each by a rename: brotli's quality as the
 * build's (scripts/lib/compress.mjs).
 * @param {string} dir the release
 * @param {string} file relative to it, with `/`
 * @param {string | Buffer} data
 */
async function replaceWithCopies(dir, file, data) {
  const buffer = Buffer.from(data);
  const target = path.join(dir, file);
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeCompressed(temporary, buffer, qualityFor(file));
  for (const extension of ['.br', '.gz']) await rename(`${temporary}${extension}`, `${target}${extension}`);
  await replaceFile(target, buffer);
}

/** @type {(dir: string) => Promise<RenderContext>} */
const readContext = async (dir) => JSON.parse(await readFile(path.join(dir, RENDER_DIR, 'context.json'), 'utf8'));
/** @type {(dir: string) => Promise<ScreenManifest>} */
const readManifest = async (dir) => JSON.parse(await readFile(path.join(dir, 'screens.json'), 'utf8'));

/**
 * The sitemap and robots.txt of a release made from another, written again with their compressed
 * copies where they changed (a fund's addresses sit together in one file: a fund's refresh rewrites
 * that file alone); a file of the sitemap no longer written is removed.
 * @param {string} dir
 * @param {ScreenManifest} manifest
 * @param {RenderContext} context
 */
async function rewriteSitemap(dir, manifest, context) {
  const files = sitemapAndRobots(manifest, context);
  const written = new Set(files.map(([name]) => name));
  for (const name of await readdir(dir)) {
    const base = /^(sitemap(?:-\d+)?\.xml)(?:\.br|\.gz)?$/.exec(name)?.[1];
    if (base && !written.has(base)) await rm(path.join(dir, name));
  }
  for (const [name, text] of files) {
    if ((await readFile(path.join(dir, name), 'utf8').catch(() => undefined)) !== text) await replaceWithCopies(dir, name, text);
  }
}

/**
 * A new release staged from the live one: every file a hard link to the live release's.
 * @param {string} live
 */
async function stageFromLive(live) {
  const from = await realpath(live).catch(() => {
    throw new Error(`${live} is not a build: build the site first (npm run build)`);
  });
  const staged = await stageRelease(live);
  for (const file of await filesUnder(from)) {
    if (file === RELEASE_FILE) continue;
    await mkdir(path.dirname(path.join(staged.dir, file)), { recursive: true });
    await link(path.join(from, file), path.join(staged.dir, file));
  }
  return { from, staged };
}

/**
 * Runs `make` on a release staged from the live one and publishes it; removes it when `make` fails.
 * @template T
 * @param {string} live
 * @param {(from: string, dir: string) => Promise<T>} make
 */
async function fromLive(live, make) {
  const { from, staged } = await stageFromLive(live);
  try {
    const result = await make(from, staged.dir);
    return { ...result, release: await publishRelease(live, staged) };
  } catch (error) {
    await rm(staged.dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Draws pages into a release (releasePages); any page that cannot be drawn fails the whole.
 * @param {string} dir
 * @param {ScreenManifest} manifest
 * @param {() => Promise<string>} api
 */
function strictPages(dir, manifest, api) {
  /** @type {string[]} */
  const failures = [];
  const pages = releasePages({ dir, manifest, api, log: (line) => failures.push(line) });
  return {
    /** @param {Job} job */
    async draw(job) {
      const file = await pages.draw(job);
      if (failures.length) throw new Error(failures.join('\n'));
      return file;
    },
  };
}

/**
 * The files of a fund's pages in a release (under pages/<language>/<route>/[<tab>/]<code>.html and copies).
 * @param {string[]} files
 * @param {Set<string>} codes
 */
const filesOfFunds = (files, codes) =>
  files.filter((file) => {
    const match = /^pages\/[^/]+\/[^/]+\/(?:[^/]+\/)?([^/]+)\.html(?:\.br|\.gz)?$/.exec(file);
    return match !== null && codes.has(/** @type {string} */ (match[1]));
  });

/**
 * Makes the release of the shards' folders (each a `--shard i/n` build of the same sources): shard 1's
 * files, every other shard's pages, and one sitemap of all their pages. Shards whose shared files
 * differ (built from other sources, or another screens.json) are refused, naming the file.
 * @param {string} live
 * @param {string[]} shards
 */
export async function mergeShards(live, shards) {
  if (shards.length === 0) throw new Error('--merge: name the shards’ folders (each built with --shard i/n)');
  const contexts = await Promise.all(
    shards.map((dir) => readContext(dir).catch(() => Promise.reject(new Error(`${dir} is not a shard's build (no ${RENDER_DIR}/context.json)`)))),
  );
  const [first] = shards;
  const manifestText = await readFile(path.join(/** @type {string} */ (first), 'screens.json'), 'utf8');
  for (const [index, dir] of shards.entries()) {
    for (const file of ['screens.json', 'config.json', `${RENDER_DIR}/renderer.mjs`])
      if (!(await readFile(path.join(dir, file))).equals(await readFile(path.join(/** @type {string} */ (first), file))))
        throw new Error(`${dir}: its ${file} is not ${first}'s: the shards were built from other sources`);
    if (!isDeepStrictEqual(contexts[index]?.parts, contexts[0]?.parts))
      throw new Error(`${dir}: its pages' document is not ${first}'s: the shards were built from other sources`);
  }
  const staged = await stageRelease(live);
  try {
    await cp(/** @type {string} */ (first), staged.dir, { recursive: true });
    for (const dir of shards.slice(1)) {
      for (const file of await filesUnder(path.join(dir, 'pages'))) {
        const target = path.join(staged.dir, 'pages', file);
        await mkdir(path.dirname(target), { recursive: true });
        await cp(path.join(dir, 'pages', file), target, { force: false, errorOnExist: false });
      }
    }
    const manifest = /** @type {ScreenManifest} */ (JSON.parse(manifestText));
    /** @type {Map<string, PageKey>} */
    const pages = new Map();
    for (const context of contexts) for (const key of context.pages) pages.set(JSON.stringify(key), key);
    /** @type {RenderContext} */
    const context = { .../** @type {RenderContext} */ (contexts[0]), fundPages: 'all', pages: sortPages(manifest, [...pages.values()]) };
    await writeFile(path.join(staged.dir, RENDER_DIR, 'context.json'), JSON.stringify(context));
    await rewriteSitemap(staged.dir, manifest, context);
    // The byte budgets' metafile names the files as served: under the live name, not shard 1's folder.
    const metafile = path.join(staged.dir, '.metafile.json');
    const relative = (/** @type {string} */ dir) => `"${path.relative(process.cwd(), dir).split(path.sep).join('/')}/`;
    await writeFile(
      metafile,
      (await readFile(metafile, 'utf8')).replaceAll(relative(path.resolve(/** @type {string} */ (first))), relative(path.resolve(live))),
    );
    return { pages: context.pages.length, release: await publishRelease(live, staged) };
  } catch (error) {
    await rm(staged.dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A release from the live one with every page of the funds named drawn again, and its sitemap's
 * entries for them (a tab their data now hides, a fund gone); the other files stay as they are.
 * @param {string} live
 * @param {string[]} codes
 * @param {() => Promise<string>} api
 */
export function refreshFunds(live, codes, api) {
  return fromLive(live, async (from, dir) => {
    const manifest = await readManifest(from);
    const context = await readContext(from);
    const named = new Set(codes);
    for (const file of filesOfFunds(await filesUnder(dir), named)) await rm(path.join(dir, file));
    const pages = strictPages(dir, manifest, api);
    /** @type {PageKey[]} */
    const drawn = [];
    for (const [screen, { subject }] of manifest.screens.entries()) {
      if (!subject) continue;
      for (const language of LANGUAGES)
        for (const code of codes)
          for (const job of fundJobs(manifest, screen, language, code)) if (await pages.draw(job)) drawn.push(pageKey(screen, language, code, job.tab));
    }
    // The same pages as before (the usual refresh: new figures, no tab shown or hidden): the list and
    // the sitemap stay as they are (at 10,000 funds, writing the sitemap again is most of the time).
    const before = context.pages.filter(([, , code]) => code !== undefined && named.has(code));
    if (JSON.stringify(sortPages(manifest, before)) === JSON.stringify(sortPages(manifest, drawn))) return { pages: drawn.length };
    /** @type {RenderContext} */
    const next = { ...context, pages: sortPages(manifest, [...context.pages.filter(([, , code]) => code === undefined || !named.has(code)), ...drawn]) };
    await replaceFile(path.join(dir, RENDER_DIR, 'context.json'), JSON.stringify(next));
    await rewriteSitemap(dir, manifest, next);
    return { pages: drawn.length };
  });
}

/**
 * Which screens a new manifest changes, against the release's: those whose own part differs.
 * Undefined when it changes more than their pages: the site's own part (its name, navigation, footer,
 * which every page shows), or screens added, removed, moved or given another route, fund, or tabs.
 * @param {ScreenManifest} before
 * @param {ScreenManifest} after
 */
export function touchedScreens(before, after) {
  const { screens: beforeScreens, ...beforeSite } = before;
  const { screens: afterScreens, ...afterSite } = after;
  if (beforeScreens.length !== afterScreens.length || !isDeepStrictEqual(beforeSite, afterSite)) return undefined;
  /** @type {(screen: ScreenManifest['screens'][number]) => unknown} */
  const shape = (screen) => [screen.route, screen.subject, screen.tabs?.map((tab) => [tab.id, tab.visible])];
  if (beforeScreens.some((screen, index) => !isDeepStrictEqual(shape(screen), shape(/** @type {ScreenManifest['screens'][number]} */ (afterScreens[index])))))
    return undefined;
  return new Set(afterScreens.flatMap((screen, index) => (isDeepStrictEqual(screen, beforeScreens[index]) ? [] : [index])));
}

/** @type {(text: string) => string} */
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * A release from the live one for a new screens.json (already validated) that changes labels, sections
 * or columns of some screens: their pages drawn again (their funds' pages: left to their next
 * request), every other page given the new manifest's fingerprint (the browser hydrates a page only
 * with the very manifest it was drawn from), and the new screens.json. Throws when the change needs
 * a whole build (touchedScreens).
 * @param {string} live
 * @param {ScreenManifest} manifest
 * @param {() => Promise<string>} api
 */
export function updateScreens(live, manifest, api) {
  return fromLive(live, async (from, dir) => {
    const before = await readManifest(from);
    const touched = touchedScreens(before, manifest);
    if (!touched)
      throw new Error(
        "screens.json changes more than some screens' contents (the site's name, navigation or footer; screens added, removed, moved, re-routed, or their funds or tabs): run a whole build (npm run build)",
      );
    const [beforeHash, afterHash] = [sha256(await readFile(path.join(from, 'screens.json'), 'utf8')), sha256(JSON.stringify(manifest))];
    // The document of the pages drawn from now on names the new manifest too.
    const contextFile = path.join(dir, RENDER_DIR, 'context.json');
    await replaceFile(contextFile, (await readFile(contextFile, 'utf8')).replaceAll(beforeHash, afterHash));
    const routes = new Map(manifest.screens.map((screen, index) => [screen.route.slice(1), index]));
    const pages = strictPages(dir, manifest, api);
    let redrawn = 0;
    let patched = 0;
    for (const file of await filesUnder(dir)) {
      if (!file.endsWith('.html')) continue;
      const match = /^pages\/[^/]+\/([^/.]+)(\/|\.html$)/.exec(file);
      const screen = match ? routes.get(/** @type {string} */ (match[1])) : undefined;
      if (screen !== undefined && touched.has(screen)) {
        // A fund's page of a screen changed: drawn again on its next request. The screen's own: below.
        for (const each of [file, `${file}.br`, `${file}.gz`]) await rm(path.join(dir, each), { force: true });
        continue;
      }
      const html = await readFile(path.join(dir, file), 'utf8');
      if (!html.includes(beforeHash)) continue;
      await replaceWithCopies(dir, file, html.replaceAll(beforeHash, afterHash));
      patched += 1;
    }
    for (const screen of touched) {
      for (const language of LANGUAGES) {
        await pages.draw({ screen, language });
        redrawn += 1;
      }
    }
    await replaceWithCopies(dir, 'screens.json', JSON.stringify(manifest));
    return { touched: [...touched].map((index) => manifest.screens[index]?.route), redrawn, patched };
  });
}
