// The demo backend honours the API contract: every call has a schema, every schema a handler, and
// every answer validates against the envelope and the call's payload schema, in three languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAjv } from '../../scripts/lib/ajv.mjs';
import { readContract } from '../../scripts/lib/api-contract.mjs';
import { CALLS } from '../../server/api/router.mjs';
import { startApi, type ApiServer } from './api-server';

type Call = Awaited<ReturnType<typeof readContract>>[number];

let api: ApiServer;
let contract: Call[];
const ajv = createAjv();
const envelope = ajv.compile(JSON.parse(readFileSync('schemas/api/envelope.schema.json', 'utf8')));

beforeAll(async () => {
  contract = await readContract(process.cwd());
  api = await startApi();
});
afterAll(() => api.close());

describe('API contract', () => {
  it('has a schema for every call the demo answers, and a handler for every schema', () => {
    expect(contract.map((c) => c.call).sort()).toEqual(Object.keys(CALLS).sort());
    for (const { call, payload } of contract) expect(CALLS[call as keyof typeof CALLS]!.field, call).toBe(payload);
  });

  it('has example requests for every call, each valid against its request schema', () => {
    for (const { call, request } of contract) {
      expect(request.examples?.length, `${call} has no request examples`).toBeGreaterThan(0);
      const validRequest = ajv.compile(request);
      for (const body of request.examples)
        expect(validRequest(body), `${call} example ${JSON.stringify(body)}: ${ajv.errorsText(validRequest.errors)}`).toBe(true);
    }
  });

  for (const language of ['zh-TW', 'zh-CN', 'en-US']) {
    it(`answers every call within its schema in ${language}`, async () => {
      for (const { call, payload, request, response } of contract) {
        if (payload === 'file') continue; // files answer with bytes, not an envelope: see below
        const validPayload = ajv.compile(response);
        for (const body of request.examples) {
          const answer = await api.envelope(call, body, { 'Accept-Language': language });
          expect(envelope(answer), JSON.stringify(envelope.errors)).toBe(true);
          expect(answer.code).toBe(0);
          const valid = validPayload(answer[payload]);
          expect(valid, `${call} ${JSON.stringify(body)}: ${ajv.errorsText(validPayload.errors)}`).toBe(true);
        }
      }
    });

    it(`answers every file call with an attachment of its media type in ${language}`, async () => {
      for (const { call, payload, request, response } of contract.filter((c) => c.payload === 'file')) {
        expect(response.contentMediaType, `${call}: the schema says what the file is`).toMatch(/^[a-z]+\/[a-z.+-]+$/);
        for (const body of request.examples) {
          const answer = await api.post(call, body, { 'Accept-Language': language });
          const what = `${call} ${JSON.stringify(body)}`;
          expect(answer.status, what).toBe(200);
          expect(answer.headers.get('Content-Type')?.split(';')[0], what).toBe(response.contentMediaType);
          expect(answer.headers.get('Content-Disposition'), what).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\w!#$&+.^`|~%-]+$/);
          const bytes = Buffer.from(await answer.arrayBuffer());
          expect(bytes.length, what).toBeGreaterThan(0);
          if (response.contentMediaType === 'text/csv') expect([...bytes.subarray(0, 3)], `${what}: UTF-8 byte-order mark`).toEqual([0xef, 0xbb, 0xbf]);
          if (response.contentMediaType === 'application/pdf') expect(bytes.subarray(0, 5).toString('latin1'), what).toBe('%PDF-');
          expect(payload).toBe('file');
        }
      }
    });
  }
});
