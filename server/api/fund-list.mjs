// POST /v1/fundProduct/list — the fund list with paging, type filter and keyword.
import { FUNDS, navDate } from '../data/funds.mjs';
import { intField, stringField } from './request-fields.mjs';

const TYPES = ['ALL', 'ETF', 'PUB', 'PRI'];

function matchesKeyword(fund, keyword) {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  const haystack = [...Object.values(fund.fundName), fund.fundCode, fund.stockCode ?? '', fund.isin];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** A list row in one language. */
export function listRow(fund, language, date) {
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
    nav: fund.nav,
    navChangePct: fund.navChangePct,
    navDate: date,
    expenseRatio: fund.expenseRatio,
    assetSizeM: fund.assetSizeM,
    hkdCounter: fund.hkdCounter,
    cnyCounter: fund.cnyCounter,
    usdCounter: fund.usdCounter,
  };
}

export function fundList(body, { language }) {
  const pageNum = intField(body, 'pageNum', { min: 1, max: 100000, fallback: 1 });
  const pageSize = intField(body, 'pageSize', { min: 1, max: 200, fallback: 20 });
  const type = stringField(body, 'type', { allowed: TYPES, fallback: 'ALL' });
  const keyword = stringField(body, 'keyword', { maxLength: 100, fallback: '' });
  const matching = FUNDS.filter((fund) => (type === 'ALL' || fund.fundType === type) && matchesKeyword(fund, keyword));
  const date = navDate();
  const start = (pageNum - 1) * pageSize;
  return { total: matching.length, list: matching.slice(start, start + pageSize).map((fund) => listRow(fund, language, date)) };
}

export const calls = { '/v1/fundProduct/list': { handler: fundList, field: 'data' } };
