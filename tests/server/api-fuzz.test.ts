// No request body, however odd, makes the demo API crash or answer outside the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startApi, type ApiServer } from './api-server';
import { CALLS } from '../../server/api/router.mjs';

let api: ApiServer;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Field names the calls read, so that random values reach the code that parses them. */
const FIELDS = [
  'productCode',
  'pageNum',
  'pageSize',
  'type',
  'keyword',
  'issuer',
  'assetClass',
  'expenseRatioMin',
  'expenseRatioMax',
  'assetSizeMMin',
  'sortField',
  'sortOrder',
  'startDate',
  'endDate',
  'dictTypes',
  'fileId',
  'year',
  'language',
  '__proto__',
  'constructor',
];
const value = fc.oneof(
  fc.anything(),
  fc.constantFrom('2800', 'PUB0107', '2025-02-30', '9999-12-31', '', ' ', '../../etc/passwd', '<script>', 'NaN', '-1', '1e309', 'zh-CN'),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }),
  fc.anything().map((any) => JSON.stringify(any) ?? 'undefined'),
  fc.string(),
);

describe('demo API under random input', () => {
  it('answers every call with an envelope (or a file), never a crash or a 500', async () => {
    const calls = Object.keys(CALLS);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), body, async (call, payload) => {
        const response = await api.post(call, payload);
        expect(response.status).toBeLessThan(500);
        if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
          const answer = await response.json();
          expect(Number.isInteger(answer.code)).toBe(true);
          expect(typeof answer.message).toBe('string');
        } else {
          expect(['application/pdf', 'text/csv; charset=utf-8']).toContain(response.headers.get('Content-Type'));
          await response.arrayBuffer();
        }
      }),
      { numRuns: 400, seed: 20261122 },
    );
  });
});
