// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client';
import { ApiError } from '../../api/api-errors';
import type { DocumentDownload } from '../../manifest/screens.gen';
import { downloadAttachment } from './download-attachment';

const download: DocumentDownload = { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' };

beforeEach(() => configureClient({ base: () => '/api', language: () => 'en-US' }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadAttachment', () => {
  it('POSTs the file id under the idField and saves the answer under the server file name', async () => {
    const fetchMock = vi.fn(
      async () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a_en.pdf"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();
    await downloadAttachment(download, { id: 'a_en', language: 'en-US', fileName: 'listed.pdf', sizeBytes: 8 }, save);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/fundProduct/document/download');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ fileId: 'a_en' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toBe('a_en.pdf');
    expect(await (save.mock.calls[0]![0] as Blob).text()).toBe('%PDF-1.4');
  });

  it("uses the list's file name when the server gives none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const save = vi.fn();
    await downloadAttachment(download, { id: 'a_en', language: 'en-US', fileName: 'listed.pdf', sizeBytes: 8 }, save);
    expect(save.mock.calls[0]![1]).toBe('listed.pdf');
  });

  it('throws the server error of an envelope answer, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ code: 40410, message: 'No such file' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const save = vi.fn();
    await expect(downloadAttachment(download, { id: 'nope', language: undefined, fileName: undefined, sizeBytes: undefined }, save)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(save).not.toHaveBeenCalled();
  });
});
