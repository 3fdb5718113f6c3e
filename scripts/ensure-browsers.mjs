// Finds the browsers the browser tests use — Chromium (its headless shell for the Playwright suites,
// the whole browser for the smoke suite in three engines and Lighthouse), Firefox ESR, and WebKitGTK's
// WebDriver with the X server it draws on (Xvfb) — and the CJK fonts their screenshots need; installs Debian's packages
// for what is missing when we may (root with apt-get), otherwise says exactly what to run. Never lets
// the browser tests be skipped.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium's headless shell, which the Playwright suites run in (playwright.config.ts says why). */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';

/** Each thing the tests need, where it is, and the Debian package that has it. */
const NEEDED = [
  { name: 'Chromium', file: chromium, packages: ['chromium'] },
  { name: 'Chromium’s headless shell', file: HEADLESS_SHELL, packages: ['chromium-headless-shell'] },
  { name: 'Firefox ESR', file: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', packages: ['firefox-esr'] },
  { name: 'WebKitGTK’s WebDriver and MiniBrowser', file: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'] },
  { name: 'Xvfb (WebKitGTK’s display)', file: '/usr/bin/Xvfb', packages: ['xvfb'] },
  { name: 'the Noto CJK fonts (Chinese in screenshots)', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', packages: ['fonts-noto-cjk'] },
];

const missing = () => NEEDED.filter(({ file }) => !existsSync(file));

/** Installs what is missing where we may; exits with what to run where we may not. Returns Chromium's path. */
export function ensureBrowsers() {
  const root = process.getuid?.() === 0;
  if (missing().length && root && existsSync('/usr/bin/apt-get')) {
    const packages = missing().flatMap((entry) => entry.packages);
    console.log(`Installing Debian's ${packages.join(', ')} with apt-get …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  }
  const still = missing();
  if (still.length) {
    console.error(
      `\n✖ The browser tests need ${still.map((entry) => `${entry.name} (${entry.file})`).join(', ')}, and it is not there.\n` +
        `  Install it with:   sudo apt-get update && sudo apt-get install -y ${still.flatMap((entry) => entry.packages).join(' ')}\n` +
        `  (CHROMIUM_PATH, CHROMIUM_HEADLESS_PATH and FIREFOX_PATH may point at a Chromium, its headless shell or Firefox installed elsewhere.)\n`,
    );
    process.exit(1);
  }
  return chromium;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) console.log(ensureBrowsers());
