// The studio started as its own process on a free port, for the scripts that drive it in a browser
// (scripts/studio-bench.mjs, scripts/studio-screenshots.mjs).
import { spawn } from 'node:child_process';

/**
 * Starts `npm run studio` on `file` and resolves, once it listens, to the address it printed and its process.
 * @param {string} root the project's folder
 * @param {string} file the screens.json it edits
 * @returns {Promise<{ url: string, studio: import('node:child_process').ChildProcess }>}
 */
export function startStudioProcess(root, file) {
  const studio = spawn(process.execPath, ['studio/studio.mjs', '--file', file, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    studio.stdout?.on('data', (chunk) => {
      out += chunk;
      const found = /Studio: (\S+)/.exec(out);
      if (found) resolve({ url: /** @type {string} */ (found[1]), studio });
    });
    studio.on('exit', (code) => reject(new Error(`the studio stopped (${code})`)));
  });
}
