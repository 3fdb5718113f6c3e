// The `hostile` fault: only under DEMO_FAULTS, it swaps an answer's words for injection payloads and
// keeps codes, numbers and dates, so the browser tests can feed them to every kind of field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiServer } from './api-server';
import { HOSTILE_HTML, HOSTILE_STRINGS, HOSTILE_URLS, hostileCopy } from '../../server/api/hostile.mjs';

let plain: ApiServer;
let faulty: ApiServer;
beforeAll(async () => {
  plain = await startApi();
  faulty = await startApi({ faults: true });
});
afterAll(async () => {
  await plain.close();
  await faulty.close();
});

const HOSTILE = { 'X-Demo-Fault': 'hostile', 'Accept-Language': 'en-US' };
const payloads = new Set<string>([...HOSTILE_STRINGS, ...HOSTILE_URLS, HOSTILE_HTML]);

describe('the hostile fault', () => {
  it('is ignored without DEMO_FAULTS', async () => {
    const answer = await plain.envelope('/v1/fundProduct/list', { pageNum: 1, pageSize: 5 }, HOSTILE);
    expect(JSON.stringify(answer)).not.toContain('alert(');
  });

  it('replaces fund names and keeps codes and numbers', async () => {
    const honest = await faulty.envelope('/v1/fundProduct/list', { pageNum: 1, pageSize: 5 }, { 'Accept-Language': 'en-US' });
    const answer = await faulty.envelope('/v1/fundProduct/list', { pageNum: 1, pageSize: 5 }, HOSTILE);
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(honest.data.total);
    const [first, original] = [answer.data.list[0], honest.data.list[0]];
    expect(first.fundCode).toBe(original.fundCode);
    expect(payloads.has(first.fundName)).toBe(true);
  });

  it('reaches dictionary labels but keeps their values', async () => {
    const answer = await faulty.envelope('/common/dictType', {}, HOSTILE);
    expect(answer.code).toBe(0);
    const entries = JSON.stringify(answer);
    expect(entries).toContain('alert(');
  });

  it('puts every payload into rich text and scripts into addresses', () => {
    const copy = hostileCopy({
      objectiveHtml: '<p>x</p>',
      websiteUrl: 'https://example.com',
      name: 'Harbour ETF',
      code: '2800',
      date: '2026-11-20',
      nav: 1.5,
      tags: ['Broad market', 'HKD'],
    });
    expect(copy.objectiveHtml).toBe(HOSTILE_HTML);
    expect(HOSTILE_URLS).toContain(copy.websiteUrl);
    expect(HOSTILE_STRINGS).toContain(copy.name);
    expect(copy).toMatchObject({ code: '2800', date: '2026-11-20', nav: 1.5 });
    expect(copy.tags[1]).toBe('HKD');
    expect(HOSTILE_STRINGS).toContain(copy.tags[0]);
  });
});
