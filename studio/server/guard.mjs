// What keeps the studio's one write to its own page: the request must come from the studio's own
// origin (a page of another site open in the same browser must not be able to save), carry the
// token when the studio was started with one, and be small.
import { timingSafeEqual } from 'node:crypto';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

export const MAX_SAVE_BYTES = 4 * 1024 * 1024;
export const TOKEN_COOKIE = 'studio-token';

export class Refusal extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
/** @type {(host: string) => boolean} */
export const isLoopback = (host) => LOOPBACK.has(host);

/**
 * The addresses the studio answers as: the host it listens on, and the loopback names when that is loopback.
 * @param {string} host
 * @param {number} port
 */
export function allowedHosts(host, port) {
  const names = isLoopback(host) ? ['127.0.0.1', 'localhost', '[::1]'] : [host.includes(':') ? `[${host}]` : host];
  return new Set(names.map((name) => `${name}:${port}`));
}

/**
 * @param {string} a
 * @param {string} b
 */
function sameText(a, b) {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * @param {IncomingMessage} req
 * @param {string} name
 */
function cookie(req, name) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Checks any request: its Host is one of the studio's own (an address that resolves to this machine
 * under another name — DNS rebinding — gets nothing), and its token when one is required.
 * @param {IncomingMessage} req
 * @param {{ hosts: Set<string>, token?: string }} allowed
 */
export function checkRequest(req, { hosts, token }) {
  if (!hosts.has(req.headers.host ?? '')) throw new Refusal(421, 'This studio does not answer for that host name');
  if (token && !sameText(cookie(req, TOKEN_COOKIE) ?? '', token)) throw new Refusal(401, 'Open the studio with the address it printed (it carries its token)');
}

/**
 * Checks a request that writes: from the studio's own page, as JSON, not too large (the body is checked as it is read).
 * @param {IncomingMessage} req
 * @param {{ hosts: Set<string> }} allowed
 */
export function checkWrite(req, { hosts }) {
  const origin = req.headers.origin;
  let originHost;
  try {
    originHost = origin ? new URL(origin) : undefined;
  } catch {
    originHost = undefined;
  }
  if (!originHost || originHost.protocol !== 'http:' || !hosts.has(originHost.host))
    throw new Refusal(403, "Saving is only allowed from the studio's own page");
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new Refusal(403, "Saving is only allowed from the studio's own page");
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new Refusal(415, 'A save is sent as JSON');
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_SAVE_BYTES) throw new Refusal(413, `A save is at most ${MAX_SAVE_BYTES} bytes`);
}

/**
 * Reads a request's body as text, refusing it once it is larger than `limit` bytes.
 * @param {IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<string>}
 */
export function readBody(req, limit = MAX_SAVE_BYTES) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Refusal(413, `A save is at most ${limit} bytes`));
        req.pause();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
