// A fund's prices: the intra-day quote and iNAV, its size, its latest NAV and its NAV history (also as CSV).
import { HKD_PER, countersOf } from '../data/funds.mjs';
import { changePct, fundSeries, fundSize } from '../data/series.mjs';
import { closingPremium, marketQuote, toTick } from '../data/intraday.mjs';
import { fundProfile } from '../data/profile.mjs';
import { L } from '../data/localized.mjs';
import { CODES, RequestError } from './envelope.mjs';
import { csvReply } from './csv.mjs';
import { fundOf } from './product.mjs';
import { intField, stringField } from './request-fields.mjs';

const DETAIL = '/v1/fundProduct/detail';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */
/** @typedef {import('./envelope.mjs').Language} Language */
/** @typedef {ReturnType<typeof navRange>['rows'][number]} NavRow A day of a fund's NAV history. */

const QUOTE_FIELDS = [
  'tradingCurrency',
  'stockCode',
  'lastPrice',
  'previousClose',
  'change',
  'changePct',
  'dayHigh',
  'dayLow',
  'volume',
  'turnover',
  'priceTime',
  'iNav',
  'iNavTime',
  'iNavChangePct',
  'premiumDiscountPct',
];

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function marketInfo(body, { language, now }) {
  const fund = fundOf(body, language);
  if (fund.fundType !== 'ETF') {
    return {
      fundCode: fund.fundCode,
      listed: false,
      marketStatus: null,
      exchangeTimeZone: null,
      tradingDate: null,
      ...Object.fromEntries(QUOTE_FIELDS.map((f) => [f, null])),
      counters: [],
    };
  }
  // A listed fund has its board lot.
  const { marketStatus, tradingDate, quotes } = marketQuote(fund, countersOf(fund), /** @type {number} */ (fundProfile(fund).boardLot), now);
  return { fundCode: fund.fundCode, listed: true, marketStatus, exchangeTimeZone: 'Asia/Hong_Kong', tradingDate, ...quotes[0], counters: quotes };
}

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function assetValue(body, { language, now }) {
  const fund = fundOf(body, language);
  const { asOf, nav, units, totalNav, totalNavHkd } = fundSize(fund, now);
  return { fundCode: fund.fundCode, asOf, currency: fund.baseCurrency, navPerUnit: nav, unitsIssued: units, totalNav, totalNavHkd };
}

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function netValue(body, { language, now }) {
  const fund = fundOf(body, language);
  const { asOf, points } = fundSeries(fund, now);
  const last = points[points.length - 1];
  const previous = points[points.length - 2] ?? last;
  const currencies = [...new Set([fund.baseCurrency, ...countersOf(fund).map((c) => c.currency)])];
  return {
    fundCode: fund.fundCode,
    navDate: asOf,
    currency: fund.baseCurrency,
    nav: last.nav,
    previousNav: previous.nav,
    change: Number((last.nav - previous.nav).toFixed(4)) + 0,
    changePct: changePct(previous.nav, last.nav),
    // The NAV per unit in each currency the fund deals or trades in, at the demo's fixed rates.
    navs: currencies.map((currency) => ({ currency, nav: Number(((last.nav * HKD_PER[fund.baseCurrency]) / HKD_PER[currency]).toFixed(4)) })),
  };
}

/**
 * Whether a 'YYYY-MM-DD' string is a real calendar date.
 * @type {(text: string) => boolean}
 */
const isDate = (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** @type {{ notDate: Record<Language, (name: string, value: string) => string>, reversed: Record<Language, (start: string, end: string) => string> }} */
const RANGE_MESSAGES = {
  notDate: {
    'zh-TW': (name, value) => `「${name}」不是有效日期：${value}（格式 YYYY-MM-DD）`,
    'zh-CN': (name, value) => `“${name}”不是有效日期：${value}（格式 YYYY-MM-DD）`,
    'en-US': (name, value) => `${name} is not a real date: ${value} (use YYYY-MM-DD)`,
  },
  reversed: {
    'zh-TW': (start, end) => `開始日期 ${start} 晚於結束日期 ${end}`,
    'zh-CN': (start, end) => `开始日期 ${start} 晚于结束日期 ${end}`,
    'en-US': (start, end) => `The start date ${start} is after the end date ${end}`,
  },
};

/**
 * A date field of a range: absent → fallback; not a real date → a range error in the visitor's language.
 * @param {Body} body
 * @param {string} name
 * @param {string} fallback
 * @param {Language} language
 */
function dateField(body, name, fallback, language) {
  const value = stringField(body, name, { maxLength: 10 });
  if (value === undefined || value === '') return fallback;
  if (!isDate(value)) throw new RequestError(CODES.BAD_RANGE, RANGE_MESSAGES.notDate[language](name, value));
  return value;
}

/**
 * The NAV rows of a request's date range, newest first, unpaged: the request's fund, the range as applied
 * (absent dates: from listing to the latest NAV date) and every dealing day in it. A date that is not a
 * real date, or a start after the end, is a range error in the request's language.
 * @param {Body} body
 * @param {CallContext} context
 */
function navRange(body, { language, now }) {
  const fund = fundOf(body, language);
  const { asOf, listingDate, points } = fundSeries(fund, now);
  const startDate = dateField(body, 'startDate', listingDate, language);
  const endDate = dateField(body, 'endDate', asOf, language);
  if (startDate > endDate) throw new RequestError(CODES.BAD_RANGE, RANGE_MESSAGES.reversed[language](startDate, endDate));
  const listed = fund.fundType === 'ETF';
  /** @type {{ date: string, nav: number, changePct: number | null, closePrice: number | null, premiumDiscountPct: number | null }[]} */
  const rows = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const { date, nav } = points[i];
    if (date < startDate) break;
    if (date > endDate) continue;
    const closePrice = listed ? toTick(nav * (1 + closingPremium(fund, date))) : null;
    rows.push({
      date,
      nav,
      changePct: i > 0 ? changePct(points[i - 1].nav, nav) : null,
      closePrice,
      premiumDiscountPct: listed ? changePct(nav, /** @type {number} */ (closePrice)) : null,
    });
  }
  return { fund, listed, startDate, endDate, rows };
}

/**
 * @param {Body} body
 * @param {CallContext} context
 */
export function navHistory(body, context) {
  const { fund, startDate, endDate, rows } = navRange(body, context);
  const pageNum = intField(body, 'pageNum', { min: 1, max: 100000, fallback: 1 });
  const pageSize = intField(body, 'pageSize', { min: 1, max: 5000, fallback: 20 });
  const start = (pageNum - 1) * pageSize;
  return { fundCode: fund.fundCode, currency: fund.baseCurrency, startDate, endDate, total: rows.length, list: rows.slice(start, start + pageSize) };
}

const NAV_EXPORT_NAME = L('過往資產淨值', '过往资产净值', 'NAV history');

/**
 * The whole range of navHistory as a CSV file, newest first; the closing price columns only for listed funds.
 * @param {Body} body
 * @param {CallContext} context
 */
export function navHistoryExport(body, context) {
  const { fund, listed, startDate, endDate, rows } = navRange(body, context);
  const ccy = fund.baseCurrency;
  /** @type {import('./csv.mjs').Column<NavRow>[]} */
  const columns = [
    { label: L('日期', '日期', 'Date'), value: (row) => row.date },
    { label: L(`每單位資產淨值（${ccy}）`, `每单位资产净值（${ccy}）`, `NAV per unit (${ccy})`), value: (row) => row.nav },
    { label: L('變動（%）', '变动（%）', 'Change (%)'), value: (row) => row.changePct },
    ...(listed
      ? [
          { label: L(`收市價（${ccy}）`, `收市价（${ccy}）`, `Closing price (${ccy})`), value: (/** @type {NavRow} */ row) => row.closePrice },
          { label: L('溢價／折讓（%）', '溢价／折让（%）', 'Premium / discount (%)'), value: (/** @type {NavRow} */ row) => row.premiumDiscountPct },
        ]
      : []),
  ];
  const name = (/** @type {Language} */ lang) => `${fund.fundCode} ${fund.fundName[lang]} ${NAV_EXPORT_NAME[lang]} ${startDate}–${endDate}`;
  return csvReply({ columns, rows, language: context.language, name });
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  [`${DETAIL}/marketInfo`]: { handler: marketInfo, field: 'data' },
  [`${DETAIL}/assetValue`]: { handler: assetValue, field: 'data' },
  [`${DETAIL}/netValue`]: { handler: netValue, field: 'data' },
  [`${DETAIL}/navHistory`]: { handler: navHistory, field: 'data' },
  [`${DETAIL}/navHistory/export`]: { handler: navHistoryExport, field: 'file' },
};
