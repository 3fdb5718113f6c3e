// The demo API: every call is a POST of JSON under the configured base, answered with the envelope.
import { CODES, FileReply, RequestError, fail, ok, sendFile } from './envelope.mjs';
import { responseLanguage } from './language.mjs';
import { calls as listCalls } from './fund-list.mjs';
import { calls as dictCalls } from './dict-type.mjs';
import { calls as infoCalls } from './fund-info.mjs';
import { calls as priceCalls } from './fund-prices.mjs';
import { calls as performanceCalls } from './fund-performance.mjs';
import { calls as portfolioCalls } from './portfolio.mjs';
import { calls as distributionCalls } from './dividends.mjs';
import { calls as documentCalls } from './documents.mjs';
import { calls as compareCalls } from './fund-compare.mjs';
import { applyFaults, requestedClock, requestedFaults } from './faults.mjs';
import { hostileCopy } from './hostile.mjs';
import { REQUEST_FIELDS, rejectUnknownFields } from './request-schemas.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The largest request body a call reads. */
export const MAX_BODY_BYTES = 64 * 1024;
/** After answering a request whose body it did not read, the server discards the rest of it this long, then closes. */
const LINGER_MS = 5_000;

/**
 * Every call as its modules declare it: path template → { handler(body, context), field, params? }.
 * `field` is where the payload goes in the envelope ('data', 'result', or 'file' for a download);
 * `params` gives the values of each `{name}` in the path; the handler gets them in context.params.
 * @type {Record<string, import('./envelope.mjs').Call>}
 */
export const TEMPLATES = {
  ...dictCalls,
  ...listCalls,
  ...infoCalls,
  ...priceCalls,
  ...performanceCalls,
  ...portfolioCalls,
  ...distributionCalls,
  ...documentCalls,
  ...compareCalls,
};

/**
 * Every combination of parameter values for a template: [{ path, params }].
 * @param {string} template
 * @param {Record<string, string[]>} [params]
 */
export function expandTemplate(template, params = {}) {
  /** @type {{ path: string, params: Record<string, string> }[]} */
  let expansions = [{ path: template, params: {} }];
  for (const [name, values] of Object.entries(params)) {
    expansions = expansions.flatMap(({ path, params: bound }) =>
      values.map((value) => ({ path: path.replace(`{${name}}`, value), params: { ...bound, [name]: value } })),
    );
  }
  return expansions;
}

/**
 * The field names of a template's request, from its schema; a call without a schema is a mistake in the server.
 * @param {string} template
 */
function requestFieldsOf(template) {
  if (!Object.hasOwn(REQUEST_FIELDS, template)) throw new Error(`demo API: ${template} has no request schema in schemas/api/ (its "x-call")`);
  return REQUEST_FIELDS[template];
}

/** Concrete call path (under the base) → { handler, field, params, template, requestFields }. */
export const CALLS = Object.fromEntries(
  Object.entries(TEMPLATES).flatMap(([template, entry]) =>
    expandTemplate(template, entry.params).map(({ path, params }) => [path, { ...entry, params, template, requestFields: requestFieldsOf(template) }]),
  ),
);

/**
 * The error for a path no call has; when it fits a template but for a parameter's value, the message lists the values.
 * @param {string} call
 */
function unknownCall(call) {
  for (const [template, { params = {} }] of Object.entries(TEMPLATES)) {
    const names = Object.keys(params);
    if (!names.length) continue;
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]*)')}$`);
    if (pattern.test(call)) {
      const allowed = names.map((name) => `{${name}} is one of ${params[name].join(', ')}`).join('; ');
      return new RequestError(CODES.UNKNOWN_CALL, `Unknown call: ${call.slice(0, 100)}; in ${template}, ${allowed}`, 404);
    }
  }
  return new RequestError(CODES.UNKNOWN_CALL, `Unknown call: ${call.slice(0, 100)}`, 404);
}

const tooLarge = () => new RequestError(CODES.TOO_LARGE, `Request body is larger than ${MAX_BODY_BYTES} bytes`, 413);

/**
 * Whether the request says it has a body (a length above 0, or chunks).
 * @type {(req: IncomingMessage) => boolean}
 */
const hasBody = (req) => Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * The body as text. A body over the limit is refused as soon as that is known — from its declared
 * length, before any of it is read, or at the chunk that crosses it — and the rest is left unread;
 * the answer goes out over the same connection, which then discards what is still coming (see lingerAfter).
 * @param {IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      reject(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * An answer sent before its request's body was read whole (413, 415, …) must reach the client that
 * is still sending: closing the connection at once would reset it, and a reset makes the client's
 * system drop the answer unread. So the rest of the body is read and discarded — for LINGER_MS at
 * most — and only then is the connection closed (nginx's "lingering close"). Node closes a
 * connection after its last answer with `socket.destroySoon()`; for such a request that becomes:
 * end our side, discard what comes, close when the client has finished or the time is up.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function lingerAfter(req, res) {
  const socket = req.socket;
  const linger = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    req.once('end', () => clearTimeout(timer));
  };
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringClose() {
    socket.destroySoon = destroySoon;
    if (req.complete) return destroySoon.call(socket);
    linger();
    socket.end();
    socket.once('end', () => socket.destroy());
    socket.resume();
  };
  // A kept-alive connection: Node discards the rest itself, to read the next request after it.
  res.once('finish', () => {
    if (!req.complete) linger();
    else socket.destroySoon = destroySoon;
  });
}

/** A JSON media type: application/json, or any +json, with parameters (charset) or not. */
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * @param {string} text
 * @returns {import('./envelope.mjs').Body}
 */
function parseBody(text) {
  if (text.trim() === '') return {};
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestError(CODES.BAD_JSON, 'Request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RequestError(CODES.BAD_JSON, 'Request body must be a JSON object');
  return body;
}

/**
 * Answers one API request; `call` is the path under the API base. Never throws.
 * With `faults`, requests may ask for deliberate failures and set the clock their answer is for (see faults.mjs).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} call
 * @param {{ faults?: boolean }} [options]
 */
export async function handleApi(req, res, call, { faults = false } = {}) {
  const language = responseLanguage(req.headers['accept-language']);
  lingerAfter(req, res);
  try {
    const asked = faults ? requestedFaults(req, call) : [];
    if (await applyFaults(asked, res, language)) return;
    if (req.method !== 'POST') throw new RequestError(CODES.METHOD, `${req.method} is not allowed; every call is a POST`, 405);
    const entry = Object.hasOwn(CALLS, call) ? CALLS[call] : undefined;
    if (!entry) throw unknownCall(call);
    if (hasBody(req) && !JSON_TYPE.test(req.headers['content-type'] ?? '')) {
      throw new RequestError(
        CODES.MEDIA_TYPE,
        `Content-Type must be application/json; got ${JSON.stringify(String(req.headers['content-type'] ?? '').slice(0, 60)) || 'none'}`,
        415,
      );
    }
    const body = parseBody(await readBody(req));
    rejectUnknownFields(body, entry.requestFields, language);
    const now = (faults && requestedClock(req)) || new Date();
    const payload = await entry.handler(body, { language, now, params: entry.params });
    if (payload instanceof FileReply) sendFile(res, payload);
    else ok(res, asked.includes('hostile') ? hostileCopy(payload) : payload, entry.field);
  } catch (error) {
    if (error instanceof RequestError) return fail(res, error);
    console.error(`demo API: ${call} failed:`, error);
    fail(res, new RequestError(50000, 'Internal error in the demo API', 500));
  }
}
