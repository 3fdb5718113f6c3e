// A fund's portfolio: its overview, every holding, and its breakdowns by sector, country and asset class.
import { ASSET_CLASSES, BREAKDOWN_KINDS, BREAKDOWN_LABELS, COUNTRIES, SECTORS, fundHoldings } from '../data/holdings.mjs';
import { fundOf } from './product.mjs';

const DETAIL = '/v1/fundProduct/detail';

/** The cash line's weight, in per cent to 2 decimals. */
const cashPctOf = (holdings) => Math.round(holdings.at(-1).weightPct * 100) / 100;

/** Total NAV, units in issue, how many securities, and how much of the fund is invested and in cash. */
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

/** Every holding in one answer, largest weight first and cash last, with its labels in the request's language. */
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

/** The holdings' weights summed by sector, country or asset class (`context.params.kind`), largest first. */
export function portfolioDistribute(body, { language, now, params }) {
  const { kind } = params;
  const { asOf, breakdowns } = fundHoldings(fundOf(body, language), now);
  return {
    asOf,
    kind,
    list: breakdowns[kind].map(({ code, weightPct }) => ({ code, name: BREAKDOWN_LABELS[kind][code][language], weightPct })),
  };
}

export const calls = {
  [`${DETAIL}/portfolioOverview`]: { handler: portfolioOverview, field: 'data' },
  [`${DETAIL}/portfolioHolding`]: { handler: portfolioHolding, field: 'data' },
  [`${DETAIL}/portfolioDistribute/{kind}`]: { handler: portfolioDistribute, field: 'data', params: { kind: BREAKDOWN_KINDS } },
};
