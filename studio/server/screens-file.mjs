// The one file the studio writes: screens.json, at the path the studio was started with (never one
// a request names). A save is refused unless the text is valid (the same checks as check-config),
// and unless the file on disk is still the one the editor opened; it is written atomically (a
// temporary file beside it, then a rename), and the version it replaces is kept as
// `<file>.previous`.
import { createHash } from 'node:crypto';
import { copyFile, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * @param {{ file: string, validate: (tmpFile: string) => Promise<Array<{file: string}>> }} options
 *   `validate` checks a file on disk as check-config does and returns its problems.
 */
export function screensFile({ file, validate }) {
  const name = path.basename(file);
  const previous = `${file}.previous`;
  // Saves run one after the other: two at once must not both pass the conflict check.
  let queue = Promise.resolve();

  async function read() {
    const text = await readFile(file, 'utf8');
    return { text, hash: sha256(text) };
  }

  /**
   * Saves `text` if the file on disk still has `baseHash`. Resolves to
   * { status: 'saved', hash } | { status: 'conflict', text, hash } | { status: 'invalid', problems }.
   */
  async function save({ text, baseHash }) {
    const run = queue.then(async () => {
      const current = await read();
      if (current.hash !== baseHash) return { status: 'conflict', text: current.text, hash: current.hash };
      const temporary = path.join(path.dirname(file), `.${name}.studio-${process.pid}-${Date.now()}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o644);
        try {
          await handle.writeFile(text, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        // The exact bytes about to be written are what is checked.
        const problems = await validate(temporary);
        if (problems.length) return { status: 'invalid', problems: problems.map((problem) => ({ ...problem, file: name })) };
        await copyFile(file, previous);
        await rename(temporary, file);
        return { status: 'saved', hash: sha256(text) };
      } finally {
        await rm(temporary, { force: true });
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return { file, previous, read, save };
}
