// The response envelope of every call: { code, message, data }; code 0 is success.

/** Error codes of the demo API (documented in docs/api.md). */
export const CODES = {
  OK: 0,
  BAD_JSON: 40001,
  BAD_FIELD: 40002,
  UNKNOWN_PRODUCT: 40401,
  UNKNOWN_CALL: 40404,
  METHOD: 40501,
  TOO_LARGE: 41301,
};

/** Every error code: [code, HTTP status, meaning] (rendered into docs/api.md). */
export const ERROR_CODES = [
  [CODES.BAD_JSON, 200, 'The request body is not a JSON object.'],
  [CODES.BAD_FIELD, 200, 'A field has the wrong type or an unknown value; the message names the field.'],
  [CODES.UNKNOWN_PRODUCT, 200, 'No fund has the given `productCode`.'],
  [CODES.UNKNOWN_CALL, 404, 'No call has this path.'],
  [CODES.METHOD, 405, 'Calls are POST only.'],
  [CODES.TOO_LARGE, 413, 'The request body is larger than 64 KB.'],
  [50000, 500, 'An unexpected failure in the server.'],
  [50001, 200, 'A deliberate failure asked for by a test (see below).'],
];

/** A request the caller got wrong; becomes an error envelope. */
export class RequestError extends Error {
  constructor(code, message, status = 200) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export function sendJson(res, status, payload) {
  const body = JSON.stringify(payload);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** A success envelope; the payload goes in `data`, or in `result` for the calls that answer so. */
export const ok = (res, payload, field = 'data') => sendJson(res, 200, { code: CODES.OK, message: 'success', [field]: payload });
export const fail = (res, error) => sendJson(res, error.status ?? 200, { code: error.code, message: error.message, data: null });
