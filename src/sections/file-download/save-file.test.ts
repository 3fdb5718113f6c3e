// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, onApiError } from '../../api/client';
import { ApiError, HttpError, MalformedResponseError, NetworkError, TimeoutError } from '../../api/api-errors';
import { downloadErrorKey, downloadFile, REVOKE_AFTER_MS, saveBlob } from './save-file';

beforeEach(() => configureClient({ base: () => '/api', language: () => 'en-US' }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('saveBlob', () => {
  it('clicks a temporary download link to an object URL, removes it, and revokes the URL later', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    saveBlob(blob, 'factsheet.pdf');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'factsheet.pdf' }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});

describe('downloadFile', () => {
  const csv = '\uFEFFDate,NAV\r\n2026-11-20,27.8318\r\n';

  it('POSTs the body and saves the answer under the UTF-8 name of Content-Disposition, before the plain one', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="2800 NAV history.csv"; filename*=UTF-8''${encodeURIComponent('2800 盈富基金 過往資產淨值.csv')}`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await downloadFile('/v1/fundProduct/detail/navHistory/export', { productCode: '2800', startDate: '2025-11-20' }, 'export.csv', save);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/fundProduct/detail/navHistory/export');
    expect(JSON.parse(String(init.body))).toEqual({ productCode: '2800', startDate: '2025-11-20' });
    expect(save.mock.calls[0]![1]).toBe('2800 盈富基金 過往資產淨值.csv');
    const saved = save.mock.calls[0]![0] as Blob;
    expect(new Uint8Array(await saved.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('takes the plain file name, else the fallback', async () => {
    const save = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(csv, { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="nav.csv"' } })),
    );
    await downloadFile('/x', {}, 'export.csv', save);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } })),
    );
    await downloadFile('/x', {}, 'export.csv', save);
    expect(save.mock.calls.map((call) => call[1])).toEqual(['nav.csv', 'export.csv']);
  });

  it('throws an error envelope as an ApiError that the app hears (its toast shows the message), and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 40003, message: 'The start date is after the end date' }), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const heard: string[] = [];
    const stop = onApiError((error) => heard.push(error.message));
    const save = vi.fn();
    await expect(downloadFile('/x', {}, 'export.csv', save)).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(heard).toEqual(['The start date is after the end date']);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('downloadErrorKey', () => {
  it("leaves server messages to the app's toast and words the other failures", () => {
    expect(downloadErrorKey(new ApiError(40410, 'No such file', '/x'))).toBeUndefined();
    expect(downloadErrorKey(new TimeoutError('/x'))).toBe('download.errors.timeout');
    expect(downloadErrorKey(new NetworkError('/x'))).toBe('download.errors.network');
    expect(downloadErrorKey(new HttpError(502, '/x'))).toBe('download.errors.http');
    expect(downloadErrorKey(new MalformedResponseError('/x', 'bad'))).toBe('download.errors.failed');
    expect(downloadErrorKey(new Error('boom'))).toBe('download.errors.failed');
  });
});
