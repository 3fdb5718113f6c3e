// Starts the demo API alone on an ephemeral port, for tests that talk to it over real HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from '../../server/api/router.mjs';

export interface ApiServer {
  /** http://127.0.0.1:<port>: calls are its paths. */
  origin: string;
  /** POSTs a body (an object, or a raw string) to a call; resolves to the response. */
  post(call: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** POSTs and parses the envelope; the payload's type is the caller's to say (tests read answers of every shape). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  envelope<T = any>(
    call: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ code: number; message: string; data: T; [field: string]: unknown }>;
  close(): Promise<void>;
}

/** Starts the API; with `faults`, requests may ask for deliberate failures (server/api/faults.mjs). */
export async function startApi({ faults = false } = {}): Promise<ApiServer> {
  const server = http.createServer((req, res) => void handleApi(req, res, new URL(req.url!, 'http://localhost').pathname, { faults }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (call: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(origin + call, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    origin,
    post,
    envelope: async (call, body, headers) => (await post(call, body, headers)).json(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
