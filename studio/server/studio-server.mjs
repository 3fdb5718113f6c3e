// The studio's HTTP server. It serves, on one origin:
//   /__studio/            the studio's page, its code (/__studio/assets/), the file (GET /__studio/file),
//                         the one write (POST /__studio/save) and the manifest the preview draws
//                         (POST /__studio/preview)
//   everything else       the preview, which is the site: its build served by the site's own handler,
//                         the demo API when config.json names a path on this origin (as `npm start`
//                         does), and each page drawn from the manifest being edited (preview-site.mjs)
import http from 'node:http';
import path from 'node:path';
import { validateConfigFiles, defaultOptions } from '../../build.mjs';
import { bundleStudio } from './bundle.mjs';
import { studioPage } from './pages.mjs';
import { checkManifestText, startPreview } from './preview-site.mjs';
import { screensFile } from './screens-file.mjs';
import { Refusal, TOKEN_COOKIE, allowedHosts, checkRequest, checkWrite, isLoopback, readBody } from './guard.mjs';

const STUDIO = '/__studio';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body text or bytes as they are, anything else as JSON
 * @param {string} [type]
 */
function send(res, status, body, type = 'application/json; charset=utf-8') {
  const bytes = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(bytes);
}

/**
 * The studio's page may be framed by the studio alone; scripts come from this origin only.
 * @param {ServerResponse} res
 */
function setHeaders(res) {
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * Where the studio keeps its build of the site for the preview: beside dist/, at the same depth, so
 * that its hashed files (whose source maps name the sources relative to them) are dist's very files.
 * @type {(root: string) => string}
 */
export const PREVIEW_OUT = (root) => path.join(root, '.studio-site');

/**
 * Starts the studio. `file`: the screens.json it edits (fixed for its whole run). Resolves to
 * { url, server, close() } once it listens.
 * @param {{ root: string, file: string, config?: string, host?: string, port?: number, token?: string, out?: string, log?: (line: string) => void }} options
 */
export async function startStudio({
  root,
  file,
  config = defaultOptions().config,
  host = '127.0.0.1',
  port = 4310,
  token,
  out = PREVIEW_OUT(root),
  log = console.log,
}) {
  if (!isLoopback(host) && !token)
    throw new Error(`The studio listens on ${host} only with a token (--token or STUDIO_TOKEN): anyone who can reach it could change the site`);
  const [assets, preview] = await Promise.all([bundleStudio(root), startPreview({ root, out, file, config, faults: process.env.DEMO_FAULTS === 'on', log })]);
  const screens = screensFile({
    file,
    validate: async (candidate) => (await validateConfigFiles(defaultOptions({ screens: candidate, config }))).problems,
  });
  /** @type {Set<string>} the host names it answers as: known once it listens */
  let hosts;

  /**
   * The body of one of the studio's writes (`what`: how its refusals name it): a POST from the
   * studio's own page (checkWrite), of JSON. Resolves to { text, body } (the text, and it parsed).
   * @param {IncomingMessage} req
   * @param {string} what
   * @returns {Promise<{ text: string, body: any }>} `body`: the JSON sent, whatever it holds (checked by each route)
   */
  async function writeBody(req, what) {
    if (req.method !== 'POST') throw new Refusal(405, `${what} is sent with a POST`);
    checkWrite(req, { hosts });
    const text = await readBody(req);
    try {
      return { text, body: JSON.parse(text) };
    } catch {
      throw new Refusal(400, `${what} is sent as JSON`);
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  async function handleStudio(req, res, url) {
    const route = url.pathname.slice(STUDIO.length) || '/';
    if (req.method === 'GET' && route === '/') return send(res, 200, studioPage(), 'text/html; charset=utf-8');
    if (req.method === 'GET' && route === '/file') {
      const { text, hash } = await screens.read();
      return send(res, 200, { text, hash, name: path.basename(file), path: path.relative(process.cwd(), file) || file });
    }
    // The manifest the preview's pages are drawn from from now on: a valid one only.
    if (route === '/preview') {
      const { text, body: doc } = await writeBody(req, "The preview's manifest");
      const problems = await checkManifestText(text, config);
      if (problems.length) return send(res, 422, { status: 'invalid', problems });
      preview.setManifest(doc);
      return send(res, 200, { status: 'drawn' });
    }
    if (route === '/save') {
      const { body } = await writeBody(req, 'A save');
      if (typeof body?.text !== 'string' || typeof body?.baseHash !== 'string')
        throw new Refusal(400, 'A save names the text and the version it was edited from');
      const result = await screens.save(body);
      return send(res, { saved: 200, conflict: 409, invalid: 422 }[result.status], result);
    }
    // The history of saves: every version, one with its text, and a restore (a save of that text).
    if (req.method === 'GET' && route === '/history') return send(res, 200, { versions: await screens.history() });
    if (route.startsWith('/history/')) {
      if (req.method !== 'GET') throw new Refusal(405, 'A version is read with a GET');
      let id;
      try {
        id = decodeURIComponent(route.slice('/history/'.length));
      } catch {
        id = undefined;
      }
      const version = await screens.version(id);
      if (!version) throw new Refusal(404, `That version is not in the history of ${path.basename(file)} (it may have been dropped as too old)`);
      return send(res, 200, version);
    }
    if (route === '/restore') {
      const { body } = await writeBody(req, 'A restore');
      if (typeof body?.id !== 'string' || typeof body?.baseHash !== 'string')
        throw new Refusal(400, 'A restore names the version and the version of the file it replaces');
      const result = await screens.restore({ id: body.id, baseHash: body.baseHash });
      if (result.status === 'unknown')
        throw new Refusal(404, `That version is not in the history of ${path.basename(file)} (it may have been dropped as too old)`);
      return send(res, { saved: 200, conflict: 409, invalid: 422 }[result.status], result);
    }
    const asset = req.method === 'GET' ? assets.get(url.pathname) : undefined;
    if (asset) {
      res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
      return res.end(asset.bytes);
    }
    throw new Refusal(404, 'Not found');
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://studio');
    // The printed address carries the token once; the page keeps it as a cookie this site alone sends.
    if (token && url.pathname === `${STUDIO}/` && url.searchParams.has('token')) {
      if (url.searchParams.get('token') !== token) throw new Refusal(401, 'Wrong token');
      res.writeHead(303, { Location: `${STUDIO}/`, 'Set-Cookie': `${TOKEN_COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/` });
      return res.end();
    }
    checkRequest(req, { hosts, token });
    if (url.pathname === STUDIO || url.pathname.startsWith(`${STUDIO}/`)) {
      setHeaders(res);
      return handleStudio(req, res, url);
    }
    if (url.pathname === '/') {
      setHeaders(res);
      res.writeHead(302, { Location: `${STUDIO}/` });
      return res.end();
    }
    // The site, with its own headers, as `npm start` serves it.
    return preview.handle(req, res);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!(error instanceof Refusal)) console.error(error);
      if (res.headersSent) return res.end();
      // A refused body is not read to its end: the connection is closed after the answer.
      if (error instanceof Refusal && error.status === 413) res.setHeader('Connection', 'close');
      send(res, error instanceof Refusal ? error.status : 500, { error: error instanceof Refusal ? error.message : 'The studio failed; see its terminal' });
    });
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port; // listening on a TCP port
  hosts = allowedHosts(host, actualPort);
  const shown = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${actualPort}${STUDIO}/${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return { url, server, screens, close: () => Promise.all([new Promise((resolve) => server.close(resolve)), preview.close()]) };
}
