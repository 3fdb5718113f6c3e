// The one file the studio writes: screens.json, at the path the studio was started with (never one
// a request names). A save is refused unless the text is valid (the same checks as check-config),
// and unless the file on disk is still the one the editor opened; it is written atomically (a
// temporary file beside it, then a rename), and the version it replaces is kept as
// `<file>.previous`. Every version saved is also kept in a history beside it
// (`.<name>.history/`), from which any version can be restored: a restore is a save of that
// version's text, refused and recorded as any save is.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{ id: string, savedAt: string, hash: string, bytes: number }} Version A saved version, as the history lists it. */
/**
 * What a save (or a restore) comes to: saved; refused because the file changed since `baseHash` (with
 * the file as it is now); refused because the text has problems; a restore of an unknown version.
 * @typedef {{ status: 'saved', hash: string } | { status: 'conflict', text: string, hash: string } | { status: 'invalid', problems: { file: string }[] }} SaveResult
 */

/** @type {(text: string) => string} */
export const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * How many versions the history keeps: the oldest are dropped beyond it. At the size of today's
 * screens.json (tens of KB) that is a few MB, and months of editing.
 */
export const HISTORY_LIMIT = 200;

/** A version's id: the time it was recorded (its name sorts by time) and the start of its hash. */
const VERSION_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}$/;
/** @type {(time: number, hash: string) => string} */
const idAt = (time, hash) => `${new Date(time).toISOString().replaceAll(':', '-')}-${hash.slice(0, 12)}`;
/** @type {(id: string) => number} */
const timeOf = (id) => Date.parse(`${id.slice(0, 10)}T${id.slice(11, 24).replaceAll('-', ':')}`);
// A name put in the folder by hand must also be a real time (not month 13).
/** @type {(id: unknown) => id is string} */
export const isVersionId = (id) => typeof id === 'string' && VERSION_ID.test(id) && Number.isFinite(timeOf(id));

/**
 * Writes `text` to a file that must not exist yet, flushed to the disk before it resolves.
 * @param {string} file
 * @param {string} text
 */
async function writeNew(file, text) {
  const handle = await open(file, 'wx', 0o644);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `text` to `target` atomically: a new temporary file beside it, flushed, then renamed.
 * @param {string} target
 * @param {string} text
 * @param {string} temporary
 */
async function writeAtomically(target, text, temporary) {
  try {
    await writeNew(temporary, text);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The versions of `file`, one file each in `<dir>/.<name>.history/<id>.json`.
 * @param {string} file
 */
function versionHistory(file) {
  const folder = path.join(path.dirname(file), `.${path.basename(file)}.history`);
  // A version's file never changes once written; its hash is read once (keyed by size and time,
  // should someone replace it by hand).
  /** @type {Map<string, string>} */
  const hashes = new Map();

  /** @returns {Promise<string[]>} */
  async function ids() {
    const names = await readdir(folder).catch((error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return names
      .filter((each) => each.endsWith('.json') && isVersionId(each.slice(0, -5)))
      .map((each) => each.slice(0, -5))
      .sort()
      .reverse();
  }

  const fileOf = (/** @type {string} */ id) => path.join(folder, `${id}.json`);

  /**
   * @param {string} id
   * @returns {Promise<Version>}
   */
  async function describe(id) {
    const info = await stat(fileOf(id));
    const key = `${id}:${info.size}:${info.mtimeMs}`;
    if (!hashes.has(key)) hashes.set(key, sha256(await readFile(fileOf(id), 'utf8')));
    return { id, savedAt: new Date(timeOf(id)).toISOString(), hash: /** @type {string} */ (hashes.get(key)), bytes: info.size };
  }

  /** The newest version ({ id, savedAt, hash, bytes }), or undefined when there is none. */
  async function newest() {
    const [id] = await ids();
    return id ? describe(id) : undefined;
  }

  /** Every version, newest first: [{ id, savedAt, hash, bytes }]. */
  async function list() {
    const found = await Promise.all((await ids()).map((id) => describe(id).catch(() => undefined)));
    return /** @type {Version[]} */ (found.filter(Boolean));
  }

  /**
   * One version with its text, or undefined: `id` is checked against the pattern, never taken as a path.
   * @param {unknown} id
   */
  async function get(id) {
    if (!isVersionId(id)) return undefined;
    try {
      const text = await readFile(fileOf(id), 'utf8');
      return { id, savedAt: new Date(timeOf(id)).toISOString(), hash: sha256(text), text };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * Records `text` as the newest version, at `time` or just after the newest one (so names stay
   * unique and in order), unless it is the newest already. Drops the oldest beyond the limit.
   * @param {string} text
   * @param {number} [time]
   */
  async function record(text, time = Date.now()) {
    const hash = sha256(text);
    const last = await newest();
    if (last?.hash === hash) return;
    const id = idAt(Math.max(time, last ? timeOf(last.id) + 1 : 0), hash);
    await mkdir(folder, { recursive: true });
    await writeAtomically(fileOf(id), text, path.join(folder, `.${id}.${process.pid}.tmp`));
    for (const old of (await ids()).slice(HISTORY_LIMIT)) await rm(fileOf(old), { force: true });
  }

  return { folder, list, get, record, newest };
}

/**
 * @param {{ file: string, validate: (tmpFile: string) => Promise<Array<{file: string}>> }} options
 *   `validate` checks a file on disk as check-config does and returns its problems.
 */
export function screensFile({ file, validate }) {
  const name = path.basename(file);
  const previous = `${file}.previous`;
  const versions = versionHistory(file);
  // Saves run one after the other: two at once must not both pass the conflict check.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  async function read() {
    const text = await readFile(file, 'utf8');
    return { text, hash: sha256(text) };
  }

  /**
   * Keeps the version just written, and the one it replaced when the history does not end with it.
   * @param {string} replaced
   * @param {number} replacedAt
   * @param {string} text
   */
  async function remember(replaced, replacedAt, text) {
    try {
      // The first save (or one after the file was changed outside the studio): the replaced
      // version is kept too, at the time it was written, so that it can be restored.
      if ((await versions.newest())?.hash !== sha256(replaced)) await versions.record(replaced, Math.min(replacedAt, Date.now()));
      await versions.record(text);
    } catch (error) {
      // The file is saved; a history that could not be written must not make it look otherwise.
      console.error(`The studio saved ${name} but could not add it to ${versions.folder}:`, error);
    }
  }

  /**
   * Saves `text` if the file on disk still has `baseHash`. Resolves to
   * { status: 'saved', hash } | { status: 'conflict', text, hash } | { status: 'invalid', problems }.
   * @param {{ text: string, baseHash: string }} request
   * @returns {Promise<SaveResult>}
   */
  async function save({ text, baseHash }) {
    const run = queue.then(
      /** @returns {Promise<SaveResult>} */ async () => {
        const current = await read();
        if (current.hash !== baseHash) return { status: 'conflict', text: current.text, hash: current.hash };
        const temporary = path.join(path.dirname(file), `.${name}.studio-${process.pid}-${Date.now()}.tmp`);
        try {
          await writeNew(temporary, text);
          // The exact bytes about to be written are what is checked.
          const problems = await validate(temporary);
          if (problems.length) return { status: 'invalid', problems: problems.map((problem) => ({ ...problem, file: name })) };
          const replacedAt = (await stat(file)).mtimeMs;
          await copyFile(file, previous);
          await rename(temporary, file);
          await remember(current.text, replacedAt, text);
          return { status: 'saved', hash: sha256(text) };
        } finally {
          await rm(temporary, { force: true });
        }
      },
    );
    queue = run.catch(() => undefined);
    return run;
  }

  /** The saved versions, newest first: [{ id, savedAt (ISO), hash, bytes }]. */
  const history = () => versions.list();

  /** One saved version with its text ({ id, savedAt, hash, text }), or undefined for an unknown id. */
  const version = (/** @type {unknown} */ id) => versions.get(id);

  /**
   * Saves a version's text again, as `save` does (checked, refused when the file changed since
   * `baseHash`, recorded). Resolves to what `save` does, or { status: 'unknown' } for an unknown id.
   * @param {{ id: string, baseHash: string }} request
   * @returns {Promise<SaveResult | { status: 'unknown' }>}
   */
  async function restore({ id, baseHash }) {
    const chosen = await versions.get(id);
    if (!chosen) return { status: 'unknown' };
    return save({ text: chosen.text, baseHash });
  }

  return { file, previous, read, save, history, version, restore };
}
