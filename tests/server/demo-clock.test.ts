// The demo clock over real HTTP: with DEMO_FAULTS=on a request may set the instant its answer is for
// (header X-Demo-Clock or cookie demo-clock); invalid values and servers without the switch ignore it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navDate } from '../../server/data/funds.mjs';
import { startApi, type ApiServer } from './api-server';

const MARKET = '/v1/fundProduct/detail/marketInfo';
const NET_VALUE = '/v1/fundProduct/detail/netValue';
const ETF = { productCode: '2800' };

let api: ApiServer;
let plain: ApiServer;
beforeAll(async () => {
  api = await startApi({ faults: true });
  plain = await startApi();
});
afterAll(() => Promise.all([api.close(), plain.close()]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function data(server: ApiServer, call: string, headers: Record<string, string>): Promise<any> {
  const answer = await server.envelope(call, ETF, headers);
  expect(answer.code, answer.message).toBe(0);
  return answer.data;
}
const at = (instant: string) => data(api, MARKET, { 'X-Demo-Clock': instant });

describe('demo clock', () => {
  it('moves an ETF’s intra-day quote every 15 s in trading hours (Monday 10:00 in Hong Kong)', async () => {
    const ten = await at('2026-11-23T02:00:00Z');
    const later = await at('2026-11-23T02:00:15Z');
    expect(ten).toMatchObject({
      marketStatus: 'OPEN',
      tradingDate: '2026-11-23',
      priceTime: '2026-11-23T10:00:00+08:00',
      iNavTime: '2026-11-23T10:00:00+08:00',
    });
    expect(later).toMatchObject({ marketStatus: 'OPEN', tradingDate: '2026-11-23', priceTime: '2026-11-23T10:00:15+08:00' });
    expect(later.priceTime).not.toBe(ten.priceTime);
    expect(await at('2026-11-23T02:00:14Z')).toEqual(ten); // within one 15-second step nothing moves
  });

  it('keeps the quote still after the close (17:00 and 17:00:15 in Hong Kong)', async () => {
    const five = await at('2026-11-23T09:00:00Z');
    const later = await at('2026-11-23T09:00:15Z');
    expect(five).toMatchObject({ marketStatus: 'CLOSED', tradingDate: '2026-11-23', priceTime: '2026-11-23T16:00:00+08:00' });
    expect(later).toEqual(five);
  });

  it('sets the NAV date too, and takes the cookie (URL-encoded or not) and a time zone offset', async () => {
    expect((await data(api, NET_VALUE, { 'X-Demo-Clock': '2026-11-23T02:00:00Z' })).navDate).toBe('2026-11-20'); // Monday: Friday's NAV
    const byHeader = await at('2026-11-23T02:00:00Z');
    expect(await data(api, MARKET, { Cookie: 'demo-clock=2026-11-23T02:00:00Z' })).toEqual(byHeader);
    expect(await data(api, MARKET, { Cookie: `theme=dark; demo-clock=${encodeURIComponent('2026-11-23T10:00:00+08:00')}` })).toEqual(byHeader);
    expect(await data(api, MARKET, { 'X-Demo-Clock': '2026-11-23T10:00+08:00' })).toEqual(byHeader);
  });

  it('takes the header over the cookie, and ignores an invalid header for a valid cookie', async () => {
    const monday = await at('2026-11-23T02:00:00Z');
    const tuesday = await at('2026-11-24T02:00:00Z');
    expect(tuesday.tradingDate).toBe('2026-11-24');
    expect(await data(api, MARKET, { 'X-Demo-Clock': '2026-11-24T02:00:00Z', Cookie: 'demo-clock=2026-11-23T02:00:00Z' })).toEqual(tuesday);
    for (const invalid of [
      'yesterday',
      '2026-11-24',
      '2026-11-24 02:00:00',
      '2026-11-24T02:00:00',
      '2026-02-30T02:00:00Z',
      '2026-11-24T24:00:00Z',
      '2026-11-24T02:60:00Z',
      '1999-11-24T02:00:00Z',
      '2099-11-24T02:00:00Z',
      '',
    ]) {
      expect(await data(api, MARKET, { 'X-Demo-Clock': invalid, Cookie: 'demo-clock=2026-11-23T02:00:00Z' }), invalid).toEqual(monday);
    }
  });

  it('answers an invalid clock at the real time', async () => {
    for (const invalid of ['not-a-time', '2026-13-01T00:00:00Z', '2026-11-23T02:00:00+25:00']) {
      const before = navDate(new Date());
      const { navDate: answered } = await data(api, NET_VALUE, { 'X-Demo-Clock': invalid });
      expect([before, navDate(new Date())], invalid).toContain(answered);
    }
  });

  it('is off without DEMO_FAULTS=on', async () => {
    const before = navDate(new Date());
    const { navDate: answered } = await data(plain, NET_VALUE, { 'X-Demo-Clock': '2030-03-05T02:00:00Z', Cookie: 'demo-clock=2030-03-05T02:00:00Z' });
    expect(answered).not.toBe('2030-03-04');
    expect([before, navDate(new Date())]).toContain(answered);
  });
});
