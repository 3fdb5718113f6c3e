// A fund's portfolio: its overview, every holding (also as CSV), and its breakdowns by sector, country and asset class.
import { ASSET_CLASSES, BREAKDOWN_KINDS, BREAKDOWN_LABELS, COUNTRIES, SECTORS, fundHoldings } from '../data/holdings.mjs';
import { L } from '../data/localized.mjs';
import { csvReply } from './csv.mjs';
import { fundOf } from './product.mjs';

const DETAIL = '/v1/fundProduct/detail';

/** @typedef {import('./envelope.mjs').Body} Body */
/** @typedef {import('./envelope.mjs').CallContext} CallContext */
/** @typedef {ReturnType<typeof portfolioHolding>['list'][number]} HoldingRow A holding as the list shows it. */

/**
 * The cash line's weight, in per cent to 2 decimals.
 * @type {(holdings: import('../data/holdings.mjs').Holding[]) => number}
 */
const cashPctOf = (holdings) => Math.round(/** @type {import('../data/holdings.mjs').Holding} */ (holdings.at(-1)).weightPct * 100) / 100; // the cash line is always there

/**
 * Total NAV, units in issue, how many securities, and how much of the fund is invested and in cash.
 * @param {Body} body
 * @param {CallContext} context
 */
export function portfolioOverview(body, { language, now }) {
  const { asOf, totalNavHkd, unitsIssued, holdings } = fundHoldings(fundOf(body, language), now);
  const cashPct = cashPctOf(holdings);
  return {
    asOf,
    currency: 'HKD',
    totalNav: totalNavHkd,
    unitsIssued,
    constituents: holdings.length - 1,
    securitiesPct: Math.round((100 - cashPct) * 100) / 100,
    cashPct,
  };
}

/**
 * Every holding in one answer, largest weight first and cash last, with its labels in the request's language.
 * @param {Body} body
 * @param {CallContext} context
 */
export function portfolioHolding(body, { language, now }) {
  const { asOf, holdings } = fundHoldings(fundOf(body, language), now);
  return {
    asOf,
    total: holdings.length,
    list: holdings.map((holding) => ({
      name: holding.name[language],
      ticker: holding.ticker,
      sector: holding.sector,
      sectorName: SECTORS[holding.sector][language],
      country: holding.country,
      countryName: COUNTRIES[holding.country][language],
      assetClass: holding.assetClass,
      assetClassName: ASSET_CLASSES[holding.assetClass][language],
      weightPct: holding.weightPct,
      priceHkd: holding.priceHkd,
      shares: holding.shares,
      marketValueHkd: holding.marketValueHkd,
    })),
  };
}

/** An ISIN: country prefix, nine characters and a check digit (bonds, bills and certificates of deposit have one as their code). */
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/** @type {import('./csv.mjs').Column<HoldingRow>[]} */
const HOLDING_COLUMNS = [
  { label: L('名稱', '名称', 'Name'), value: (holding) => holding.name },
  { label: L('交易所代號', '交易所代号', 'Ticker'), value: (holding) => (holding.ticker && !ISIN.test(holding.ticker) ? holding.ticker : null) },
  { label: L('ISIN', 'ISIN', 'ISIN'), value: (holding) => (holding.ticker && ISIN.test(holding.ticker) ? holding.ticker : null) },
  { label: L('行業', '行业', 'Sector'), value: (holding) => holding.sectorName },
  { label: L('國家／地區', '国家／地区', 'Country'), value: (holding) => holding.countryName },
  { label: L('資產類別', '资产类别', 'Asset class'), value: (holding) => holding.assetClassName },
  { label: L('比重（%）', '比重（%）', 'Weighting (%)'), value: (holding) => holding.weightPct },
  { label: L('市價（港元）', '市价（港元）', 'Market price (HKD)'), value: (holding) => holding.priceHkd },
  { label: L('持有股數／面值', '持有股数／面值', 'Shares or nominal held'), value: (holding) => holding.shares },
  { label: L('市值（港元）', '市值（港元）', 'Market value (HKD)'), value: (holding) => holding.marketValueHkd },
];

const HOLDINGS_NAME = L('持倉', '持仓', 'Holdings');

/**
 * Every holding as a CSV file, in the order of portfolioHolding (largest weight first, cash last).
 * @param {Body} body
 * @param {CallContext} context
 */
export function portfolioHoldingExport(body, context) {
  const fund = fundOf(body, context.language);
  const { asOf, list } = portfolioHolding(body, context);
  const name = (/** @type {import('./envelope.mjs').Language} */ lang) => `${fund.fundCode} ${fund.fundName[lang]} ${HOLDINGS_NAME[lang]} ${asOf}`;
  return csvReply({ columns: HOLDING_COLUMNS, rows: list, language: context.language, name });
}

/**
 * The holdings' weights summed by sector, country or asset class (`context.params.kind`), largest first.
 * @param {Body} body
 * @param {CallContext} context
 */
export function portfolioDistribute(body, { language, now, params }) {
  const { kind } = /** @type {{ kind: import('../data/holdings.mjs').BreakdownKind }} */ (params); // one of BREAKDOWN_KINDS
  const { asOf, breakdowns } = fundHoldings(fundOf(body, language), now);
  return {
    asOf,
    kind,
    list: breakdowns[kind].map(({ code, weightPct }) => ({ code, name: BREAKDOWN_LABELS[kind][code][language], weightPct })),
  };
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = {
  [`${DETAIL}/portfolioOverview`]: { handler: portfolioOverview, field: 'data' },
  [`${DETAIL}/portfolioHolding`]: { handler: portfolioHolding, field: 'data' },
  [`${DETAIL}/portfolioHolding/export`]: { handler: portfolioHoldingExport, field: 'file' },
  [`${DETAIL}/portfolioDistribute/{kind}`]: { handler: portfolioDistribute, field: 'data', params: { kind: BREAKDOWN_KINDS } },
};
