// The fund detail calls over HTTP: figures agree with each other, bad requests get clear errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiServer } from './api-server';
import { CALLS } from '../../server/api/router.mjs';
import { FUNDS } from '../../server/data/funds.mjs';
import { paysDistributions } from '../../server/data/profile.mjs';

let api: ApiServer;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const D = '/v1/fundProduct/detail';
const data = async (call: string, body: object, language = 'en-US') => {
  const answer = await api.envelope(call, body, { 'Accept-Language': language });
  expect(answer.code, `${call}: ${answer.message}`).toBe(0);
  return answer.data;
};

describe('fund calls and bad requests', () => {
  const fundCalls = Object.keys(CALLS).filter((call) => call.startsWith(D));

  it('answers an unknown product code with 40401 on every fund call, in the visitor’s language', async () => {
    for (const call of fundCalls) {
      expect(await api.envelope(call, { productCode: 'NOPE' }, { 'Accept-Language': 'en' }), call).toMatchObject({
        code: 40401,
        message: 'No fund has the product code "NOPE"',
      });
    }
    expect((await api.envelope(`${D}/baseInfo`, { productCode: 'NOPE' }, { 'Accept-Language': 'zh-HK' })).message).toBe('找不到產品代號為「NOPE」的基金');
    expect((await api.envelope(`${D}/baseInfo`, { productCode: 'NOPE' }, { 'Accept-Language': 'zh-CN' })).message).toBe('找不到产品代码为“NOPE”的基金');
  });

  it('names a missing or mistyped product code', async () => {
    expect(await api.envelope(`${D}/netValue`, {})).toMatchObject({ code: 40002, message: expect.stringContaining('productCode') });
    expect(await api.envelope(`${D}/netValue`, { productCode: 2800 })).toMatchObject({ code: 40002, message: expect.stringContaining('productCode') });
    expect(await api.envelope(`${D}/netValue`, { productCode: ['2800'] })).toMatchObject({ code: 40002 });
  });

  it('lists the values of a path parameter when one is unknown', async () => {
    const response = await api.post(`${D}/performance/weekly`, { productCode: '2800' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 40404, message: expect.stringMatching(/\{kind\} is one of cumulative, annualised, calendarYear/) });
  });

  it('rejects a reversed or impossible date range with 40003, in the visitor’s language', async () => {
    const en = { 'Accept-Language': 'en' };
    expect(await api.envelope(`${D}/navHistory`, { productCode: '2800', startDate: '2025-02-01', endDate: '2025-01-01' }, en)).toMatchObject({
      code: 40003,
      message: 'The start date 2025-02-01 is after the end date 2025-01-01',
    });
    expect(await api.envelope(`${D}/navHistory`, { productCode: '2800', startDate: '2025-02-30' }, en)).toMatchObject({
      code: 40003,
      message: expect.stringContaining('2025-02-30'),
    });
    expect((await api.envelope(`${D}/navHistory`, { productCode: '2800', endDate: 'yesterday' }, { 'Accept-Language': 'zh-TW' })).message).toContain(
      '不是有效日期',
    );
    expect(await api.envelope(`${D}/navHistory`, { productCode: '2800', pageSize: 0 })).toMatchObject({
      code: 40002,
      message: expect.stringContaining('pageSize'),
    });
  });
});

describe('fund figures agree with each other', () => {
  it('gives NAV history for exactly the dealing days in the range, newest first', async () => {
    const history = await data(`${D}/navHistory`, { productCode: '2800', startDate: '2024-12-28', endDate: '2025-01-10', pageSize: 100 });
    expect(history.list.map((row: { date: string }) => row.date)).toEqual([
      '2025-01-10',
      '2025-01-09',
      '2025-01-08',
      '2025-01-07',
      '2025-01-06',
      '2025-01-03',
      '2025-01-02',
      '2025-01-01',
      '2024-12-31',
      '2024-12-30',
    ]);
    expect(history.total).toBe(10);
    const [newest, previous] = history.list;
    expect(newest.changePct).toBeCloseTo((newest.nav / previous.nav - 1) * 100, 2);
  });

  it('matches the latest NAV across the list, netValue, assetValue and navHistory', async () => {
    const [row] = (await data('/v1/fundProduct/list', { keyword: '2829' })).list;
    const net = await data(`${D}/netValue`, { productCode: '2829' });
    const size = await data(`${D}/assetValue`, { productCode: '2829' });
    const [latest] = (await data(`${D}/navHistory`, { productCode: '2829', pageSize: 1 })).list;
    expect([net.nav, size.navPerUnit, latest.nav]).toEqual([row.nav, row.nav, row.nav]);
    expect(net.navDate).toBe(row.navDate);
    expect(size.totalNav).toBeCloseTo(size.unitsIssued * size.navPerUnit, -1);
    expect(size.totalNavHkd).toBeCloseTo(size.totalNav * 7.8, -1); // a US fund: USD at the demo's fixed 7.8
    expect(row.assetSizeM).toBeCloseTo(size.totalNav / 1e6, 1);
  });

  it('ends the 1-month trend at the 1-month return of the performance table', async () => {
    const table = await data(`${D}/performance/cumulative`, { productCode: '2800' });
    const trend = await data(`${D}/performanceTrend/1M`, { productCode: '2800' });
    const fundRow = table.list.find((row: { series: string }) => row.series === 'FUND');
    expect(trend.list.at(-1).fundPct).toBe(fundRow['1M']);
    expect(trend.list.at(-1).indexPct).toBe(table.list.find((row: { series: string }) => row.series === 'INDEX')['1M']);
  });

  it('gives no returns for a fund under 6 months old, and says so', async () => {
    const young = await data(`${D}/performance/cumulative`, { productCode: '2837' });
    expect(young).toMatchObject({ tooYoung: true, list: [] });
    const trend = await data(`${D}/performanceTrend/ALL`, { productCode: '2837' });
    expect(trend.tooYoung).toBe(true);
    expect(trend.list.every((point: { fundPct: number | null }) => point.fundPct === null)).toBe(true);
  });

  it('shows a market quote for ETFs and none for unlisted funds', async () => {
    const etf = await data(`${D}/marketInfo`, { productCode: '2800' });
    expect(etf).toMatchObject({ listed: true, exchangeTimeZone: 'Asia/Hong_Kong', tradingCurrency: 'HKD' });
    expect(etf.counters.length).toBeGreaterThan(1); // 2800 trades in HKD, RMB and USD
    expect(etf.iNav).toBeGreaterThan(0);
    const unlisted = await data(`${D}/marketInfo`, { productCode: 'PUB0107' });
    expect(unlisted).toMatchObject({ listed: false, lastPrice: null, iNav: null, counters: [] });
  });

  it('says in baseInfo whether distributions may come out of capital, as the dividend records show', async () => {
    const seen = { fromCapital: 0, fromIncomeOnly: 0, none: 0 };
    for (const fund of FUNDS) {
      const productCode = fund.fundCode;
      const info = await data(`${D}/baseInfo`, { productCode });
      const records: { fromCapitalPct: number }[] = (await data(`${D}/dividendRecord`, { productCode })).list;
      expect(typeof info.distributionFromCapital, productCode).toBe('boolean');
      if (records.some((record) => record.fromCapitalPct > 0)) expect(info.distributionFromCapital, `${productCode} paid out of capital`).toBe(true);
      if (!paysDistributions(fund)) {
        expect(records, productCode).toEqual([]);
        expect(info.distributionFromCapital, `${productCode} does not distribute`).toBe(false);
      }
      // The policy in words says the same.
      expect(info.distributionPolicy.includes('may pay them out of capital'), productCode).toBe(info.distributionFromCapital);
      if (info.distributionFromCapital) seen.fromCapital++;
      else if (records.length) seen.fromIncomeOnly++;
      else seen.none++;
    }
    expect(seen.fromCapital).toBeGreaterThanOrEqual(3);
    expect(seen.fromIncomeOnly).toBeGreaterThanOrEqual(3);
    expect(seen.none).toBeGreaterThanOrEqual(3);
    const [tw, cn] = await Promise.all([data(`${D}/baseInfo`, { productCode: '2879' }, 'zh-TW'), data(`${D}/baseInfo`, { productCode: '2879' }, 'zh-CN')]);
    expect(tw.distributionFromCapital && cn.distributionFromCapital).toBe(true);
    expect(tw.distributionPolicy).toContain('從資本中支付');
    expect(cn.distributionPolicy).toContain('从资本中支付');
  });

  it('gives trading codes per counter, and the nine fees and minimums', async () => {
    const trade = await data(`${D}/tradeInfo`, { productCode: '2800' });
    expect(trade.list.map((c: { tradingCurrency: string }) => c.tradingCurrency)).toEqual(['HKD', 'CNY', 'USD']);
    expect(trade.list[0]).toMatchObject({ reutersCode: '2800.HK', bloombergCode: '2800 HK Equity' });
    const fees = await data(`${D}/tradeFeeStandard`, { productCode: 'PUB0107' });
    expect(fees.managementFeePct + fees.trusteeFeePct).toBeLessThanOrEqual(fees.ongoingChargesPct);
    expect(fees.minInitialInvestment).toBeGreaterThan(fees.minSubsequentInvestment);
  });
});
