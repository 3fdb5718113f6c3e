// The ways a call can fail, each with what the visitor should be told.

/** The server answered with `code ≠ 0`; `message` is the server's own words. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly call: string,
  ) {
    super(message);
  }
}

/** The server answered with an HTTP error status. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly call: string,
  ) {
    super(`HTTP ${status} from ${call}`);
  }
}

/** No answer within the time limit. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly call: string) {
    super(`${call} timed out`);
  }
}

/** The request never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(readonly call: string) {
    super(`${call} could not reach the server`);
  }
}

/** The answer is not the JSON envelope the contract describes. */
export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError';
  constructor(
    readonly call: string,
    detail: string,
  ) {
    super(`${call}: ${detail}`);
  }
}

/** Whether trying the same call again could succeed. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError || error instanceof MalformedResponseError) return false;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof TimeoutError || error instanceof NetworkError;
}

/**
 * The visitor's words for a failed call: a key of the `errors` catalogue in the locale files (and its
 * values); undefined for the server's own `code ≠ 0` message, which is shown as the server wrote it.
 */
export function errorMessageKey(error: unknown): { key: string; values?: Record<string, unknown> } | undefined {
  if (error instanceof ApiError) return undefined;
  if (error instanceof TimeoutError) return { key: 'errors.timeout' };
  if (error instanceof NetworkError) return { key: 'errors.network' };
  if (error instanceof HttpError) return { key: 'errors.http', values: { status: error.status } };
  if (error instanceof MalformedResponseError) return { key: 'errors.malformed' };
  return { key: 'errors.section' };
}
