// The browser's POST client against the real demo API over HTTP (client.test.ts covers the same
// cases against a stubbed fetch): JSON payloads, error envelopes, the time limit and file downloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiServer } from './api-server';
import { configureClient, post, postForFile } from '../../src/api/client';
import { ApiError, TimeoutError } from '../../src/api/api-errors';
import type { DocumentListResponse, FundNetValueResponse } from '../../src/api/contract.gen';

let api: ApiServer;
let language = 'en-US';
beforeAll(async () => {
  api = await startApi({ faults: true });
  configureClient({ base: () => api.origin, language: () => language });
});
afterAll(() => api.close());

describe('POST client against the demo API', () => {
  it('returns the payload of a call, in the current language', async () => {
    const net = await post<FundNetValueResponse>('/v1/fundProduct/detail/netValue', { productCode: '2800' });
    expect(net).toMatchObject({ fundCode: '2800', currency: 'HKD' });
    language = 'zh-TW';
    const info = await post<{ manager: string }>('/v1/fundProduct/detail/baseInfo', { productCode: '2800' });
    expect(info.manager).toMatch(/[\u4e00-\u9fff]/);
    language = 'en-US';
  });

  it('turns an error envelope into an ApiError with the server’s message', async () => {
    const failure = await post('/v1/fundProduct/detail/netValue', { productCode: 'NOPE' }, { silent: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 40401, message: 'No fund has the product code "NOPE"' });
  });

  it('gives up after its time limit', async () => {
    // The demo's fault switch delays the answer past the limit (a browser sends it as a cookie; here, a header).
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => realFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Demo-Fault': 'delay-3000' } });
    configureClient({ base: () => api.origin, language: () => language, timeoutMs: 300 });
    try {
      await expect(post('/v1/fundProduct/detail/netValue', { productCode: '2800' })).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      globalThis.fetch = realFetch;
      configureClient({ base: () => api.origin, language: () => language });
    }
    await expect(post('/v1/fundProduct/detail/netValue', { productCode: '2800' })).resolves.toMatchObject({ fundCode: '2800' });
  });

  it('downloads a document as a PDF file with its name, and reads the error envelope of a bad id', async () => {
    const page = await post<DocumentListResponse>('/v1/fundProduct/document/list', { productCode: '2800', type: 'KFS' });
    const attachment = page.list[0]!.attachments.find((a) => a.language === 'en-US')!;
    const file = await postForFile('/v1/fundProduct/document/download', { fileId: attachment.fileId });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe(attachment.fileName);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(bytes.length).toBe(attachment.sizeBytes);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    const failure = await postForFile('/v1/fundProduct/document/download', { fileId: 'nope' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 40410 });
  });
});
