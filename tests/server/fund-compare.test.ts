// The compare call: up to four funds side by side, their figures those of the single-fund calls, the
// chart rebased over a range they share, the overlap of their holdings, and a reason for every null.
// Funds (server/data/funds.mjs): 2800 Hang Seng Index ETF (equity, listed 2012-11-12, distributes),
// PRI0119 the same index, 2808 Hang Seng TECH, 2816 China Enterprises (listed 2024-07-29), 2842 listed
// 270 days before the NAV date (over 6 months, under a year), 2837 listed 120 days before it (under 6
// months: no returns; does not distribute), 2879 a bond fund, 2884 a money-market fund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiServer } from './api-server';
import { fundCompare, periodStart, riskFigures } from '../../server/api/fund-compare.mjs';
import { baseInfo, tradeFeeStandard } from '../../server/api/fund-info.mjs';
import { listRow } from '../../server/api/fund-list.mjs';
import { TREND_PERIODS, performanceTable, performanceTrend } from '../../server/api/fund-performance.mjs';
import { findFund } from '../../server/api/product.mjs';
import { distributions } from '../../server/data/dividends.mjs';
import { fundHoldings } from '../../server/data/holdings.mjs';
import { fundSeries, tracking } from '../../server/data/series.mjs';

type Language = 'zh-TW' | 'zh-CN' | 'en-US';
type Answer = ReturnType<typeof fundCompare>;
type Row = { label: string; code?: string; values: Record<string, number | null>; reasons: Record<string, string> };

const now = new Date();
const LANGUAGES: Language[] = ['zh-TW', 'zh-CN', 'en-US'];
const compare = (productCodes: unknown[], period = '1Y', language: Language = 'en-US'): Answer =>
  fundCompare({ productCodes }, { language, now, params: { period } });
const context = (language: Language = 'en-US', params: Record<string, string> = {}) => ({ language, now, params });
const fundOf = (code: string) => findFund(code)!;
const fundIn = (answer: Answer, code: string) => answer.funds.find((fund) => fund.fundCode === code)!;

let api: ApiServer;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Every leaf of an object with its dotted path. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/** The keys whose value is null. */
const nulls = (values: Record<string, unknown>) =>
  Object.keys(values)
    .filter((key) => values[key] === null)
    .sort();

/** Checks that exactly the null figures of an answer have a reason, in every part of it. */
function expectReasonForEveryNull(answer: Answer) {
  const codes = answer.funds.map((fund) => fund.fundCode).sort();
  for (const { reasons, ...figures } of answer.funds) {
    const nullPaths = leaves(figures)
      .filter(([, value]) => value === null)
      .map(([path]) => path)
      .sort();
    expect(Object.keys(reasons).sort(), figures.fundCode).toEqual(nullPaths);
  }
  const rows: [string, Row[]][] = [
    ['calendarYears', answer.calendarYears],
    ['dividends', answer.dividends],
    ['dividendCounts', answer.dividendCounts],
    ['overlap.pairs', answer.overlap.pairs],
    ['overlap.holdings', answer.overlap.holdings],
  ];
  for (const [part, list] of rows) {
    for (const row of list) {
      expect(Object.keys(row.values).sort(), `${part} ${row.label}: a value for every fund`).toEqual(codes);
      expect(Object.keys(row.reasons).sort(), `${part} ${row.label}`).toEqual(nulls(row.values));
    }
  }
}

describe('compare: the request', () => {
  it('compares the known funds in the order asked, repeats dropped, unknown codes listed and left out', () => {
    const answer = compare(['2808', '9999', '2800', '2808', ' 2800 ', '', 'NOPE']);
    expect(answer.funds.map((fund) => fund.fundCode)).toEqual(['2808', '2800']);
    expect(answer.unknownCodes).toEqual(['9999', 'NOPE']);
    expect(answer.trend.series.map((series) => series.code)).toEqual(['2808', '2800']);
    expect(answer.overlap.equityFunds).toEqual(['2808', '2800']);
    for (const row of [...answer.calendarYears, ...answer.dividends, ...answer.overlap.holdings])
      expect(Object.keys(row.values).sort()).toEqual(['2800', '2808']);
  });

  it('answers a comparison of unknown codes alone with nothing in it, not an error', async () => {
    const answer = await api.envelope('/v1/fundProduct/compare/ALL', { productCodes: ['9999'] });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({
      period: 'ALL',
      asOf: null,
      unknownCodes: ['9999'],
      funds: [],
      calendarYears: [],
      dividends: [],
      dividendCounts: [],
      overlap: { equityFunds: [], pairs: [], holdings: [] },
      trend: { startDate: null, step: 'week', series: [], list: [], excluded: [] },
    });
  });

  it('refuses more than four different codes with a clear message, in the visitor’s language', async () => {
    const five = ['2800', '2808', '2816', '2879', '9999'];
    const call = '/v1/fundProduct/compare/1Y';
    expect(await api.envelope(call, { productCodes: five }, { 'Accept-Language': 'en' })).toMatchObject({
      code: 40002,
      message: 'At most 4 funds can be compared; got 5',
      data: null,
    });
    expect((await api.envelope(call, { productCodes: five }, { 'Accept-Language': 'zh-HK' })).message).toBe('最多可比較 4 隻基金；收到 5 隻');
    expect((await api.envelope(call, { productCodes: five }, { 'Accept-Language': 'zh-CN' })).message).toBe('最多可比较 4 只基金；收到 5 只');
    // Repeats are dropped before counting: a shared link that names a fund twice still compares.
    expect(await api.envelope(call, { productCodes: ['2800', '2808', '2800', '2816', '2879', '2808'] })).toMatchObject({ code: 0 });
  });

  it('names the field of a missing, empty or mistyped list of codes', async () => {
    const call = '/v1/fundProduct/compare/1Y';
    const en = { 'Accept-Language': 'en' };
    expect(await api.envelope(call, {}, en)).toMatchObject({ code: 40002, message: 'Field "productCodes" is required' });
    expect(await api.envelope(call, { productCodes: [] }, en)).toMatchObject({ code: 40002, message: 'Choose at least one fund to compare' });
    expect(await api.envelope(call, { productCodes: [' ', ''] }, en)).toMatchObject({ code: 40002, message: 'Choose at least one fund to compare' });
    for (const productCodes of ['2800', [2800], ['2800', null], ['x'.repeat(21)], { 0: '2800' }]) {
      expect(await api.envelope(call, { productCodes }, en), JSON.stringify(productCodes)).toMatchObject({
        code: 40002,
        message: expect.stringMatching(/^Field "productCodes" must be a list of product codes/),
      });
    }
  });
});

describe('compare: each fund', () => {
  it('has the facts baseInfo, the fund list and tradeFeeStandard give, and the returns performance gives', () => {
    for (const language of LANGUAGES) {
      const answer = compare(['2800', '2879', '2884', '2842'], '1Y', language);
      for (const fund of answer.funds) {
        const body = { productCode: fund.fundCode };
        const info = baseInfo(body, context(language));
        const fees = tradeFeeStandard(body, context(language));
        const row = listRow(fundOf(fund.fundCode), language, now);
        expect(fund).toMatchObject({
          fundName: info.fundName,
          fundType: info.fundType,
          assetClass: info.assetClass,
          issuer: info.manager,
          currency: info.baseCurrency,
          inceptionDate: fundSeries(fundOf(fund.fundCode), now).listingDate,
          fundSizeM: row.assetSizeM,
          fundSizeAsOf: row.navDate,
          managementFeePct: fees.managementFeePct,
          ongoingChargesPct: row.expenseRatio,
          distributionPolicy: info.distributionPolicy,
          benchmark: info.underlyingIndex,
          isEquity: info.assetClass === 'EQUITY',
        });
        for (const kind of ['cumulative', 'annualised'] as const) {
          const table = performanceTable(body, context(language, { kind }));
          const own = table.list.find((line) => line.series === 'FUND') as Record<string, unknown>;
          for (const [period, value] of Object.entries(fund[kind])) expect(value, `${fund.fundCode} ${kind} ${period}`).toBe(own[period] ?? null);
        }
      }
    }
  });

  it('gives no return or risk figure for a fund under 6 months old, each null with the reason "young"', () => {
    const young = fundIn(compare(['2837', '2800']), '2837');
    const figures = leaves({ c: young.cumulative, a: young.annualised, v: young.volatility, t: young.trackingError });
    expect(figures.length).toBe(9 + 5 + 3 + 2);
    for (const [, value] of figures) expect(value).toBeNull();
    expect(new Set(Object.values(young.reasons))).toEqual(new Set(['young']));
    expect(Object.keys(young.reasons)).toHaveLength(19);
  });

  it('gives the periods longer than a fund’s history as null with "shortHistory"', () => {
    const fund = fundIn(compare(['2842']), '2842'); // over 6 months, under a year
    expect(fund.cumulative['6M']).toEqual(expect.any(Number));
    expect(fund.cumulative.sinceListing).toEqual(expect.any(Number));
    for (const path of ['cumulative.1Y', 'cumulative.10Y', 'annualised.1Y', 'annualised.sinceListing', 'volatility.1Y', 'trackingError.1Y']) {
      expect(fund.reasons[path], path).toBe('shortHistory');
    }
    const old = fundIn(compare(['2800']), '2800');
    expect(old.reasons).toEqual({});
  });

  it('computes volatility from the daily NAV returns, and the 1-year tracking error as trackingMetrics does', () => {
    for (const code of ['2800', '2879', 'PUB0107']) {
      const fund = fundIn(compare([code]), code);
      const series = fundSeries(fundOf(code), now);
      expect(fund.trackingError['1Y'], code).toBe(tracking(series).trackingError);
      // Independently: the last year's daily returns, their sample standard deviation, × √252.
      const start = periodStart('1Y', series.asOf);
      const from = series.points.findLastIndex((point) => point.date <= start);
      const returns = series.points.slice(from + 1).map((point, i) => point.nav / series.points[from + i]!.nav - 1);
      const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
      const deviation = Math.sqrt(returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1));
      expect(fund.volatility['1Y'], code).toBeCloseTo(deviation * Math.sqrt(252) * 100, 2);
      // PUB0107 was listed in 2022: under 5 years.
      if (code === 'PUB0107') expect(fund.reasons['volatility.5Y']).toBe('shortHistory');
      else expect(fund.volatility['5Y']).toEqual(expect.any(Number));
    }
  });

  it('gives a fund without an index no tracking error, with the reason "noBenchmark"', () => {
    // Every demo fund has an index (baseInfo's underlyingIndex), so the rule is checked on its own.
    const series = fundSeries(fundOf('2884'), now);
    const risk = riskFigures(series, { young: false, hasBenchmark: false });
    expect(risk.trackingError).toEqual({ '1Y': null, '3Y': null });
    expect(risk.reasons).toEqual({ 'trackingError.1Y': 'noBenchmark', 'trackingError.3Y': 'noBenchmark' });
    expect(risk.volatility['1Y']).toEqual(expect.any(Number));
    const withIndex = riskFigures(series, { young: false, hasBenchmark: true });
    expect(withIndex.trackingError['1Y']).toEqual(expect.any(Number));
    expect(withIndex.reasons).toEqual({});
  });
});

describe('compare: every null has a reason', () => {
  it('in every part of the answer, in every language and period', () => {
    const sets = [['2800', '2879', '2884', '2837'], ['PUB0118', '2829', '2842', '9999'], ['2800', 'PRI0119', '2816', '2913'], ['2837'], ['2884', '2900']];
    for (const codes of sets) {
      for (const language of LANGUAGES) expectReasonForEveryNull(compare(codes, '1Y', language));
      for (const period of TREND_PERIODS) expectReasonForEveryNull(compare(codes, period));
    }
  });
});

describe('compare: the chart', () => {
  it('rebases every charted fund to 100 on a start date on or after every one’s listing', () => {
    for (const period of TREND_PERIODS) {
      const answer = compare(['2800', '2808', '2842', '2837'], period);
      const { startDate, series, list, excluded } = answer.trend;
      expect(excluded).toEqual([{ code: '2837', reason: 'young' }]);
      expect(series.map((line) => line.key)).toEqual(['f2800', 'f2808', 'f2842']);
      for (const line of series) expect(startDate! >= fundIn(answer, line.code).inceptionDate, `${period} ${line.code}`).toBe(true);
      expect(list[0]).toEqual({ date: startDate, f2800: 100, f2808: 100, f2842: 100 });
      expect(list.at(-1)?.date).toBe(answer.asOf);
      const dates = list.map((row) => row.date as string);
      expect(dates).toEqual([...new Set(dates)].sort());
      // Each point independently: the NAV of the day over the NAV of the start date.
      for (const line of series) {
        const { points } = fundSeries(fundOf(line.code), now);
        const nav = new Map(points.map((point) => [point.date, point.nav]));
        const base = nav.get(startDate!)!;
        for (const row of [list[1], list[Math.floor(list.length / 2)], list.at(-1)]) {
          expect(row![line.key], `${period} ${line.code} ${row!.date}`).toBe(Math.round((nav.get(row!.date as string)! / base) * 10_000) / 100);
        }
      }
    }
  });

  it('gives a row a trading day up to a year, and past it a row a week: the week’s last close', () => {
    const daily = compare(['2800', '2808'], '1Y').trend;
    expect(daily.step).toBe('day');
    const days = new Set(fundSeries(fundOf('2800'), now).points.map((point) => point.date));
    expect(daily.list.filter((row) => days.has(row.date as string)).length).toBe(daily.list.length);
    for (const period of ['3Y', '5Y', '10Y', 'ALL']) {
      const { step, list, startDate } = compare(['2800', '2808'], period).trend;
      expect(step, period).toBe('week');
      expect(list[0]!.date).toBe(startDate);
      const week = (date: string) => Math.floor((Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 3) / 7);
      const weeks = list.map((row) => week(row.date as string));
      // One row a week, but for the start's week (its first day and its last close); the weeks without a gap of more than one.
      expect(new Set(weeks.slice(1)).size, period).toBe(weeks.length - 1);
      for (let i = 2; i < weeks.length; i++) expect(weeks[i]! - weeks[i - 1]!, `${period} ${String(list[i]!.date)}`).toBeLessThanOrEqual(2);
      // Each row is its week's last trading day.
      for (const row of list.slice(1, -1)) {
        const date = row.date as string;
        const later = [...days].filter((day) => day > date && week(day) === week(date));
        expect(later, `${period} ${date}`).toEqual([]);
      }
    }
    expect(compare(['2800', '2808'], '10Y').trend.list.length).toBeLessThan(540);
  });

  it('runs ALL from the youngest charted fund’s listing', () => {
    const answer = compare(['2800', '2816', '2808'], 'ALL');
    expect(answer.trend.startDate).toBe(fundIn(answer, '2816').inceptionDate);
    expect(answer.trend.list[0]).toEqual({ date: answer.trend.startDate, f2800: 100, f2816: 100, f2808: 100 });
    // A fund under 6 months is left out, so it does not shorten the range.
    expect(compare(['2800', '2816', '2837'], 'ALL').trend.startDate).toBe(answer.trend.startDate);
  });

  it('starts a period where performanceTrend starts it, when every fund is older', () => {
    for (const period of TREND_PERIODS) {
      const single = performanceTrend({ productCode: '2808' }, context('en-US', { period }));
      expect(compare(['2808'], period).trend.startDate, period).toBe(single.startDate);
      if (period !== 'ALL') expect(compare(['2800', '2808'], period).trend.startDate, period).toBe(single.startDate);
      // The rebased chart of one fund is performanceTrend's cumulative change plus 100.
      const list = compare(['2808'], period).trend.list;
      const end = single.list.at(-1)!;
      expect(list.at(-1)!.f2808, period).toBeCloseTo(100 + end.fundPct!, 1);
    }
  });

  it('charts nothing when every fund is under 6 months old', () => {
    expect(compare(['2837'], '1M').trend).toEqual({ startDate: null, step: 'day', series: [], list: [], excluded: [{ code: '2837', reason: 'young' }] });
  });
});

describe('compare: calendar years and distributions', () => {
  it('shows the last 10 full years, the listing year as "partialYear", earlier years as "shortHistory", every year of a young fund as "young"', () => {
    const answer = compare(['2800', '2816', '2837']);
    const asOfYear = Number(answer.asOf!.slice(0, 4));
    expect(answer.calendarYears.map((row) => row.label)).toEqual(Array.from({ length: 10 }, (_, i) => String(asOfYear - 1 - i)));
    const years = performanceTable({ productCode: '2800' }, context('en-US', { kind: 'calendarYear' })).list;
    const listed = Number(fundIn(answer, '2816').inceptionDate.slice(0, 4));
    for (const row of answer.calendarYears) {
      const year = Number(row.label);
      expect(row.values['2800'], row.label).toBe(years.find((line) => line.year === year)!.fund);
      expect(row.reasons['2837']).toBe('young');
      if (year === listed) expect(row).toMatchObject({ values: { '2816': null }, reasons: { '2816': 'partialYear' } });
      else if (year < listed) expect(row).toMatchObject({ values: { '2816': null }, reasons: { '2816': 'shortHistory' } });
      else expect(row.values['2816']).toEqual(expect.any(Number));
    }
    // Only a young fund: no year to show.
    expect(compare(['2837']).calendarYears).toEqual([]);
  });

  it('totals the distributions of each of the last 5 years by ex-date, 0 for a year without one, none for a fund that does not distribute', () => {
    const answer = compare(['2800', '2816', '2837']);
    const asOfYear = Number(answer.asOf!.slice(0, 4));
    expect(answer.dividends.map((row) => row.label)).toEqual(Array.from({ length: 5 }, (_, i) => String(asOfYear - i)));
    expect(answer.dividendCounts.map((row) => row.label)).toEqual(answer.dividends.map((row) => row.label));
    const listed = Number(fundIn(answer, '2816').inceptionDate.slice(0, 4));
    for (const [i, row] of answer.dividends.entries()) {
      const counts = answer.dividendCounts[i]!;
      expect(row.reasons['2837']).toBe('noDistributions');
      expect(counts.reasons['2837']).toBe('noDistributions');
      for (const code of ['2800', '2816']) {
        const paid = distributions(fundOf(code), now).filter((record) => record.exDate.startsWith(`${row.label}-`));
        if (code === '2816' && Number(row.label) < listed) {
          expect(row.reasons[code]).toBe('shortHistory');
          continue;
        }
        expect(row.values[code], `${code} ${row.label}`).toBeCloseTo(
          paid.reduce((sum, record) => sum + record.amountPerUnit, 0),
          4,
        );
        expect(counts.values[code]).toBe(paid.length);
      }
    }
  });
});

describe('compare: holdings overlap', () => {
  /** The weight two funds hold in common, from their holdings: the smaller weight of each security both hold. */
  function commonWeight(a: string, b: string) {
    const weights = (code: string) =>
      new Map(
        fundHoldings(fundOf(code), now)
          .holdings.filter((holding) => holding.ticker && holding.assetClass !== 'CASH')
          .map((holding) => [holding.ticker, holding.weightPct]),
      );
    const [x, y] = [weights(a), weights(b)];
    return [...x].reduce((sum, [ticker, weight]) => sum + (y.has(ticker) ? Math.min(weight, y.get(ticker)!) : 0), 0);
  }

  it('is symmetric, between 0 and 100, the smaller weights summed, and marks itself and non-equity funds', () => {
    const answer = compare(['2800', 'PRI0119', '2816', '2879']);
    const { equityFunds, pairs } = answer.overlap;
    expect(equityFunds).toEqual(['2800', 'PRI0119', '2816']);
    expect(pairs.map((row) => row.code)).toEqual(equityFunds);
    for (const row of pairs) {
      expect(row.label).toBe(fundIn(answer, row.code!).fundName);
      expect(row.values[row.code!]).toBeNull();
      expect(row.reasons[row.code!]).toBe('self');
      expect(row.values['2879']).toBeNull();
      expect(row.reasons['2879']).toBe('notEquity');
      for (const other of equityFunds.filter((code) => code !== row.code)) {
        const value = row.values[other]!;
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        expect(pairs.find((line) => line.code === other)!.values[row.code!], `${row.code} ${other}`).toBe(value);
        expect(Math.abs(value - commonWeight(row.code!, other)), `${row.code} ${other}`).toBeLessThanOrEqual(0.005 + 1e-9);
      }
    }
    // Two funds of one index hold nearly the same; a Hang Seng fund and a Nasdaq-100 fund nothing.
    expect(pairs[0]!.values.PRI0119).toBeGreaterThan(90);
    expect(compare(['2800', '2968']).overlap.pairs[0]!.values['2968']).toBe(0);
  });

  it('lists the 10 securities most held in common, with each fund’s weight', () => {
    const answer = compare(['2800', '2808', '2816', '2884']);
    const { holdings } = answer.overlap;
    expect(holdings).toHaveLength(10);
    const sums = holdings.map((row) => Object.values(row.values).reduce<number>((sum, value) => sum + (value ?? 0), 0));
    for (let i = 1; i < sums.length; i++) expect(sums[i]!).toBeLessThanOrEqual(sums[i - 1]! + 0.02);
    for (const row of holdings) {
      expect(row.reasons['2884']).toBe('notEquity');
      const held = ['2800', '2808', '2816'].filter((code) => row.values[code] !== null);
      expect(held.length, row.code).toBeGreaterThanOrEqual(2);
      for (const code of ['2800', '2808', '2816']) {
        const holding = fundHoldings(fundOf(code), now).holdings.find((line) => line.ticker === row.code);
        if (holding) {
          expect(row.values[code]).toBe(Math.round(holding.weightPct * 100) / 100);
          expect(row.label).toBe(holding.name['en-US']);
        } else expect(row.reasons[code]).toBe('notHeld');
      }
    }
    // Fewer than two equity funds: nothing in common to list.
    expect(compare(['2800', '2879']).overlap).toEqual({ equityFunds: ['2800'], pairs: [], holdings: [] });
    expect(compare(['2879', '2884']).overlap).toEqual({ equityFunds: [], pairs: [], holdings: [] });
  });
});
