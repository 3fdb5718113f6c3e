// A fund's performance and tracking: tables by period, the chart series, tracking figures and history.
import { changePct, fundSeries, performance, tracking, trackingHistory } from '../data/series.mjs';
import { fundProfile } from '../data/profile.mjs';
import { fundOf } from './product.mjs';

const DETAIL = '/v1/fundProduct/detail';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */
/** @typedef {'cumulative' | 'annualised'} TableKind A performance table of returns by period. */

/** The periods of each performance table, in the order issuers show them. */
const TABLE_PERIODS = {
  cumulative: ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', '10Y', 'sinceListing'],
  annualised: ['1Y', '3Y', '5Y', '10Y', 'sinceListing'],
};
export const PERFORMANCE_KINDS = ['cumulative', 'annualised', 'calendarYear'];
export const TREND_PERIODS = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', '10Y', 'ALL'];

const SERIES_NAMES = {
  FUND: { 'zh-TW': '基金（資產淨值）', 'zh-CN': '基金（资产净值）', 'en-US': 'Fund (NAV)' },
};

/**
 * performance/{kind}: cumulative or annualised returns by period (a row for the fund, one for the index), or calendar years.
 * @param {Body} body
 * @param {CallContext} context
 */
export function performanceTable(body, { language, now, params }) {
  const fund = fundOf(body, language);
  const series = fundSeries(fund, now);
  const result = performance(series);
  const head = {
    fundCode: fund.fundCode,
    kind: params.kind,
    asOf: result.asOf,
    listingDate: series.listingDate,
    tooYoung: Boolean(result.tooYoung),
    currency: fund.baseCurrency,
  };
  if (result.tooYoung) return { ...head, list: [] };
  if (params.kind === 'calendarYear') {
    return {
      ...head,
      list: [...result.calendarYears].reverse().map(({ year, fund: f, index, partial }) => ({ year, fund: f, index, partial: Boolean(partial) })),
    };
  }
  // The kinds other than calendarYear are the tables' (PERFORMANCE_KINDS).
  const figures = result[/** @type {TableKind} */ (params.kind)];
  /** @type {(side: 'FUND' | 'INDEX', name: string) => Record<string, unknown>} */
  const row = (side, name) => ({
    series: side,
    name,
    ...Object.fromEntries(
      TABLE_PERIODS[/** @type {TableKind} */ (params.kind)].map((period) => [period, figures[period]?.[side === 'FUND' ? 'fund' : 'index'] ?? null]),
    ),
  });
  return { ...head, list: [row('FUND', SERIES_NAMES.FUND[language]), row('INDEX', fundProfile(fund).index[language])] };
}

/**
 * The date a trend period starts from, before asOf ('ALL' and periods longer than the history start at listing).
 * @param {string} period one of TREND_PERIODS
 * @param {string} asOf
 */
function periodStart(period, asOf) {
  const [year, month, day] = asOf.split('-').map(Number);
  if (period === 'ALL') return '0000-01-01';
  if (period === 'YTD') return `${year - 1}-12-31`;
  const months = /** @type {Record<string, number>} */ ({ '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, '5Y': 60, '10Y': 120 })[period];
  const lastDay = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * performanceTrend/{period}: daily NAV and index over the period, each also as a cumulative % from its start.
 * @param {Body} body
 * @param {CallContext} context
 */
export function performanceTrend(body, { language, now, params }) {
  const fund = fundOf(body, language);
  const series = fundSeries(fund, now);
  const tooYoung = Boolean(performance(series).tooYoung);
  const from = periodStart(params.period, series.asOf);
  // The base is the last close on or before the start, so a 1-month change matches the performance table.
  let first = series.points.findIndex((point) => point.date > from);
  if (first < 0) first = series.points.length - 1;
  const base = series.points[Math.max(0, first - 1)];
  const points = series.points.slice(Math.max(0, first - 1));
  return {
    fundCode: fund.fundCode,
    period: params.period,
    asOf: series.asOf,
    startDate: points[0].date,
    currency: fund.baseCurrency,
    indexName: fundProfile(fund).index[language],
    tooYoung,
    list: points.map(({ date, nav, index }) => ({
      date,
      nav,
      index,
      fundPct: tooYoung ? null : changePct(base.nav, nav),
      indexPct: tooYoung ? null : changePct(base.index, index),
    })),
  };
}

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function trackingMetrics(body, { language, now }) {
  const fund = fundOf(body, language);
  const series = fundSeries(fund, now);
  return { fundCode: fund.fundCode, listingDate: series.listingDate, indexName: fundProfile(fund).index[language], ...tracking(series, fund.expenseRatio) };
}

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function trackingChart(body, { language, now }) {
  const fund = fundOf(body, language);
  const series = fundSeries(fund, now);
  return { fundCode: fund.fundCode, asOf: series.asOf, indexName: fundProfile(fund).index[language], list: trackingHistory(series) };
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  [`${DETAIL}/performance/{kind}`]: { handler: performanceTable, field: 'data', params: { kind: PERFORMANCE_KINDS } },
  [`${DETAIL}/performanceTrend/{period}`]: { handler: performanceTrend, field: 'data', params: { period: TREND_PERIODS } },
  [`${DETAIL}/trackingMetrics`]: { handler: trackingMetrics, field: 'data' },
  [`${DETAIL}/trackingChart`]: { handler: trackingChart, field: 'data' },
};
