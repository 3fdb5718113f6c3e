// The response envelope of every call: { code, message, data }; code 0 is success.
import { gzipSync } from 'node:zlib';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../data/localized.mjs').Language} Language */
/** @typedef {Record<string, unknown>} Body A request's JSON body (always an object). */
/** @typedef {{ language: Language, now: Date, params: Record<string, string> }} CallContext What a handler knows of its request besides the body. */
/**
 * A call as its module declares it (see router.mjs TEMPLATES): its handler, where the payload goes in
 * the envelope ('file' for a download), and the values of each `{name}` in its path.
 * @typedef {{ handler: (body: Body, context: CallContext) => unknown, field: 'data' | 'result' | 'file', params?: Record<string, string[]> }} Call
 */

/** Error codes of the demo API (documented in docs/api.md). */
export const CODES = {
  OK: 0,
  BAD_JSON: 40001,
  BAD_FIELD: 40002,
  BAD_RANGE: 40003,
  UNKNOWN_PRODUCT: 40401,
  UNKNOWN_CALL: 40404,
  UNKNOWN_FILE: 40410,
  METHOD: 40501,
  TOO_LARGE: 41301,
  MEDIA_TYPE: 41501,
};

/**
 * Every error code: [code, HTTP status, meaning] (rendered into docs/api.md).
 * @type {[number, number, string][]}
 */
export const ERROR_CODES = [
  [CODES.BAD_JSON, 200, 'The request body is not a JSON object.'],
  [
    CODES.BAD_FIELD,
    200,
    'A field has the wrong type or an unknown value, or the body has a field the call\'s request schema does not list; the message names the field (an unknown one in the request\'s language, with the closest known field, else the list of them: `Unknown field "tpye"; did you mean "type"?`).',
  ],
  [CODES.BAD_RANGE, 200, 'A range is not a range: its start is after its end, or a date in it is not a real `YYYY-MM-DD` date.'],
  [CODES.UNKNOWN_PRODUCT, 200, 'No fund has the given `productCode`.'],
  [CODES.UNKNOWN_CALL, 404, 'No call has this path (for a call with a path parameter, the message lists the values it takes).'],
  [CODES.UNKNOWN_FILE, 404, 'No document file has the given `fileId`.'],
  [CODES.METHOD, 405, 'Calls are POST only.'],
  [
    CODES.TOO_LARGE,
    413,
    'The request body is larger than 64 KB: refused from its declared length before it is read (a client that sends `Expect: 100-continue` is answered without being asked for the body), or at the chunk that crosses the limit.',
  ],
  [CODES.MEDIA_TYPE, 415, 'A request with a body does not send it as `Content-Type: application/json` (a `+json` type and a `charset` are accepted).'],
  [
    42900,
    429,
    'Too many calls from one address: the per-address limit of the web server in front of the API (deploy/nginx: 50 a second, bursts of 200), with `Retry-After: 1`.',
  ],
  [50000, 500, 'An unexpected failure in the server.'],
  [50300, 503, 'The web server in front of the API cannot reach it, or it did not answer in time (deploy/nginx), with `Retry-After: 5`.'],
  [50001, 200, 'A deliberate failure asked for by a test (see below).'],
];

/** A request the caller got wrong; becomes an error envelope. */
export class RequestError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   * @param {number} [status]
   */
  constructor(code, message, status = 200) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** A file to answer with instead of an envelope (document downloads, CSV exports). */
export class FileReply {
  /**
   * `asciiFileName` is the name for clients that cannot read a UTF-8 one (by default `fileName` with
   * every other character replaced).
   * @param {{ bytes: Buffer, contentType: string, fileName: string, asciiFileName?: string }} file
   */
  constructor({ bytes, contentType, fileName, asciiFileName }) {
    this.bytes = bytes;
    this.contentType = contentType;
    this.fileName = fileName;
    this.asciiFileName = asciiFileName;
  }
}

const COMPRESS_FROM_BYTES = 1400; // about one packet: smaller answers gain nothing from gzip

/**
 * Sends bytes, gzipped when the client accepts it and they are worth compressing.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {Buffer} bytes
 */
function send(res, status, headers, bytes) {
  const accepts = /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));
  const compressed = accepts && bytes.length >= COMPRESS_FROM_BYTES;
  const body = compressed ? gzipSync(bytes) : bytes;
  res.writeHead(status, {
    ...headers,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(compressed && { 'Content-Encoding': 'gzip' }),
    'Content-Length': body.length,
  });
  res.end(body);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} payload
 */
export function sendJson(res, status, payload) {
  send(res, status, { 'Content-Type': 'application/json; charset=utf-8' }, Buffer.from(JSON.stringify(payload)));
}

/**
 * The file name as an RFC 5987 value: UTF-8, percent-encoded (encodeURIComponent leaves ' ( ) * as they are).
 * @type {(name: string) => string}
 */
const extValue = (name) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Sends a file as an attachment; the name is given in ASCII and in UTF-8 (RFC 6266 / 5987).
 * @param {ServerResponse} res
 * @param {FileReply} file
 */
export function sendFile(res, { bytes, contentType, fileName, asciiFileName }) {
  const ascii = (asciiFileName ?? fileName).replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
  send(res, 200, { 'Content-Type': contentType, 'Content-Disposition': disposition, 'X-Content-Type-Options': 'nosniff' }, bytes);
}

/**
 * A success envelope; the payload goes in `data`, or in `result` for the calls that answer so.
 * @type {(res: ServerResponse, payload: unknown, field?: string) => void}
 */
export const ok = (res, payload, field = 'data') => sendJson(res, 200, { code: CODES.OK, message: 'success', [field]: payload });
/** @type {(res: ServerResponse, error: RequestError) => void} */
export const fail = (res, error) => sendJson(res, error.status ?? 200, { code: error.code, message: error.message, data: null });
