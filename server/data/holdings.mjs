// Each fund's holdings on its NAV date, and the sector, country and asset-class breakdowns computed
// from them. Everything is seeded, so the data set is the same on every run. Equities come from one
// shared universe per market (the S&P 500 from its public constituents list, the rest generated in
// each market's naming and ticker style), so that index funds of one theme hold the same index and
// a company has the same name, ticker and price in every fund that holds it.
import { FUNDS, HKD_PER, navDate } from './funds.mjs';
import { fundSize } from './series.mjs';
import { between, seedOf, seeded } from './random.mjs';
import { ASSET_CLASSES, COMM, COUNTRIES, DISC, ENERGY, FIN, HEALTH, INDUSTRY, IT, MATERIALS, REALTY, SECTORS, STAPLES, UTILITIES } from './holding-labels.mjs';
import { L } from './localized.mjs';
import { roundTo, sum } from './holding-random.mjs';
import { getUniverse, nasdaq100, stocksOf } from './equity-universe.mjs';
import { selection, weighted } from './holding-weights.mjs';
import { asiaCreditBonds, chinaGovernmentBonds, corporateBonds, moneyMarketFund, usTreasuries } from './fixed-income.mjs';

export { ASSET_CLASSES, COUNTRIES, SECTORS };

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {import('./holding-weights.mjs').Security} Security */
/** @typedef {{ security: Security, fraction: number }} Line A security and its fraction of a block (or of the fund). */
/** @typedef {{ fund: Fund, random: import('./random.mjs').Random, asOf: string, now: Date }} ThemeContext */
/**
 * A line of a fund's holdings.
 * @typedef {object} Holding
 * @property {import('./localized.mjs').Localized} name
 * @property {string | null} ticker
 * @property {string} sector
 * @property {string} country
 * @property {string} assetClass
 * @property {number} weightPct
 * @property {number} priceHkd
 * @property {number} shares
 * @property {number} marketValueHkd
 */
/** @typedef {'sector' | 'country' | 'assetClass'} BreakdownKind */

// ─── Gold and funds as holdings ──────────────────────────────────────────────────────────────────

/** The demo's gold price, US dollars per troy ounce: fixed, like its exchange rates. */
const GOLD_USD_PER_OUNCE = 4050;
/** @type {Security} */
const GOLD = {
  name: L('黃金（倫敦金庫）', '黄金（伦敦金库）', 'Gold bullion (London vault)'),
  ticker: null,
  sector: 'PRECIOUS_METALS',
  country: 'GB',
  assetClass: 'COMMODITY',
  cap: 1,
  priceHkd: GOLD_USD_PER_OUNCE * HKD_PER.USD,
};

/** The firm's own ETFs a balanced fund holds, by theme. */
const HELD_FUND_THEMES = ['Asia Investment Grade Bond', 'Gold', 'Asia REIT', 'USD Money Market'];

/**
 * Another demo fund as a holding, priced at its latest NAV.
 * @param {Fund} held
 * @param {Date} now
 * @returns {Security}
 */
function fundAsHolding(held, now) {
  return {
    name: held.fundName,
    ticker: `${held.fundCode} HK`,
    sector: 'FUNDS',
    country: 'HK',
    assetClass: 'FUND',
    cap: 1,
    priceHkd: roundTo(fundSize(held, now).nav * HKD_PER[held.baseCurrency], 4),
  };
}

/**
 * A balanced fund: developed-market stocks, US Treasuries and corporate bonds, and four of the firm's ETFs.
 * @param {ThemeContext} context
 * @returns {Line[]}
 */
function balancedFund({ random, asOf, now }) {
  const equities = selection(random, stocksOf(['US', 'JP', 'GB', 'FR', 'DE', 'CH', 'CA', 'AU', 'NL']), { core: 15, pool: 250, count: 60 });
  const issuers = selection(random, stocksOf(['US'], [FIN, IT, HEALTH, COMM, STAPLES]), { pool: 60, count: 10 });
  const bonds = [...usTreasuries(random, asOf, 16), ...corporateBonds(random, asOf, issuers, { yieldPct: 4.8, prefix: 'US' })];
  // Each of the themes has ETFs among FUNDS.
  const funds = HELD_FUND_THEMES.map((theme) => /** @type {Fund} */ (FUNDS.find((f) => f.fundType === 'ETF' && f.theme['en-US'] === theme))).map((held) =>
    fundAsHolding(held, now),
  );
  return [
    ...weighted(equities, { share: 0.55, power: 0.8, noise: 0.3, random }),
    ...weighted(bonds, { share: 0.33 }),
    ...weighted(funds, { share: 0.12, noise: 0.4, random }),
  ];
}

// ─── Funds ───────────────────────────────────────────────────────────────────────────────────────

const HONG_KONG_LISTED = ['CN_H', 'HK'];

/**
 * What each theme holds, as lines { security, fraction } whose fractions sum to 1. Index funds hold
 * their index (the same for every fund of the theme); active funds a seeded selection of their own.
 * @type {Record<string, (context: ThemeContext) => Line[]>}
 */
const THEMES = {
  'Hang Seng Index': () => weighted(stocksOf(HONG_KONG_LISTED).slice(0, 82), { limit: 0.08 }),
  'Hang Seng TECH Index': () => weighted(stocksOf(HONG_KONG_LISTED, [IT, COMM, DISC]).slice(0, 30), { limit: 0.08 }),
  'China Enterprises Index': () => weighted(stocksOf(['CN_H']).slice(0, 50), { limit: 0.08 }),
  'CSI 300 Index': () => weighted(stocksOf(['CN_A']).slice(0, 300)),
  'US 500 Index': () => weighted(stocksOf(['US'])),
  'Nasdaq-100 Index': () => weighted(nasdaq100()),
  'All-World Equity Index': () => weighted(getUniverse().all),
  'Asia High Dividend': ({ random }) =>
    weighted(
      selection(random, stocksOf([...HONG_KONG_LISTED, 'SG', 'AU', 'TW', 'KR', 'JP'], [FIN, UTILITIES, REALTY, ENERGY, COMM, MATERIALS, INDUSTRY]), {
        core: 5,
        pool: 200,
        count: 60,
      }),
      { power: 0.5, noise: 0.3, limit: 0.05, random },
    ),
  'Global Technology': ({ random }) =>
    weighted(selection(random, stocksOf(['US', 'JP', 'KR', 'TW', 'NL', 'DE', 'GB', 'CN_H'], [IT, COMM]), { core: 10, pool: 150, count: 60 }), {
      power: 0.6,
      noise: 0.3,
      limit: 0.1,
      random,
    }),
  'Japan Equity': ({ random }) =>
    weighted(selection(random, stocksOf(['JP']), { core: 15, pool: 300, count: 150 }), { power: 0.7, noise: 0.3, limit: 0.06, random }),
  'Asia Growth': ({ random }) =>
    weighted(
      selection(random, stocksOf([...HONG_KONG_LISTED, 'TW', 'KR', 'IN', 'SG', 'AU'], [IT, DISC, COMM, HEALTH, INDUSTRY, FIN]), {
        core: 10,
        pool: 250,
        count: 80,
      }),
      { power: 0.7, noise: 0.3, limit: 0.09, random },
    ),
  'Asia REIT': () => weighted(getUniverse().reits, { limit: 0.1 }),
  'US Treasury Bond': ({ random, asOf }) => weighted(usTreasuries(random, asOf, 45)),
  'Asia Investment Grade Bond': ({ random, asOf }) => weighted(asiaCreditBonds(random, asOf, 110), { limit: 0.04 }),
  'China Government Bond': ({ random, asOf }) => weighted(chinaGovernmentBonds(random, asOf, 40)),
  'HKD Money Market': moneyMarketFund,
  'USD Money Market': moneyMarketFund,
  Gold: () => [{ security: GOLD, fraction: 1 }],
  'Global Balanced': balancedFund,
};

/**
 * The share of the fund kept in cash: little for ETFs, more for active and money-market funds.
 * @param {Fund} fund
 * @param {import('./random.mjs').Random} random
 */
function cashShare(fund, random) {
  if (fund.assetClass === 'MONEY_MARKET') return between(random, 0.01, 0.05);
  if (fund.assetClass === 'COMMODITY') return between(random, 0.001, 0.004);
  if (fund.fundType === 'ETF') return between(random, 0.001, 0.008);
  return between(random, 0.01, 0.045);
}

const CASH_NAME = L('現金及其他', '现金及其他', 'Cash and others');
/** @type {Record<import('./funds.mjs').Currency, string>} */
const CASH_COUNTRY = { HKD: 'HK', USD: 'US', CNY: 'CN' };
const WEIGHT_UNITS = 1e6; // weights are kept in 1/10,000ths of a per cent, so that they add up exactly

/**
 * The holdings: whole shares (or units of nominal) bought for each line's fraction of the invested
 * money, valued at their prices; the cash line takes what is left, so values add up to `totalNavHkd`.
 * Weights come from the values, in 1/10,000ths of a per cent, the rounding remainder on the cash line.
 * @param {Fund} fund
 * @param {Line[]} lines
 * @param {number} cash
 * @param {number} totalNavHkd
 * @returns {Holding[]}
 */
function materialise(fund, lines, cash, totalNavHkd) {
  const invested = totalNavHkd * (1 - cash);
  const securities = lines
    .map(({ security, fraction }) => {
      const shares = Math.max(1, Math.round((invested * fraction) / security.priceHkd));
      return { security, shares, marketValueHkd: roundTo(shares * security.priceHkd, 2) };
    })
    .sort((a, b) => b.marketValueHkd - a.marketValueHkd);
  const cashHkd = roundTo(totalNavHkd - sum(securities.map((line) => line.marketValueHkd)), 2);
  const units = securities.map((line) => Math.round((line.marketValueHkd / totalNavHkd) * WEIGHT_UNITS));
  const holdings = securities.map(({ security, shares, marketValueHkd }, i) => ({
    name: security.name,
    ticker: security.ticker,
    sector: security.sector,
    country: security.country,
    assetClass: security.assetClass,
    weightPct: units[i] / 1e4,
    priceHkd: security.priceHkd,
    shares,
    marketValueHkd,
  }));
  const cashPrice = HKD_PER[fund.baseCurrency];
  holdings.push({
    name: CASH_NAME,
    ticker: null,
    sector: 'CASH',
    country: CASH_COUNTRY[fund.baseCurrency],
    assetClass: 'CASH',
    weightPct: (WEIGHT_UNITS - sum(units)) / 1e4,
    priceHkd: cashPrice,
    shares: roundTo(cashHkd / cashPrice, 2),
    marketValueHkd: cashHkd,
  });
  return holdings;
}

/**
 * The kinds of breakdown, each by a field of the holdings.
 * @type {BreakdownKind[]}
 */
export const BREAKDOWN_KINDS = ['sector', 'country', 'assetClass'];

/** The labels of each breakdown's codes. */
export const BREAKDOWN_LABELS = { sector: SECTORS, country: COUNTRIES, assetClass: ASSET_CLASSES };

/**
 * The holdings' weights summed per group of `field`, largest first, in per cent to 2 decimals adding
 * up to exactly 100 (the rounding remainder on the largest group); groups that round to 0 are left out.
 * @param {readonly Pick<Holding, BreakdownKind | 'weightPct'>[]} holdings
 * @param {BreakdownKind} field
 */
export function breakdownOf(holdings, field) {
  /** @type {Map<string, number>} */
  const units = new Map();
  for (const holding of holdings) units.set(holding[field], (units.get(holding[field]) ?? 0) + Math.round(holding.weightPct * 1e4));
  const groups = [...units]
    .map(([code, weight]) => ({ code, weight, hundredths: Math.round(weight / 100) }))
    .sort((a, b) => b.weight - a.weight || (a.code < b.code ? -1 : 1));
  groups[0].hundredths += 10000 - sum(groups.map((group) => group.hundredths));
  return groups.filter((group) => group.hundredths > 0).map(({ code, hundredths }) => ({ code, weightPct: hundredths / 100 }));
}

/**
 * Builds a fund's portfolio on `asOf`.
 * @param {Fund} fund
 * @param {Date} now
 * @param {string} asOf
 */
function build(fund, now, asOf) {
  const theme = THEMES[fund.theme['en-US']];
  if (!theme) throw new Error(`holdings: no holdings for the theme ${fund.theme['en-US']}`);
  const random = seeded(seedOf(`holdings-${fund.fundCode}`));
  const { totalNavHkd, units } = fundSize(fund, now);
  const cash = cashShare(fund, random);
  const holdings = materialise(fund, theme({ fund, random, asOf, now }), cash, totalNavHkd);
  const breakdowns = /** @type {Record<BreakdownKind, ReturnType<typeof breakdownOf>>} */ (
    Object.fromEntries(BREAKDOWN_KINDS.map((kind) => [kind, breakdownOf(holdings, kind)]))
  );
  return { fundCode: fund.fundCode, asOf, totalNavHkd, unitsIssued: units, holdings, breakdowns };
}

/** @type {Map<string, ReturnType<typeof build>>} */
const cache = new Map(); // fundCode → the latest portfolio built for it

/**
 * The fund's portfolio on navDate(now): { fundCode, asOf, totalNavHkd, unitsIssued, holdings (largest
 * first, cash last), breakdowns: { sector, country, assetClass } }. Memoised, so treat it as read-only.
 * @param {Fund} fund
 * @param {Date} [now]
 */
export function fundHoldings(fund, now = new Date()) {
  const asOf = navDate(now);
  const cached = cache.get(fund.fundCode);
  if (cached?.asOf === asOf) return cached;
  const portfolio = build(fund, now, asOf);
  cache.set(fund.fundCode, portfolio);
  return portfolio;
}
