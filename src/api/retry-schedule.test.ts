// The retry schedule as a section lives it, on a clock the test controls: the real react-query set-up
// (createQueryClient) over the real POST client, with only `fetch` (the network) stubbed. The browser
// tests check the order and count of calls and what the visitor sees; the exact instants are checked
// here, where no busy machine can move them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { sourceQuery } from './call-query';
import { configureClient } from './client';
import { createQueryClient } from './query-client';
import { ApiError, HttpError, MalformedResponseError } from './api-errors';

const LIST = '/v1/fundProduct/list';
const query = sourceQuery(LIST, { pageNum: 1, pageSize: 20 }, 'en-US');

const json = (payload: unknown, status = 200) => new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

/** Every call the page made, at which instant of the fake clock (ms after the query started). */
let calls: number[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let client: QueryClient;
let stop: () => void;
let start: number;

beforeEach(() => {
  vi.useFakeTimers();
  // AbortSignal.timeout runs on Node's own timers, which fake timers do not reach: the same signal
  // on the (faked) setTimeout, so the client's 10 s limit runs on the test's clock.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  });
  calls = [];
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
    calls.push(Date.now() - start);
    return fetchMock(...args);
  });
  // The client's own time limit (10 s): no `timeoutMs`.
  configureClient({ base: () => '/api/', language: () => 'en-US' });
  client = createQueryClient();
});

afterEach(() => {
  stop?.();
  client.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Starts the query as a section reading it does (an observer), at instant 0 of the fake clock. */
async function read(): Promise<void> {
  start = Date.now();
  stop = new QueryObserver(client, query).subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
}

/** Moves the fake clock to `instant` ms after the query started, running every timer and promise due. */
const at = (instant: number) => vi.advanceTimersByTimeAsync(start + instant - Date.now());

const state = () => client.getQueryState(query.queryKey)!;

describe('the retry schedule of a section’s call', () => {
  it('retries an HTTP 500 three times, at 1, 3 and 7 s (1, 2 and 4 s apart), then the query fails with it', async () => {
    fetchMock.mockImplementation(async () => json({ code: 50000, message: 'Simulated server error', data: null }, 500));
    await read();
    expect(calls).toEqual([0]);
    for (const [instant, count] of [
      [1000, 2],
      [3000, 3],
      [7000, 4],
    ] as const) {
      await at(instant - 1);
      expect(calls).toHaveLength(count - 1);
      expect(state().status).toBe('pending');
      await at(instant);
      expect(calls).toHaveLength(count);
    }
    expect(calls).toEqual([0, 1000, 3000, 7000]);
    expect(state().status).toBe('error');
    expect(state().error).toBeInstanceOf(HttpError);
    expect(state().error).toMatchObject({ status: 500 });
    // No fifth call, however long the section waits.
    await at(120_000);
    expect(calls).toHaveLength(4);
  });

  it('aborts a call unanswered at exactly 10 s and makes it again 1 s later', async () => {
    const aborted: number[] = [];
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => {
            aborted.push(Date.now() - start);
            reject(init!.signal!.reason);
          }),
        ),
    );
    fetchMock.mockImplementationOnce(async () => json({ code: 0, message: 'ok', data: { total: 0, list: [] } }));
    await read();
    await at(9999);
    expect(aborted).toEqual([]);
    await at(10_000);
    expect(aborted).toEqual([10_000]);
    await at(10_999);
    expect(calls).toEqual([0]);
    await at(11_000);
    expect(calls).toEqual([0, 11_000]);
    expect(state().status).toBe('success');
    expect(state().data).toEqual({ total: 0, list: [] });
  });

  it('does not retry a code ≠ 0 answer: one call, and the query fails with the server’s message', async () => {
    fetchMock.mockImplementation(async () => json({ code: 50001, message: 'Simulated failure', data: null }));
    await read();
    await at(120_000);
    expect(calls).toEqual([0]);
    expect(state().status).toBe('error');
    expect(state().error).toBeInstanceOf(ApiError);
    expect(state().error).toMatchObject({ code: 50001, message: 'Simulated failure' });
  });

  it('does not retry a malformed answer: one call, and the query fails with it', async () => {
    fetchMock.mockImplementation(async () => new Response('{"code":0,"data":{"list":[', { headers: { 'Content-Type': 'application/json' } }));
    await read();
    await at(120_000);
    expect(calls).toEqual([0]);
    expect(state().status).toBe('error');
    expect(state().error).toBeInstanceOf(MalformedResponseError);
  });
});
