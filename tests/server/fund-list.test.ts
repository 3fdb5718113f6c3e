// The fund list call: every filter narrows the list to what it says, ranges are checked, sorts order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiServer } from './api-server';
import { fundSeries } from '../../server/data/series.mjs';
import { FUNDS } from '../../server/data/funds.mjs';

interface Row {
  fundCode: string;
  fundName: string;
  issuer: string;
  assetClass: string;
  investmentArea: string;
  investmentOrientation: string;
  expenseRatio: number;
  assetSizeM: number;
  nav: number;
  navChangePct: number;
  navDate: string;
}

let api: ApiServer;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const list = async (body: object, language = 'en-US') =>
  (await api.envelope<{ total: number; list: Row[] }>('/v1/fundProduct/list', { pageSize: 200, ...body }, { 'Accept-Language': language })).data;

describe('fund list filters', () => {
  it('filters by issuer, asset class, area and orientation, each taking several codes', async () => {
    const all = (await list({})).list;
    const filtered = await list({ issuer: ['HBR', 'JDE'], assetClass: 'EQUITY', investmentArea: ['HK', 'CN', 'US'], investmentOrientation: ['PASSIVE'] });
    const expected = all.filter(
      (r) =>
        ['HBR', 'JDE'].includes(r.issuer) &&
        r.assetClass === 'EQUITY' &&
        ['HK', 'CN', 'US'].includes(r.investmentArea) &&
        r.investmentOrientation === 'PASSIVE',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.list.map((r) => r.fundCode)).toEqual(expected.map((r) => r.fundCode));
    expect(filtered.total).toBe(expected.length);
  });

  it('filters by expense-ratio and size ranges, inclusive at both ends', async () => {
    const all = (await list({})).list;
    const some = all[10]!;
    const exact = await list({ expenseRatioMin: some.expenseRatio, expenseRatioMax: some.expenseRatio });
    expect(exact.list.map((r) => r.fundCode)).toContain(some.fundCode);
    expect(exact.list.every((r) => r.expenseRatio === some.expenseRatio)).toBe(true);
    const sized = await list({ assetSizeMMin: 1000, assetSizeMMax: 5000 });
    expect(sized.list.length).toBeGreaterThan(0);
    expect(sized.list.every((r) => r.assetSizeM >= 1000 && r.assetSizeM <= 5000)).toBe(true);
    expect(sized.total).toBe(all.filter((r) => r.assetSizeM >= 1000 && r.assetSizeM <= 5000).length);
  });

  it('finds a fund by its name in any language, its code, ISIN and the stock code of any counter', async () => {
    const fund = FUNDS.find((f) => f.cnyCounter && f.usdCounter)!;
    const keywords = [
      fund.fundName['zh-TW'],
      fund.fundName['zh-CN'],
      fund.fundName['en-US']!.toUpperCase(),
      fund.fundCode,
      fund.isin.toLowerCase(),
      fund.stockCode,
      fund.cnyCounter,
      fund.usdCounter,
    ];
    for (const keyword of keywords.map(String)) {
      const codes = (await list({ keyword })).list.map((r) => r.fundCode);
      expect(codes, keyword).toContain(fund.fundCode);
    }
    expect((await list({ keyword: 'no fund is called this' })).total).toBe(0);
  });

  it('rejects an empty range and an unknown code, naming the field', async () => {
    expect(await api.envelope('/v1/fundProduct/list', { expenseRatioMin: 2, expenseRatioMax: 1 })).toMatchObject({
      code: 40003,
      message: expect.stringContaining('expenseRatioMin'),
    });
    expect(await api.envelope('/v1/fundProduct/list', { issuer: ['NOPE'] })).toMatchObject({ code: 40002, message: expect.stringContaining('issuer') });
    expect(await api.envelope('/v1/fundProduct/list', { assetSizeMMin: 'big' })).toMatchObject({
      code: 40002,
      message: expect.stringContaining('assetSizeMMin'),
    });
    expect(await api.envelope('/v1/fundProduct/list', { sortField: 'secret' })).toMatchObject({ code: 40002, message: expect.stringContaining('sortField') });
  });
});

describe('fund list sort', () => {
  it('sorts by a number both ways, and by name in the language’s collation', async () => {
    const up = (await list({ sortField: 'navChangePct', sortOrder: 'asc' })).list.map((r) => r.navChangePct);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list({ sortField: 'assetSizeM', sortOrder: 'desc' })).list.map((r) => r.assetSizeM);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await list({ sortField: 'fundName' }, 'en-US')).list.map((r) => r.fundName);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US', { numeric: true }).compare));
  });

  it('pages a sorted list without repeating or losing funds', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(async (pageNum) => (await list({ sortField: 'nav', sortOrder: 'desc', pageNum, pageSize: 20 })).list));
    const codes = pages.flat().map((r) => r.fundCode);
    expect(new Set(codes).size).toBe(FUNDS.length);
  });
});

describe('fund list figures', () => {
  it('shows the latest NAV of the daily series and its change on the day before', async () => {
    const row = (await list({ keyword: FUNDS[3]!.fundCode })).list.find((r) => r.fundCode === FUNDS[3]!.fundCode)!;
    const { points, asOf } = fundSeries(FUNDS[3]!);
    const [previous, last] = points.slice(-2);
    expect(row.nav).toBe(last!.nav);
    expect(row.navDate).toBe(asOf);
    expect(row.navChangePct).toBeCloseTo((last!.nav / previous!.nav - 1) * 100, 2);
  });
});
