// Releases: every build goes into a folder of its own beside the live name, and the live name (dist)
// is a symbolic link switched to it with one rename, so a server never sees half a build.
//
//   dist                      → dist-releases/<id>   (the live build: what servers serve)
//   dist-releases/<id>/       one finished build each, the newest KEEP of them kept
//   dist-releases/.staging-<id>/  a build being written (renamed to <id> when it is complete)
//
// A build also carries the hashed files (assets/) of the releases before it, as hard links: a page
// opened before a deploy still loads its lazy chunks, dictionaries and worker by their old names.
// A rollback points the link back at an earlier release and gives that release the newer one's
// assets the same way. docs/deployment.md › Deploying and rolling back.
import { randomBytes } from 'node:crypto';
import { copyFile, link, lstat, mkdir, readFile, readdir, realpath, rename, rm, rmdir, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How many finished releases are kept (the live one, and the ones before it for rollback and open pages). */
export const KEEP = Math.max(2, Number(process.env.BUILD_KEEP ?? 3) || 3);
/** A staging folder older than this is a build that died; it is removed. */
const STALE_STAGING_MS = 60 * 60 * 1000;
/** The file in each release that names it and lists its own hashed files. */
export const RELEASE_FILE = '.release.json';
const STAGING = '.staging-';

/**
 * A finished release, as listReleases gives it: its .release.json with its folder, and whether it is live.
 * @typedef {{ id: string, dir: string, builtAt: string, assets?: string[], carried?: number, adopted?: boolean, live: boolean }} Release
 */

/**
 * The folder that holds the releases of a live name: `dist` → `dist-releases`.
 * @type {(live: string) => string}
 */
export const releasesDir = (live) => path.join(path.dirname(path.resolve(live)), `${path.basename(path.resolve(live))}-releases`);

/** A new release's id: its start time (so ids sort by age) and a random part (two builds at once). */
function newId() {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/**
 * The folder a new build writes into; nothing serves it until publishRelease.
 * @param {string} live
 */
export async function stageRelease(live) {
  const id = newId();
  const dir = path.join(releasesDir(live), `${STAGING}${id}`);
  await mkdir(dir, { recursive: true });
  return { id, dir };
}

/**
 * Every file under `dir`, as paths relative to it with `/`.
 * @param {string} dir
 */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * @param {string} dir
 * @returns {Promise<Omit<Release, 'dir' | 'live'> | undefined>} its .release.json (as the build wrote it)
 */
async function readRelease(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, RELEASE_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The finished releases, oldest first: [{ id, dir, builtAt, assets, live }].
 * @param {string} live
 */
export async function listReleases(live) {
  const folder = releasesDir(live);
  const current = await liveRelease(live);
  const names = (await readdir(folder).catch(() => [])).filter((name) => !name.startsWith('.')).sort();
  /** @type {Release[]} */
  const releases = [];
  for (const name of names) {
    const dir = path.join(folder, name);
    const info = await readRelease(dir);
    if (!info) continue;
    releases.push({ ...info, id: name, dir, live: dir === current });
  }
  return releases;
}

/**
 * The release folder the live name points at (its real path), or undefined when there is none.
 * @param {string} live
 */
export async function liveRelease(live) {
  try {
    return await realpath(live);
  } catch {
    return undefined;
  }
}

/**
 * Hard-links (or copies, across file systems) the files of `from`'s assets/ that `to` lacks; returns how many.
 * @param {string} from
 * @param {string} to
 * @param {string[]} files
 */
async function carryAssets(from, to, files) {
  let carried = 0;
  for (const file of files) {
    const target = path.join(to, 'assets', file);
    if (
      await lstat(target).then(
        () => true,
        () => false,
      )
    )
      continue;
    const source = path.join(from, 'assets', file);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') continue;
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV' && /** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') throw error;
      await copyFile(source, target);
    }
    carried += 1;
  }
  return carried;
}

/**
 * Points `live` at `target` in one rename: a request sees the old release or the new one, never neither.
 * @param {string} live
 * @param {string} target
 */
async function switchLink(live, target) {
  const absolute = path.resolve(live);
  const next = path.join(path.dirname(absolute), `.${path.basename(absolute)}-link-${process.pid}-${randomBytes(3).toString('hex')}`);
  await symlink(path.relative(path.dirname(absolute), target), next);
  await rename(next, absolute);
}

/**
 * A live name that is a folder (a build from before releases, or an empty folder) becomes the first
 * release, so it can be rolled back to, and the link to it takes its place at once (the moment
 * between the two renames is the only one in which the name is missing, once); a folder that is not
 * a build is left alone, with a message.
 * @param {string} live
 */
async function adoptDirectory(live) {
  const info = await lstat(live).catch(() => undefined);
  if (!info?.isDirectory()) return;
  const entries = await readdir(live);
  if (entries.length === 0) return rmdir(live);
  if (!entries.includes('.build-stamp') && !entries.includes('index.html')) {
    throw new Error(`${live} is a folder that holds no build; move it away or build with another --out`);
  }
  const builtAt = new Date(info.mtimeMs).toISOString();
  const id = `${builtAt.replace(/[:.]/g, '-')}-adopted`;
  const dir = path.join(releasesDir(live), id);
  await mkdir(releasesDir(live), { recursive: true });
  await writeFile(
    path.join(live, RELEASE_FILE),
    `${JSON.stringify({ id, builtAt, assets: await filesUnder(path.join(live, 'assets')), adopted: true }, null, 2)}\n`,
  );
  await rename(live, dir);
  await switchLink(live, dir);
}

/**
 * Makes a staged build the live release: records its own hashed files, links in those of the
 * releases before it, renames it into place, switches the link and removes releases beyond KEEP.
 * Returns { id, dir, carried, previous }.
 * @param {string} live
 * @param {{ id: string, dir: string }} staged
 */
export async function publishRelease(live, staged) {
  const folder = releasesDir(live);
  await adoptDirectory(path.resolve(live));
  const own = await filesUnder(path.join(staged.dir, 'assets'));
  const earlier = (await listReleases(live)).reverse().slice(0, KEEP - 1);
  let carried = 0;
  for (const release of earlier) carried += await carryAssets(release.dir, staged.dir, release.assets ?? []);
  await writeFile(
    path.join(staged.dir, RELEASE_FILE),
    `${JSON.stringify({ id: staged.id, builtAt: new Date().toISOString(), assets: own, carried }, null, 2)}\n`,
  );
  const dir = path.join(folder, staged.id);
  await rename(staged.dir, dir);
  const previous = await liveRelease(live);
  await switchLink(live, dir);
  await prune(live);
  return { id: staged.id, dir, carried, previous: previous && path.basename(previous) };
}

/**
 * Points the live name at an earlier release (the one before the live one, or `to`), after giving
 * it the live release's hashed files, so pages opened on the newer build keep loading theirs.
 * Returns { from, to }.
 * @param {string} live
 * @param {string} [to]
 */
export async function rollback(live, to) {
  const releases = await listReleases(live);
  const current = releases.find((release) => release.live);
  if (!current) throw new Error(`${live} points at no release to roll back from`);
  const target = to ? releases.find((release) => release.id === to) : releases[releases.indexOf(current) - 1];
  if (!target)
    throw new Error(to ? `no release ${to} in ${releasesDir(live)} (npm run releases lists them)` : `no release before ${current.id} to roll back to`);
  if (target === current) throw new Error(`${target.id} is already live`);
  await carryAssets(current.dir, target.dir, current.assets ?? []);
  await switchLink(live, target.dir);
  return { from: current.id, to: target.id };
}

/**
 * Removes finished releases beyond the newest KEEP (never the live one) and staging folders of builds that died.
 * @param {string} live
 */
async function prune(live) {
  const folder = releasesDir(live);
  const current = await liveRelease(live);
  const releases = await listReleases(live);
  for (const release of releases.slice(0, Math.max(0, releases.length - KEEP))) {
    if (release.dir !== current) await rm(release.dir, { recursive: true, force: true });
  }
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(STAGING)) continue;
    const info = await stat(path.join(folder, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_STAGING_MS) await rm(path.join(folder, name), { recursive: true, force: true });
  }
}
