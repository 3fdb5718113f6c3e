import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, onApiError, onReachability, post, postForFile } from './client';
import { ApiError, HttpError, MalformedResponseError, NetworkError, TimeoutError } from './api-errors';

const json = (payload: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(payload), { headers: { 'Content-Type': 'application/json' }, ...init });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ base: () => '/api/', language: () => 'en-US', timeoutMs: 50 });
});
afterEach(() => vi.unstubAllGlobals());

describe('POST client', () => {
  it('POSTs JSON to the base plus the call, in the current language', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, message: 'success', data: { total: 1 } }));
    await expect(post('/v1/fundProduct/list', { pageNum: 1 })).resolves.toEqual({ total: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/fundProduct/list');
    expect(init.method).toBe('POST');
    expect(init.headers['Accept-Language']).toBe('en-US');
    expect(JSON.parse(init.body)).toEqual({ pageNum: 1 });
  });

  it('returns `result` when the envelope has no `data`', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, message: 'ok', result: [{ dictType: 'x' }] }));
    await expect(post('/common/dictType')).resolves.toEqual([{ dictType: 'x' }]);
  });

  it('turns code ≠ 0 into an ApiError with the server message and tells listeners', async () => {
    const heard: string[] = [];
    const stop = onApiError((error) => heard.push(error.message));
    fetchMock.mockResolvedValue(json({ code: 40401, message: 'Unknown product code: X' }));
    const error = await post('/v1/x').catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40401, message: 'Unknown product code: X' });
    expect(heard).toEqual(['Unknown product code: X']);
  });

  it("keeps a silent call's error from the listeners", async () => {
    const heard: string[] = [];
    const stop = onApiError((error) => heard.push(error.message));
    fetchMock.mockResolvedValue(json({ code: 1, message: 'no dictionaries' }));
    await expect(post('/common/dictType', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(heard).toEqual([]);
  });

  it('reports HTTP errors, non-JSON bodies and envelopes without a code', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(post('/v1/x')).rejects.toBeInstanceOf(HttpError);
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(post('/v1/x')).rejects.toBeInstanceOf(MalformedResponseError);
    fetchMock.mockResolvedValueOnce(json([1, 2]));
    await expect(post('/v1/x')).rejects.toBeInstanceOf(MalformedResponseError);
    fetchMock.mockResolvedValueOnce(json({ data: {} }));
    await expect(post('/v1/x')).rejects.toThrow('no numeric `code`');
  });

  it('aborts a call that takes longer than the time limit', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(post('/v1/slow')).rejects.toBeInstanceOf(TimeoutError);
  });

  it('reports a call that never reached the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(post('/v1/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('tells whether calls reach the server: not for a time-out or a silent call', async () => {
    const heard: boolean[] = [];
    const stop = onReachability((reachable) => heard.push(reachable));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await post('/v1/x').catch(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await post('/common/dictType', {}, { silent: true }).catch(() => {});
    fetchMock.mockResolvedValueOnce(json({ code: 0, data: 1 }, { status: 500 }));
    await post('/v1/x').catch(() => {});
    fetchMock.mockImplementationOnce(
      (_url, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await post('/v1/x').catch(() => {});
    stop();
    expect(heard).toEqual([false, true]);
  });

  it('returns a file with its type and name', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"; filename*=UTF-8\'\'%E5%B9%B4%E5%A0%B1.pdf' },
      }),
    );
    const file = await postForFile('/v1/fundProduct/document/download', { documentId: 'd1' });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('年報.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('reads the error envelope when a file call answers with JSON', async () => {
    fetchMock.mockResolvedValue(json({ code: 40402, message: 'No such document' }));
    await expect(postForFile('/v1/fundProduct/document/download')).rejects.toMatchObject({ code: 40402 });
  });
});
