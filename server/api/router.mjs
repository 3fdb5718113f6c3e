// The demo API: every call is a POST of JSON under the configured base, answered with the envelope.
import { CODES, RequestError, fail, ok } from './envelope.mjs';
import { responseLanguage } from './language.mjs';
import { fundList } from './fund-list.mjs';
import { dictType } from './dict-type.mjs';
import { applyFaults, requestedFaults } from './faults.mjs';

const MAX_BODY_BYTES = 64 * 1024;

/** Call path (under the base) → handler(body, context) returning the envelope's payload, and where it goes. */
export const CALLS = {
  '/common/dictType': { handler: dictType, field: 'result' },
  '/v1/fundProduct/list': { handler: fundList, field: 'data' },
};

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new RequestError(CODES.TOO_LARGE, `Request body is larger than ${MAX_BODY_BYTES} bytes`, 413));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

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
 * With `faults`, requests may ask for deliberate failures (see faults.mjs).
 */
export async function handleApi(req, res, call, { faults = false } = {}) {
  const language = responseLanguage(req.headers['accept-language']);
  try {
    if (faults && (await applyFaults(requestedFaults(req, call), res, language))) return;
    if (req.method !== 'POST') throw new RequestError(CODES.METHOD, `${req.method} is not allowed; every call is a POST`, 405);
    const entry = Object.hasOwn(CALLS, call) ? CALLS[call] : undefined;
    if (!entry) throw new RequestError(CODES.UNKNOWN_CALL, `Unknown call: ${call.slice(0, 100)}`, 404);
    const body = parseBody(await readBody(req));
    ok(res, await entry.handler(body, { language }), entry.field);
  } catch (error) {
    if (error instanceof RequestError) return fail(res, error);
    console.error(`demo API: ${call} failed:`, error);
    fail(res, new RequestError(50000, 'Internal error in the demo API', 500));
  }
}
