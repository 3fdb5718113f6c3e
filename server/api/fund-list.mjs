// POST /v1/fundProduct/list — the fund list: seven filters, a keyword, a sort and paging.
import { setImmediate } from 'node:timers/promises';
import { FUNDS } from '../data/funds.mjs';
import { DICTIONARIES } from '../data/dictionaries.mjs';
import { changePct, fundSize, navFacts } from '../data/series.mjs';
import { CODES, RequestError } from './envelope.mjs';
import { codesField, intField, numberField, stringField } from './request-fields.mjs';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').Language} Language */
/** @typedef {import('../data/funds.mjs').Fund} Fund */
/** @typedef {ReturnType<typeof listRow>} Row A row of the fund list. */
/** @typedef {ReturnType<typeof filtersOf>} Filters */

const TYPES = ['ALL', 'ETF', 'PUB', 'PRI'];
/** @type {(dictionary: string) => string[]} */
const codesOf = (dictionary) => DICTIONARIES[dictionary].map((entry) => entry.value);

/** The list filters that take codes: request field → the fund's field and the dictionary of codes. */
const CODE_FILTERS = {
  issuer: 'issuer',
  assetClass: 'assetClass',
  investmentArea: 'investmentArea',
  investmentOrientation: 'investmentOrientation',
};

/**
 * The filters that take a range: request fields (min, max) → the fund's field and the allowed bounds.
 * @type {Record<'expenseRatio' | 'assetSizeM', { min: number, max: number }>}
 */
const RANGE_FILTERS = {
  expenseRatio: { min: 0, max: 100 },
  assetSizeM: { min: 0, max: 1e9 },
};

/** The fields a list can be sorted by. */
export const SORT_FIELDS = ['fundName', 'fundCode', 'nav', 'navChangePct', 'expenseRatio', 'assetSizeM'];

const COLLATORS = Object.fromEntries(['zh-TW', 'zh-CN', 'en-US'].map((language) => [language, new Intl.Collator(language, { numeric: true })]));

/**
 * @param {Fund} fund
 * @param {string} keyword
 */
function matchesKeyword(fund, keyword) {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  // Every counter's stock code: a visitor may know the fund by its RMB or USD code (82800, 9800).
  const haystack = [
    ...Object.values(fund.fundName),
    fund.fundCode,
    fund.stockCode ?? '',
    fund.isin,
    fund.hkdCounter ?? '',
    fund.cnyCounter ?? '',
    fund.usdCounter ?? '',
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/**
 * The latest NAV and its change on the previous day, from the fund's daily series.
 * @param {Fund} fund
 * @param {Date} now
 */
function latestNav(fund, now) {
  const { nav, previousNav, asOf } = navFacts(fund, now);
  return { nav, navChangePct: previousNav ? changePct(previousNav, nav) : 0, navDate: asOf };
}

/**
 * A list row in one language.
 * @param {Fund} fund
 * @param {Language} language
 * @param {Date} [now]
 */
export function listRow(fund, language, now = new Date()) {
  return {
    fundCode: fund.fundCode,
    fundName: fund.fundName[language],
    isin: fund.isin,
    stockCode: fund.stockCode,
    fundType: fund.fundType,
    issuer: fund.issuer,
    assetClass: fund.assetClass,
    investmentArea: fund.investmentArea,
    investmentOrientation: fund.investmentOrientation,
    baseCurrency: fund.baseCurrency,
    ...latestNav(fund, now),
    expenseRatio: fund.expenseRatio,
    assetSizeM: Math.round(fundSize(fund, now).totalNav / 1e5) / 10,
    hkdCounter: fund.hkdCounter,
    cnyCounter: fund.cnyCounter,
    usdCounter: fund.usdCounter,
  };
}

/**
 * The range a request asks for on `field` ({field}Min, {field}Max); a start after the end is an error.
 * @param {Body} body
 * @param {string} field
 * @param {{ min: number, max: number }} bounds
 * @returns {[number, number]}
 */
function rangeOf(body, field, bounds) {
  const min = numberField(body, `${field}Min`, { ...bounds, fallback: bounds.min });
  const max = numberField(body, `${field}Max`, { ...bounds, fallback: bounds.max });
  if (min > max) throw new RequestError(CODES.BAD_RANGE, `Range ${field}Min–${field}Max is empty: ${min} is more than ${max}`);
  return [min, max];
}

/**
 * Reads the filters of a request: { type, keyword, codes: {field: [codes]}, ranges: {field: [min, max]} }.
 * @param {Body} body
 */
function filtersOf(body) {
  return {
    type: stringField(body, 'type', { allowed: TYPES, fallback: 'ALL' }),
    keyword: stringField(body, 'keyword', { maxLength: 100, fallback: '' }),
    codes: Object.fromEntries(Object.entries(CODE_FILTERS).map(([field, dictionary]) => [field, codesField(body, field, { allowed: codesOf(dictionary) })])),
    ranges: Object.fromEntries(Object.entries(RANGE_FILTERS).map(([field, bounds]) => [field, rangeOf(body, field, bounds)])),
  };
}

/**
 * Whether a fund passes the filters on what it is (its type, codes and names), and on its expense ratio.
 * @param {Fund} fund
 * @param {Filters} filters
 */
function fundMatches(fund, { type, keyword, codes, ranges }) {
  if (type !== 'ALL' && fund.fundType !== type) return false;
  // The code filters are fields of a fund (CODE_FILTERS).
  if (Object.entries(codes).some(([field, wanted]) => wanted.length && !wanted.includes(fund[/** @type {keyof typeof CODE_FILTERS} */ (field)]))) return false;
  const [min, max] = ranges.expenseRatio;
  if (fund.expenseRatio < min || fund.expenseRatio > max) return false;
  return matchesKeyword(fund, keyword);
}

/**
 * Whether a range filter asks for less than every fund.
 * @type {(filters: Filters, field: keyof typeof RANGE_FILTERS) => boolean}
 */
const narrows = (filters, field) => filters.ranges[field][0] > RANGE_FILTERS[field].min || filters.ranges[field][1] < RANGE_FILTERS[field].max;

/**
 * Sorts rows (or funds) in place by a field; names by the language's collation; ties keep the list's
 * own order. `valueOf`: the field's value of an item (by default, the item's own field).
 * @template T
 * @param {T[]} items
 * @param {string} field one of SORT_FIELDS
 * @param {string} order
 * @param {Language} language
 * @param {(item: T) => unknown} [valueOf]
 */
function sortRows(items, field, order, language, valueOf = (item) => /** @type {Record<string, unknown>} */ (item)[field]) {
  const direction = order === 'desc' ? -1 : 1;
  // `any`: the field picks the comparison, the language's collation for its strings or the difference of its numbers.
  /** @type {(a: any, b: any) => number} */
  const compare = field === 'fundName' || field === 'fundCode' ? COLLATORS[language].compare : (a, b) => a - b;
  return items.sort((a, b) => direction * compare(valueOf(a), valueOf(b)));
}

/** The fields of a row that come from the fund's latest NAV: to sort or filter by one, every row is worked out. */
const NAV_FIELDS = new Set(['nav', 'navChangePct', 'assetSizeM']);

/** @type {Map<string, { asOf: string, rows: Map<string, Row> }>} */
const rowCache = new Map(); // language → the rows worked out for the day, by fund code

/**
 * A fund's row in a language, worked out once a day.
 * @param {Fund} fund
 * @param {Language} language
 * @param {Date} now
 */
function rowOf(fund, language, now) {
  const asOf = navFacts(fund, now).asOf;
  let day = rowCache.get(language);
  if (day?.asOf !== asOf) rowCache.set(language, (day = { asOf, rows: new Map() }));
  let row = day.rows.get(fund.fundCode);
  if (!row) day.rows.set(fund.fundCode, (row = listRow(fund, language, now)));
  return row;
}

/**
 * The list: the funds that pass the filters, sorted, a page of them. A fund's NAV is worked out only
 * when its row is shown, or when the list is sorted or filtered by a figure of it (once a day, then
 * kept): ten thousand funds list as quickly as sixty-four.
 * @param {Body} body
 * @param {import('./envelope.mjs').CallContext} context
 */
export function fundList(body, { language, now = new Date() }) {
  const pageNum = intField(body, 'pageNum', { min: 1, max: 100000, fallback: 1 });
  const pageSize = intField(body, 'pageSize', { min: 1, max: 200, fallback: 20 });
  const sortField = stringField(body, 'sortField', { allowed: SORT_FIELDS });
  const sortOrder = stringField(body, 'sortOrder', { allowed: ['asc', 'desc'], fallback: 'asc' });
  const filters = filtersOf(body);
  const funds = FUNDS.filter((fund) => fundMatches(fund, filters));
  const start = (pageNum - 1) * pageSize;
  const [sizeMin, sizeMax] = filters.ranges.assetSizeM;
  if (narrows(filters, 'assetSizeM') || (sortField && NAV_FIELDS.has(sortField))) {
    const rows = funds.map((fund) => rowOf(fund, language, now)).filter((row) => row.assetSizeM >= sizeMin && row.assetSizeM <= sizeMax);
    if (sortField) sortRows(rows, sortField, sortOrder, language);
    return { total: rows.length, list: rows.slice(start, start + pageSize) };
  }
  // Sorted by what a fund is (its name, its code), or not at all: only the page's rows are worked out.
  if (sortField) sortRows(funds, sortField, sortOrder, language, (fund) => (sortField === 'fundName' ? fund.fundName[language] : fund.fundCode));
  return { total: funds.length, list: funds.slice(start, start + pageSize).map((fund) => rowOf(fund, language, now)) };
}

/**
 * Works out every fund's row in every language ahead of the first list that needs them all (sorted by
 * NAV, or filtered by size), a few funds at a time between requests. Resolves when done.
 * @param {Date} [now]
 */
export async function warmFundList(now = new Date()) {
  for (let i = 0; i < FUNDS.length; i += 25) {
    for (const fund of FUNDS.slice(i, i + 25)) for (const language of /** @type {Language[]} */ (['zh-TW', 'zh-CN', 'en-US'])) rowOf(fund, language, now);
    await setImmediate();
  }
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = { '/v1/fundProduct/list': { handler: fundList, field: 'data' } };
