// The three browser engines visitors use, each driven by a client that speaks to the browser Debian
// ships (Playwright's own builds cannot be downloaded here), behind one small interface the smoke
// suite (smoke.spec.ts) and the benchmark (bench/engines.mjs) share:
//
// - Chromium (/usr/bin/chromium) and Firefox (/usr/bin/firefox-esr): puppeteer-core — the Chrome
//   DevTools Protocol for Chromium, WebDriver BiDi for Firefox, which speaks it natively (no
//   geckodriver, which Debian does not package).
// - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (webkit2gtk-driver), WebDriver classic,
//   with selenium-webdriver, under an Xvfb display of its own. WebDriver classic has no console and
//   no script run before the page's own, so the site is reached through a proxy (site-proxy.ts) that
//   puts such scripts at the top of each page: watch-problems.js records the console's failures.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, By, error as seleniumError } from 'selenium-webdriver';
import { startSiteProxy } from './site-proxy.mjs';

/** @typedef {'chromium' | 'firefox' | 'webkit'} EngineName */
/** @type {readonly EngineName[]} */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/**
 * Where each engine is, and the Debian package that has it.
 * @type {Record<EngineName, { path: string, packages: string[] }>}
 */
export const ENGINE_BINARIES = {
  chromium: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', packages: ['chromium'] },
  firefox: { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', packages: ['firefox-esr'] },
  webkit: { path: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver', 'xvfb'] },
};

const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].find((file) =>
  existsSync(file),
);

const WATCH_PROBLEMS = readFileSync(path.join(import.meta.dirname, 'watch-problems.js'), 'utf8');

/**
 * A page in one engine: what the suite and the benchmark do with it, the same in each.
 * @typedef {object} EnginePage
 * @property {EngineName} engine
 * @property {string} version The browser's own name and version, as it reports it.
 * @property {string} base The site's address as this engine reaches it (WebKit's goes through the proxy).
 * @property {string} downloads The folder the engine saves downloads into.
 * @property {(address: string) => Promise<void>} goto Opens an address (absolute, or a path on the site) and waits for its load event.
 * @property {<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A) => Promise<T>} evaluate Runs `fn` in the page with JSON arguments and returns its JSON result (awaited).
 * @property {(selector: string) => Promise<void>} click A real click on the first element `selector` matches.
 * @property {(selector: string) => Promise<void>} hover Moves the pointer over the middle of the first element `selector` matches.
 * @property {(selector: string, text: string) => Promise<void>} type Types into the first element `selector` matches.
 * @property {(width: number, height: number) => Promise<void>} setSize The viewport's size in CSS pixels (WebKit: its window's).
 * @property {(file: string) => Promise<void>} screenshot
 * @property {() => Promise<string[]>} takeProblems The console's failures since the last call (each page's, as it is left).
 * @property {() => Promise<void>} close
 */

/** A free TCP port on the loopback. */
/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Run in the page: scrolls the element to the middle of the window, then waits until it stays where
 * it is for two frames in a row (a section waking as it nears the window can still move it), up to
 * five seconds — what Playwright checks before it clicks ("stable").
 * @param {Element} element
 * @returns {Promise<void>}
 */
function bringToRest(element) {
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const place = () => JSON.stringify(element.getBoundingClientRect());
  const until = performance.now() + 5000;
  return (async () => {
    let last = place();
    let still = 0;
    while (still < 2 && performance.now() < until) {
      await frame();
      const now = place();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  })();
}

/** @type {(base: string, address: string) => string} */
const absolute = (base, address) => (/^https?:/.test(address) ? address : `${base}${address}`);

/**
 * Chromium and Firefox, through puppeteer-core.
 * @param {'chromium' | 'firefox'} engine
 * @param {string} site
 * @param {string[]} initScripts
 * @returns {Promise<EnginePage>}
 */
async function openPuppeteer(engine, site, initScripts) {
  const downloads = mkdtempSync(path.join(os.tmpdir(), `engine-${engine}-downloads-`));
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: ENGINE_BINARIES.firefox.path,
          headless: true,
          extraPrefsFirefox: {
            // Downloads saved at once into the folder, a PDF too (not opened in Firefox's viewer).
            'browser.download.folderList': 2,
            'browser.download.dir': downloads,
            'browser.download.useDownloadDir': true,
            'browser.download.always_ask_before_handling_new_types': false,
            'browser.helperApps.neverAsk.saveToDisk': 'text/csv,application/pdf,application/octet-stream',
            'pdfjs.disabled': true,
          },
        })
      : await puppeteer.launch({
          executablePath: ENGINE_BINARIES.chromium.path,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        });
  const page = await browser.newPage();
  if (engine === 'chromium') {
    const session = await page.createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  }
  /** @type {string[]} */
  let problems = [];
  // An error logged is told by its arguments, errors by their name and message (the text of a
  // message whose argument is an Error says only "JSHandle@error" in Firefox).
  /** @type {Promise<void>[]} */
  let pending = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const told = Promise.all(
      message.args().map((arg) => arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))).catch(() => '?')),
    ).then(
      (parts) => void problems.push(`console: ${parts.length ? parts.join(' ') : message.text()}`),
      () => void problems.push(`console: ${message.text()}`),
    );
    pending.push(told);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  for (const source of initScripts) await page.evaluateOnNewDocument(source);
  return {
    engine,
    version: await browser.version(),
    base: site,
    downloads,
    goto: async (address) => {
      try {
        await page.goto(absolute(site, address), { waitUntil: 'load', timeout: 60_000 });
      } catch (error) {
        // Firefox's BiDi at times reports a navigation from one query of a page to another of the same
        // path as aborted (NS_BINDING_ABORTED) while the new one goes on: asked again, it loads.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await page.goto(absolute(site, address), { waitUntil: 'load', timeout: 60_000 });
      }
    },
    evaluate: (fn, ...args) => page.evaluate(/** @type {any} */ (fn), ...args),
    // In the middle of the window and at rest first: a click at the edge, or on a target still
    // moving, lands wherever the page has moved it to.
    click: async (selector) => {
      await page.$eval(selector, bringToRest);
      await page.click(selector);
    },
    hover: (selector) => page.hover(selector),
    type: (selector, text) => page.type(selector, text),
    setSize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (file) => void (await page.screenshot({ path: /** @type {`${string}.png`} */ (file) })),
    takeProblems: async () => {
      await Promise.all(pending);
      pending = [];
      const taken = problems;
      problems = [];
      return taken;
    },
    close: async () => {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

/**
 * An X display of its own for WebKitGTK (Xvfb), and its number.
 * @returns {Promise<{ display: string, process: import('node:child_process').ChildProcess }>}
 */
async function startDisplay() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  /** @type {string} */
  const display = await new Promise((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (/** @type {Buffer} */ chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}) before it gave a display`)));
  });
  return { display, process: xvfb };
}

/**
 * GTK's style for MiniBrowser's window: its header bar's widgets may shrink, so the window (and the
 * page) can be as narrow as a phone's 390 CSS pixels (its address field otherwise holds it at 447).
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }\n';

/**
 * WebKit: MiniBrowser through WebKitWebDriver and selenium-webdriver, the site through the proxy.
 * @param {string} site
 * @param {string[]} initScripts
 * @returns {Promise<EnginePage>}
 */
async function openWebKit(site, initScripts) {
  if (!MINIBROWSER) throw new Error('WebKitGTK’s MiniBrowser is not installed (apt-get install webkit2gtk-driver)');
  const home = mkdtempSync(path.join(os.tmpdir(), 'engine-webkit-'));
  const downloads = path.join(home, 'Downloads');
  mkdirSync(path.join(home, '.config', 'gtk-3.0'), { recursive: true });
  mkdirSync(downloads);
  writeFileSync(path.join(home, '.config', 'gtk-3.0', 'gtk.css'), GTK_CSS);
  writeFileSync(path.join(home, '.config', 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const { display, process: xvfb } = await startDisplay();
  const proxy = await startSiteProxy(site, [WATCH_PROBLEMS, ...initScripts]);
  const port = await freePort();
  const env = { ...process.env, DISPLAY: display, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), XDG_DOWNLOAD_DIR: downloads };
  const driverProcess = spawn(ENGINE_BINARIES.webkit.path, [`--port=${port}`], { env, stdio: 'ignore' });
  const stop = async () => {
    driverProcess.kill();
    xvfb.kill();
    await proxy.close();
    rmSync(home, { recursive: true, force: true });
  };
  /** @type {import('selenium-webdriver').WebDriver} */
  let driver;
  try {
    driver = await startSession(port);
  } catch (error) {
    await stop();
    throw error;
  }
  const capabilities = await driver.getCapabilities();
  /** @type {string[]} */
  let problems = [];
  /** What the page's watcher saw, taken before the page is left (its window goes with it). */
  const harvest = async () => {
    try {
      const seen = /** @type {string[]} */ (await driver.executeScript('return (window.__engineProblems || []).splice(0)'));
      problems.push(...seen);
    } catch {
      // A page still loading, or gone: nothing to take.
    }
  };
  return {
    engine: 'webkit',
    version: `${capabilities.getBrowserName()} ${capabilities.getBrowserVersion()} (WebKitGTK)`,
    base: proxy.base,
    downloads,
    goto: async (address) => {
      await harvest();
      await driver.get(absolute(proxy.base, address));
    },
    evaluate: async (fn, ...args) => driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args),
    // As Playwright waits for a target that is at rest and receives the click: a page that is still
    // settling (a section growing above, a dialog opening) is given the time to, then clicked.
    click: async (selector) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const element = await driver.findElement(By.css(selector));
        await driver.executeAsyncScript(`(${bringToRest})(arguments[0]).then(arguments[arguments.length - 1])`, element);
        try {
          return void (await element.click());
        } catch (error) {
          if (!(error instanceof seleniumError.ElementClickInterceptedError) || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
    hover: async (selector) =>
      driver
        .actions()
        .move({ origin: await driver.findElement(By.css(selector)) })
        .perform(),
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    // The window's size is the page's in width; in height it also holds the header bar.
    setSize: async (width, height) => void (await driver.manage().window().setRect({ width, height })),
    screenshot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64')),
    takeProblems: async () => {
      await harvest();
      const taken = problems;
      problems = [];
      return taken;
    },
    close: async () => {
      await driver.quit().catch(() => undefined);
      await stop();
    },
  };
}

/**
 * A WebDriver session with MiniBrowser, once WebKitWebDriver listens.
 * @param {number} port
 * @returns {Promise<import('selenium-webdriver').WebDriver>}
 */
async function startSession(port) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // Safari's defaults where MiniBrowser has them: Intelligent Tracking Prevention, no third-party cookies.
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--enable-itp', '--cookies-policy=no-third-party'] },
        })
        .build();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Opens a page in `engine` on the site at `site` (http://host:port), with `initScripts` run before
 * each page's own scripts.
 * @param {EngineName} engine
 * @param {string} site
 * @param {string[]} [initScripts]
 * @returns {Promise<EnginePage>}
 */
export function openEngine(engine, site, initScripts = []) {
  return engine === 'webkit' ? openWebKit(site, initScripts) : openPuppeteer(engine, site, initScripts);
}

/**
 * Why an engine cannot run here (its browser is missing), or undefined when it can.
 * @param {EngineName} engine
 * @returns {string | undefined}
 */
export function engineMissing(engine) {
  const { path: binary, packages } = ENGINE_BINARIES[engine];
  if (!existsSync(binary)) return `${binary} is missing: apt-get install -y ${packages.join(' ')}`;
  if (engine === 'webkit' && !MINIBROWSER) return `WebKitGTK's MiniBrowser is missing: apt-get install -y webkit2gtk-driver`;
  return undefined;
}
