// POST /v1/fundProduct/compare/{period} — up to four funds side by side in one answer: their facts,
// returns, risk, calendar years, distributions, holdings overlap and a performance chart rebased to
// 100 over a range they share. The figures are those of the single-fund calls (baseInfo, the list,
// tradeFeeStandard, performance), computed here beside the data: the shared range and the overlap
// cannot be worked out from per-fund answers without every holding and every NAV.
import { distributionPolicy, distributions } from '../data/dividends.mjs';
import { fundHoldings } from '../data/holdings.mjs';
import { round } from '../data/random.mjs';
import { fundSeries, lastOnOrBefore, performance } from '../data/series.mjs';
import { CODES, RequestError } from './envelope.mjs';
import { baseInfo, tradeFeeStandard } from './fund-info.mjs';
import { listRow } from './fund-list.mjs';
import { TREND_PERIODS } from './fund-performance.mjs';
import { findFund } from './product.mjs';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */
/** @typedef {import('./envelope.mjs').Language} Language */
/** @typedef {import('../data/funds.mjs').Fund} Fund */
/** @typedef {import('../data/series.mjs').Series} Series */
/** @typedef {import('../data/series.mjs').Point} Point */
/** @typedef {'young' | 'shortHistory' | 'noBenchmark' | 'notReported'} FundReason Why a fund's figure is null. */
/** @typedef {{ label: string, values: Record<string, number | null>, reasons: Record<string, string> }} Row A row of the side-by-side tables: a value (or null and a reason) per fund code. */
/**
 * A fund being compared, with what the answer's tables are made from.
 * @typedef {{ fund: Fund, series: Series, young: boolean, years: Map<number, { value: number, partial: boolean }>, summary: ReturnType<typeof fundSummary> }} Compared
 */

/** The most funds one comparison takes. */
export const MAX_COMPARED = 4;
const TRADING_DAYS = 252;
/** The periods of the cumulative and annualised returns, as performance() has them. */
const CUMULATIVE = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', '10Y', 'sinceListing'];
const ANNUALISED = ['1Y', '3Y', '5Y', '10Y', 'sinceListing'];
/** The periods of the risk figures, in months back from the NAV date. */
const VOLATILITY_MONTHS = { '1Y': 12, '3Y': 36, '5Y': 60 };
const TRACKING_MONTHS = { '1Y': 12, '3Y': 36 };
/** How many calendar years of returns, and of distributions, the tables have at most; how many common holdings. */
const RETURN_YEARS = 10;
const DIVIDEND_YEARS = 5;
const TOP_HOLDINGS = 10;

/** @type {Record<Language, { none: string, tooMany: (count: number) => string }>} */
const CODES_ERRORS = {
  'zh-TW': { none: '請選擇最少一隻基金作比較', tooMany: (count) => `最多可比較 ${MAX_COMPARED} 隻基金；收到 ${count} 隻` },
  'zh-CN': { none: '请选择最少一只基金作比较', tooMany: (count) => `最多可比较 ${MAX_COMPARED} 只基金；收到 ${count} 只` },
  'en-US': { none: 'Choose at least one fund to compare', tooMany: (count) => `At most ${MAX_COMPARED} funds can be compared; got ${count}` },
};

/**
 * The product codes asked for: trimmed, blanks and repeats dropped (the first kept), in the order given.
 * Not a list of strings (of at most 20 characters), none left, or more than MAX_COMPARED: error 40002.
 * @param {Body} body
 * @param {Language} language
 */
function codesOf(body, language) {
  const value = body.productCodes;
  if (value === undefined || value === null) throw new RequestError(CODES.BAD_FIELD, 'Field "productCodes" is required');
  if (!Array.isArray(value) || value.some((code) => typeof code !== 'string' || code.length > 20)) {
    throw new RequestError(
      CODES.BAD_FIELD,
      `Field "productCodes" must be a list of product codes, each a string of at most 20 characters; got ${JSON.stringify(value)?.slice(0, 40) ?? 'undefined'}`,
    );
  }
  const codes = [...new Set(value.map((code) => code.trim()).filter(Boolean))];
  if (!codes.length) throw new RequestError(CODES.BAD_FIELD, CODES_ERRORS[language].none);
  if (codes.length > MAX_COMPARED) throw new RequestError(CODES.BAD_FIELD, CODES_ERRORS[language].tooMany(codes.length));
  return codes;
}

/**
 * The date `months` calendar months before `date`, kept within the target month (31 Mar − 1 month =
 * 28/29 Feb): where performance() and performanceTrend start a period.
 * @param {string} date
 * @param {number} months
 */
function monthsBefore(date, months) {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * Where a chart period starts, as performanceTrend has it: 'ALL' from listing, YTD from the last day of last year.
 * @param {string} period one of TREND_PERIODS
 * @param {string} asOf
 */
export function periodStart(period, asOf) {
  if (period === 'ALL') return '0000-01-01';
  if (period === 'YTD') return `${Number(asOf.slice(0, 4)) - 1}-12-31`;
  const months = /** @type {Record<string, number>} */ ({ '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, '5Y': 60, '10Y': 120 })[period];
  return monthsBefore(asOf, months);
}

/**
 * The annualised standard deviation (sample, × √252) of a daily figure from point `from` to point `end`,
 * in per cent to 2 decimals. `daily(i)` is the figure of day i against day i − 1.
 * @param {number} from
 * @param {number} end
 * @param {(i: number) => number} daily
 */
function annualisedDeviation(from, end, daily) {
  const figures = [];
  for (let i = from + 1; i <= end; i++) figures.push(daily(i));
  const mean = figures.reduce((sum, d) => sum + d, 0) / figures.length;
  const variance = figures.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (figures.length - 1);
  return round(Math.sqrt(variance * TRADING_DAYS) * 100, 2) + 0;
}

/**
 * A fund's volatility (of its daily NAV returns) and tracking error (of its daily return less its
 * index's: the same figure as tracking() for 1Y) over the periods back from its NAV date, in per cent;
 * null with a reason where the fund is under 6 months old, its history is shorter, or it has no index.
 * @param {Series} series
 * @param {{ young: boolean, hasBenchmark: boolean }} facts
 */
export function riskFigures({ points, asOf }, { young, hasBenchmark }) {
  /** @type {Record<string, FundReason>} */
  const reasons = {};
  const end = lastOnOrBefore(points, asOf);
  /** @type {(i: number) => number} */
  const navReturn = (i) => points[i].nav / points[i - 1].nav - 1;
  /** @type {(i: number) => number} */
  const difference = (i) => points[i].nav / points[i - 1].nav - points[i].index / points[i - 1].index;
  /**
   * @param {string} name
   * @param {Record<string, number>} periods
   * @param {(i: number) => number} daily
   * @param {boolean} applies
   */
  const figures = (name, periods, daily, applies) =>
    Object.fromEntries(
      Object.entries(periods).map(([period, months]) => {
        const from = lastOnOrBefore(points, monthsBefore(points[end].date, months));
        /** @type {FundReason | null} */
        const reason = young ? 'young' : !applies ? 'noBenchmark' : from < 0 ? 'shortHistory' : null;
        if (reason) reasons[`${name}.${period}`] = reason;
        return [period, reason ? null : annualisedDeviation(from, end, daily)];
      }),
    );
  return {
    volatility: figures('volatility', VOLATILITY_MONTHS, navReturn, true),
    trackingError: figures('trackingError', TRACKING_MONTHS, difference, hasBenchmark),
    reasons,
  };
}

/**
 * A fund's column of the comparison: its facts as baseInfo, the list and tradeFeeStandard give them,
 * its returns as performance gives them, and its risk; every null figure with its reason.
 * @param {Fund} fund
 * @param {Series} series
 * @param {ReturnType<typeof performance>} result
 * @param {CallContext} context
 */
function fundSummary(fund, series, result, context) {
  const body = { productCode: fund.fundCode };
  const info = baseInfo(body, context);
  const fees = tradeFeeStandard(body, context);
  const row = listRow(fund, context.language, context.now);
  const young = Boolean(result.tooYoung);
  /** @type {Record<string, FundReason>} */
  const reasons = {};
  /**
   * A figure, or null and its reason under `path`.
   * @template T
   * @param {string} path
   * @param {T | null | undefined} value
   * @param {FundReason} reason
   * @returns {T | null}
   */
  const figure = (path, value, reason) => {
    if (value === null || value === undefined) reasons[path] = reason;
    return value ?? null;
  };
  /**
   * A table of returns (cumulative or annualised), the fund's side.
   * @param {'cumulative' | 'annualised'} kind
   * @param {string[]} periods
   */
  const returns = (kind, periods) =>
    Object.fromEntries(periods.map((period) => [period, figure(`${kind}.${period}`, result[kind]?.[period]?.fund, young ? 'young' : 'shortHistory')]));
  const benchmark = figure('benchmark', info.underlyingIndex, 'noBenchmark');
  const risk = riskFigures(series, { young, hasBenchmark: benchmark !== null });
  const summary = {
    fundCode: fund.fundCode,
    fundName: info.fundName,
    fundType: info.fundType,
    assetClass: info.assetClass,
    issuer: figure('issuer', info.manager, 'notReported'),
    currency: info.baseCurrency,
    inceptionDate: series.listingDate,
    fundSizeM: figure('fundSizeM', row.assetSizeM, 'notReported'),
    fundSizeAsOf: figure('fundSizeAsOf', row.assetSizeM === null ? null : row.navDate, 'notReported'),
    managementFeePct: figure('managementFeePct', fees.managementFeePct, 'notReported'),
    ongoingChargesPct: figure('ongoingChargesPct', fees.ongoingChargesPct, 'notReported'),
    distributionPolicy: info.distributionPolicy,
    benchmark,
    isEquity: fund.assetClass === 'EQUITY',
    cumulative: returns('cumulative', CUMULATIVE),
    annualised: returns('annualised', ANNUALISED),
    volatility: risk.volatility,
    trackingError: risk.trackingError,
    reasons,
  };
  Object.assign(reasons, risk.reasons);
  return summary;
}

/**
 * The calendar-year returns: a row per year, newest first, the last RETURN_YEARS in which a fund old
 * enough to show returns has one. The listing year (counted from listing: not a full year's return) is
 * null with `partialYear`, a year before listing `shortHistory`, any year of a fund under 6 months `young`.
 * @param {Compared[]} compared
 * @param {number} asOfYear
 * @returns {Row[]}
 */
function calendarYearRows(compared, asOfYear) {
  const shown = compared.filter((c) => !c.young);
  if (!shown.length) return [];
  const first = Math.max(Math.min(...shown.map((c) => Number(c.series.listingDate.slice(0, 4)))), asOfYear - RETURN_YEARS);
  /** @type {Row[]} */
  const rows = [];
  for (let year = asOfYear - 1; year >= first; year--) {
    /** @type {Row} */
    const row = { label: String(year), values: {}, reasons: {} };
    for (const { fund, young, years } of compared) {
      const entry = years.get(year);
      const reason = young ? 'young' : !entry ? 'shortHistory' : entry.partial ? 'partialYear' : null;
      row.values[fund.fundCode] = reason ? null : /** @type {{ value: number }} */ (entry).value;
      if (reason) row.reasons[fund.fundCode] = reason;
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Distributions per unit paid in each of the last DIVIDEND_YEARS calendar years (by ex-dividend date),
 * newest first: the total and how many. A fund that does not distribute has `noDistributions`, a year
 * before listing `shortHistory`; a distributing fund that paid nothing in a year has 0.
 * @param {Compared[]} compared
 * @param {number} asOfYear
 * @param {Date} now
 */
function dividendRows(compared, asOfYear, now) {
  /** @type {Row[]} */
  const totals = [];
  /** @type {Row[]} */
  const counts = [];
  const paid = new Map(
    compared.map(({ fund }) => {
      /** @type {Map<number, { total: number, count: number }>} */
      const byYear = new Map();
      for (const record of distributions(fund, now)) {
        const year = Number(record.exDate.slice(0, 4));
        const sums = byYear.get(year) ?? { total: 0, count: 0 };
        sums.total += record.amountPerUnit;
        sums.count += 1;
        byYear.set(year, sums);
      }
      return [fund.fundCode, byYear];
    }),
  );
  for (let year = asOfYear; year > asOfYear - DIVIDEND_YEARS; year--) {
    /** @type {Row} */
    const total = { label: String(year), values: {}, reasons: {} };
    /** @type {Row} */
    const count = { label: String(year), values: {}, reasons: {} };
    for (const { fund, series } of compared) {
      const code = fund.fundCode;
      const reason = !distributionPolicy(fund) ? 'noDistributions' : year < Number(series.listingDate.slice(0, 4)) ? 'shortHistory' : null;
      const sums = paid.get(code)?.get(year) ?? { total: 0, count: 0 };
      total.values[code] = reason ? null : round(sums.total, 4) + 0;
      count.values[code] = reason ? null : sums.count;
      if (reason) total.reasons[code] = count.reasons[code] = reason;
    }
    totals.push(total);
    counts.push(count);
  }
  return { dividends: totals, dividendCounts: counts };
}

/** Weights are compared in whole 1/10,000ths of a per cent, as the holdings keep them, so sums are exact and symmetric. */
const WEIGHT_UNITS = 1e4;

/**
 * How much of each equity fund's portfolio it holds in common with each other (the sum, over the
 * securities both hold, of the smaller weight), and the securities most held in common.
 * @param {Compared[]} compared
 * @param {CallContext} context
 */
function overlapOf(compared, { language, now }) {
  const equity = compared.filter(({ fund }) => fund.assetClass === 'EQUITY');
  // Per equity fund: security code (ticker) → its weight in units and its name; cash and untickered lines are not securities held in common.
  const books = equity.map(({ fund }) => {
    /** @type {Map<string, { units: number, name: string }>} */
    const book = new Map();
    for (const holding of fundHoldings(fund, now).holdings) {
      if (holding.ticker && holding.assetClass !== 'CASH')
        book.set(holding.ticker, { units: Math.round(holding.weightPct * WEIGHT_UNITS), name: holding.name[language] });
    }
    return { code: fund.fundCode, name: fund.fundName[language], book };
  });
  /** @type {Map<string, number>} */
  const common = new Map(); // 'A B' → units held in common
  for (let a = 0; a < books.length; a++) {
    for (let b = a + 1; b < books.length; b++) {
      const [small, large] = books[a].book.size <= books[b].book.size ? [books[a].book, books[b].book] : [books[b].book, books[a].book];
      let units = 0;
      for (const [ticker, { units: weight }] of small) {
        const other = large.get(ticker);
        if (other) units += Math.min(weight, other.units);
      }
      common.set(`${books[a].code} ${books[b].code}`, units).set(`${books[b].code} ${books[a].code}`, units);
    }
  }
  // One equity fund overlaps with none: no rows, and the screen says why.
  const pairs = (books.length < 2 ? [] : books).map(({ code, name }) => {
    /** @type {Row & { code: string }} */
    const row = { label: name, code, values: {}, reasons: {} };
    for (const { fund } of compared) {
      const other = fund.fundCode;
      const reason = other === code ? 'self' : fund.assetClass !== 'EQUITY' ? 'notEquity' : null;
      row.values[other] = reason ? null : Math.round(/** @type {number} */ (common.get(`${code} ${other}`)) / 100) / 100;
      if (reason) row.reasons[other] = reason;
    }
    return row;
  });
  /** @type {Map<string, { name: string, units: number, funds: number }>} */
  const held = new Map(); // security code → its name, its weights summed over the funds, how many funds hold it
  for (const { book } of books) {
    for (const [ticker, { units, name }] of book) {
      const security = held.get(ticker);
      if (security) {
        security.units += units;
        security.funds += 1;
      } else held.set(ticker, { name, units, funds: 1 });
    }
  }
  const holdings = [...held]
    .filter(([, security]) => security.funds >= 2)
    .sort(([a, x], [b, y]) => y.units - x.units || (a < b ? -1 : 1))
    .slice(0, TOP_HOLDINGS)
    .map(([ticker, { name }]) => {
      /** @type {Row & { code: string }} */
      const row = { label: name, code: ticker, values: {}, reasons: {} };
      for (const { fund } of compared) {
        const weight = books.find((book) => book.code === fund.fundCode)?.book.get(ticker)?.units;
        const reason = fund.assetClass !== 'EQUITY' ? 'notEquity' : weight === undefined ? 'notHeld' : null;
        row.values[fund.fundCode] = reason ? null : round(/** @type {number} */ (weight) / WEIGHT_UNITS, 2) + 0;
        if (reason) row.reasons[fund.fundCode] = reason;
      }
      return row;
    });
  return { equityFunds: books.map((book) => book.code), pairs, holdings };
}

/**
 * A chart series' key for a fund code: `f` and the code, as a field name the chart can read.
 * @type {(code: string) => string}
 */
const seriesKey = (code) => `f${code.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** The periods whose chart has a row a week (the week's last close) rather than a day. */
const WEEKLY_PERIODS = new Set(['3Y', '5Y', '10Y', 'ALL']);

/**
 * The number of a date's week (weeks from Monday to Sunday).
 * @type {(date: string | number) => number}
 */
const weekOf = (date) => Math.floor((Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 3) / 7);

/**
 * The performance chart: every fund old enough to show returns, its NAV rebased to 100 on a start date
 * they share: the period's start as performanceTrend has it (its last close on or before), or the
 * youngest fund's listing when that is later. Funds under 6 months are left out (`excluded`).
 * @param {Compared[]} compared
 * @param {string} period
 * @param {Language} language
 */
function trendOf(compared, period, language) {
  const shown = compared.filter((c) => !c.young);
  const excluded = compared.filter((c) => c.young).map(({ fund }) => ({ code: fund.fundCode, reason: 'young' }));
  const step = WEEKLY_PERIODS.has(period) ? 'week' : 'day';
  if (!shown.length) return { startDate: null, step, series: [], list: [], excluded };
  const startDate = shown
    .map(({ series: { points, asOf } }) => points[Math.max(0, lastOnOrBefore(points, periodStart(period, asOf)))].date)
    .reduce((latest, date) => (date > latest ? date : latest));
  /** @type {Map<string, Record<string, string | number>>} */
  const rows = new Map(); // date → the chart's row of that date
  for (const { fund, series } of shown) {
    const { points } = series;
    const first = lastOnOrBefore(points, startDate);
    const base = points[first].nav;
    const key = seriesKey(fund.fundCode);
    for (let i = first; i < points.length; i++) {
      const { date, nav } = points[i];
      let row = rows.get(date);
      if (!row) rows.set(date, (row = { date }));
      row[key] = Math.round((nav / base) * 10_000) / 100;
    }
  }
  const daily = [...rows.keys()].sort().map((date) => /** @type {Record<string, string | number>} */ (rows.get(date)));
  // Past a year, a week's last close stands for the week: a chart a thousand pixels wide shows no
  // more, and four funds' ten years come to 520 rows rather than 2,600 (a fifth of the answer).
  const list = step === 'day' ? daily : daily.filter((row, i) => i === 0 || i === daily.length - 1 || weekOf(row.date) !== weekOf(daily[i + 1].date));
  return {
    startDate,
    step,
    series: shown.map(({ fund }) => ({ key: seriesKey(fund.fundCode), code: fund.fundCode, name: fund.fundName[language] })),
    list,
    excluded,
  };
}

/**
 * compare/{period}: the funds asked for (known ones, in the order asked) side by side.
 * @param {Body} body
 * @param {CallContext} context
 */
export function fundCompare(body, context) {
  const { language, now, params } = context;
  const codes = codesOf(body, language);
  /** @type {string[]} */
  const unknownCodes = [];
  /** @type {Compared[]} */
  const compared = [];
  for (const code of codes) {
    const fund = findFund(code);
    if (!fund) {
      unknownCodes.push(code);
      continue;
    }
    const series = fundSeries(fund, now);
    const result = performance(series);
    const years = new Map((result.calendarYears ?? []).map(({ year, fund: value, partial }) => [year, { value, partial: Boolean(partial) }]));
    compared.push({ fund, series, young: Boolean(result.tooYoung), years, summary: fundSummary(fund, series, result, context) });
  }
  const asOf = compared.length ? compared.map((c) => c.series.asOf).reduce((latest, date) => (date > latest ? date : latest)) : null;
  const asOfYear = asOf ? Number(asOf.slice(0, 4)) : 0;
  return {
    period: params.period,
    asOf,
    unknownCodes,
    funds: compared.map((c) => c.summary),
    calendarYears: asOf ? calendarYearRows(compared, asOfYear) : [],
    ...(asOf ? dividendRows(compared, asOfYear, now) : { dividends: [], dividendCounts: [] }),
    overlap: overlapOf(compared, context),
    trend: trendOf(compared, params.period, language),
  };
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  '/v1/fundProduct/compare/{period}': { handler: fundCompare, field: 'data', params: { period: TREND_PERIODS } },
};
