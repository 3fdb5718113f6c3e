// The POST client: the only way to the server.
import { ApiError, HttpError, MalformedResponseError, NetworkError, TimeoutError } from './api-errors';

export const REQUEST_TIMEOUT_MS = 10_000;

/** A file the server sent back instead of JSON. */
export interface BinaryResponse {
  blob: Blob;
  contentType: string;
  fileName: string | undefined;
}

/** Where calls go and in which language; read on every call so a language switch applies at once. */
export interface ClientContext {
  base: () => string;
  language: () => string;
  /** Milliseconds before a call is aborted; 10 s unless a test says otherwise. */
  timeoutMs?: number;
}

let context: ClientContext | undefined;
/** How a `code ≠ 0` answer reaches the app: `shownInPlace` when the caller shows the refusal on the page itself. */
export type ApiErrorListener = (error: ApiError, how: { shownInPlace: boolean }) => void;

const errorListeners = new Set<ApiErrorListener>();
const reachabilityListeners = new Set<(reachable: boolean) => void>();

/** Sets the base address and language source; called once at start-up. */
export function configureClient(next: ClientContext): void {
  context = next;
}

/** Subscribes to `code ≠ 0` answers (the app shows them as toasts). Returns the unsubscribe. */
export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/**
 * Subscribes to whether calls reach the server: false when a request could not reach it (refused,
 * DNS, no route; not a time-out, not a silent call), true when an answer of any status arrives.
 */
export function onReachability(listener: (reachable: boolean) => void): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

function reached(reachable: boolean): void {
  for (const listener of reachabilityListeners) listener(reachable);
}

function joinUrl(base: string, call: string): string {
  return `${base.replace(/\/+$/, '')}/${call.replace(/^\/+/, '')}`;
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/**
 * Per-call options: an abort signal, `silent` for calls whose failure must not reach the visitor,
 * `shownInPlace` for calls whose refusal the page shows itself (the listeners hear it as such), and
 * the answer's language when it is not the interface's current one (a call for the language being
 * switched to).
 */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  silent?: boolean | undefined;
  shownInPlace?: boolean | undefined;
  language?: string | undefined;
}

async function send(call: string, body: unknown, signal?: AbortSignal, silent = false, language?: string): Promise<Response> {
  if (!context) throw new Error('POST client used before configureClient()');
  const timeout = AbortSignal.timeout(context.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(joinUrl(context.base(), call), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': language ?? context.language() },
      body: JSON.stringify(body ?? {}),
      signal: combined,
    });
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new TimeoutError(call);
    if (signal?.aborted) throw error;
    if (!silent) reached(false);
    throw new NetworkError(call);
  }
  reached(true);
  return response;
}

function unwrap(call: string, payload: unknown, silent = false, shownInPlace = false): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new MalformedResponseError(call, 'the answer is not a JSON object');
  }
  const envelope = payload as Record<string, unknown>;
  const code = Number(envelope.code);
  if (!('code' in envelope) || !Number.isFinite(code)) throw new MalformedResponseError(call, 'the answer has no numeric `code`');
  if (code !== 0) {
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : `code ${code}`;
    const error = new ApiError(code, message, call);
    if (!silent) for (const listener of errorListeners) listener(error, { shownInPlace });
    throw error;
  }
  const data = 'data' in envelope ? envelope.data : envelope.result;
  // Development builds check answers against the contract; production builds drop this code.
  if (process.env.NODE_ENV === 'development') void import('./dev-contract-check').then(({ checkAgainstContract }) => checkAgainstContract(call, data));
  return data;
}

/** POSTs `body` to `call` and returns the envelope's `data` (or `result`). */
export async function post<T = unknown>(call: string, body?: unknown, { signal, silent, shownInPlace, language }: CallOptions = {}): Promise<T> {
  const response = await send(call, body, signal, silent, language);
  if (!response.ok) throw new HttpError(response.status, call);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MalformedResponseError(call, 'the answer is not JSON');
  }
  return unwrap(call, payload, silent, shownInPlace) as T;
}

/** POSTs and returns the raw file when the server sends one, or unwraps the JSON envelope of an error. */
export async function postForFile(call: string, body?: unknown, { signal }: CallOptions = {}): Promise<BinaryResponse> {
  const response = await send(call, body, signal);
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (contentType.includes('application/json')) {
    unwrap(call, await response.json().catch(() => null));
    throw new MalformedResponseError(call, 'expected a file, got JSON');
  }
  if (!response.ok) throw new HttpError(response.status, call);
  return { blob: await response.blob(), contentType, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}
