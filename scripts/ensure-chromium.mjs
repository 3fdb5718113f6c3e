// Finds the Chromium the browser tests use; installs Debian's when it is missing and we may
// (root with apt-get), otherwise says exactly what to run. Never lets the browser tests be skipped.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @param {string} command */
function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function ensureChromium() {
  if (existsSync(path)) return path;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && has('apt-get')) {
    console.log(`Chromium not found at ${path}: installing Debian's chromium with apt-get …`);
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (existsSync(path)) return path;
  }
  console.error(
    `\n✖ The browser tests need Chromium at ${path}, and it is not there.\n` +
      `  Install it with:   sudo apt-get update && sudo apt-get install -y chromium\n` +
      `  or point CHROMIUM_PATH at an installed Chromium or Chrome.\n`,
  );
  process.exit(1);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) console.log(ensureChromium());
