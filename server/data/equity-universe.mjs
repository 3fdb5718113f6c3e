// The shared equity universe: every market's stocks and the Asia-Pacific REITs, built once, and the ways funds draw on it.
import { seedOf, seeded } from './random.mjs';
import { COMM, FIN, IT, REALTY } from './holding-labels.mjs';
import { rankShares, weightedPick } from './holding-random.mjs';
import { STYLES, companyName, same } from './company-names.mjs';
import { tickerFor } from './security-codes.mjs';
import { DEFAULT_SECTORS, MARKETS, NASDAQ_100, priceHkd, usStocks } from './markets.mjs';

/** @typedef {import('./markets.mjs').Market} Market */
/** @typedef {import('./markets.mjs').Stock} Stock */

const LEADERS = 8; // the largest companies of a market come from its `leaders` sector mix, when it has one

/**
 * A market's generated stocks, largest cap first.
 * @param {Market} market
 * @param {Set<string>} usedNames
 * @param {Set<string>} usedTickers
 * @returns {Stock[]}
 */
function generatedStocks(market, usedNames, usedTickers) {
  const random = seeded(seedOf(`universe-${market.id}`));
  const shares = rankShares(random, market.count, { head: market.head });
  return shares.map((share, rank) => {
    const sector = weightedPick(random, (rank < LEADERS && market.leaders) || market.sectors || DEFAULT_SECTORS);
    const { name, root, industry } = companyName(random, market.style, sector, usedNames);
    return {
      name,
      ticker: tickerFor(random, market, [root, industry], usedTickers),
      sector,
      industry,
      country: market.country,
      assetClass: 'EQUITY',
      market: market.id,
      cap: market.weight * share,
      priceHkd: priceHkd(random, market.price, market.fx),
    };
  });
}

/**
 * Kinds of REIT: the word after the root of a REIT's name.
 * @type {import('./company-names.mjs').Word[]}
 */
const REIT_KINDS = [
  ['商業', '商业', 'Commercial'],
  ['物流', '物流', 'Logistics'],
  ['酒店', '酒店', 'Hospitality'],
  ['辦公室', '办公室', 'Office'],
  ['零售', '零售', 'Retail'],
  ['工業', '工业', 'Industrial'],
  ['醫療', '医疗', 'Healthcare'],
  ['數據中心', '数据中心', 'Data Centre'],
];

/**
 * The REIT markets: how many REITs, their share of the region (the sum of their caps), prices, and how a name ends.
 * @type {{ id: string, count: number, weight: number, fx: number, price: [number, number], style: import('./company-names.mjs').Style }[]}
 */
const REIT_MARKETS = [
  { id: 'HK', count: 8, weight: 0.27, fx: 1, price: [1, 40], style: { ...STYLES.hk, endings: [['房地產投資信託基金', '房地产投资信托基金', 'REIT']] } },
  {
    id: 'SG',
    count: 12,
    weight: 0.4,
    fx: 6.0,
    price: [0.5, 5],
    style: { .../** @type {Market} */ (MARKETS.find((m) => m.id === 'SG')).style, endings: [same('REIT'), same('Trust')] },
  },
  {
    id: 'JP',
    count: 10,
    weight: 0.21,
    fx: 0.052,
    price: [80000, 600000],
    style: { ...STYLES.ja, endings: [['投資法人', '投资法人', 'REIT Investment Corporation']] },
  },
  {
    id: 'AU',
    count: 8,
    weight: 0.33,
    fx: 5.0,
    price: [1, 30],
    style: { .../** @type {Market} */ (MARKETS.find((m) => m.id === 'AU')).style, endings: [same('REIT'), same('Property Group')] },
  },
];

/**
 * Asia-Pacific REITs, generated like the stocks, in the same name and ticker spaces.
 * @param {Set<string>} usedNames
 * @param {Set<string>} usedTickers
 * @returns {Stock[]}
 */
function reits(usedNames, usedTickers) {
  return REIT_MARKETS.flatMap((reit) => {
    const market = /** @type {Market} */ (MARKETS.find((m) => m.id === reit.id)); // every REIT market is one of MARKETS
    const random = seeded(seedOf(`reits-${reit.id}`));
    const kinds = reit.style.cjk ? REIT_KINDS : REIT_KINDS.map(([, , en]) => same(en));
    return rankShares(random, reit.count, { head: 1.5, power: 0.9 }).map((share) => {
      const { name, root, industry } = companyName(random, reit.style, REALTY, usedNames, kinds);
      return {
        name,
        ticker: tickerFor(random, market, [root, industry], usedTickers),
        sector: REALTY,
        industry: 'REIT',
        country: market.country,
        assetClass: 'REIT',
        market: reit.id,
        cap: reit.weight * share,
        priceHkd: priceHkd(random, reit.price, reit.fx),
      };
    });
  });
}

/** @type {(a: { cap: number }, b: { cap: number }) => number} */
export const byCap = (a, b) => b.cap - a.cap;

/** @type {{ byMarket: Record<string, Stock[]>, all: Stock[], reits: Stock[] } | undefined} */
let universe; // built once and in one fixed order, so no name or ticker depends on which fund is asked for first

/** Every stock by market (largest first), every stock across markets, and the REITs. */
export function getUniverse() {
  if (universe) return universe;
  /** @type {Set<string>} */
  const usedNames = new Set();
  /** @type {Set<string>} */
  const usedTickers = new Set();
  /** @type {Record<string, Stock[]>} */
  const byMarket = { US: usStocks() };
  for (const stock of byMarket.US) usedTickers.add(stock.ticker);
  for (const market of MARKETS) byMarket[market.id] = generatedStocks(market, usedNames, usedTickers);
  for (const stocks of Object.values(byMarket)) stocks.sort(byCap);
  universe = { byMarket, all: Object.values(byMarket).flat().sort(byCap), reits: reits(usedNames, usedTickers).sort(byCap) };
  return universe;
}

/**
 * The stocks of some markets, largest first, optionally of some sectors only.
 * @param {string[]} markets
 * @param {string[]} [sectors]
 */
export function stocksOf(markets, sectors) {
  const { byMarket } = getUniverse();
  const stocks = markets.flatMap((id) => byMarket[id]);
  return (sectors ? stocks.filter((stock) => sectors.includes(stock.sector)) : stocks).sort(byCap);
}

/**
 * The banks of some markets, largest first: who takes a money-market fund's deposits.
 * @type {(markets: string[]) => Stock[]}
 */
export const banksOf = (markets) => stocksOf(markets, [FIN]).filter((stock) => /^(Bank|Diversified Banks|Regional Banks)$/.test(stock.industry));

/** The Nasdaq-100: its members in the S&P 500, filled up to 101 lines with the next technology and communication names. */
export function nasdaq100() {
  const us = stocksOf(['US']);
  const members = us.filter((stock) => NASDAQ_100.includes(/** @type {string} */ (stock.symbol))); // every US stock has its symbol
  const fill = us.filter((stock) => !members.includes(stock) && [IT, COMM].includes(stock.sector));
  return [...members, ...fill.slice(0, Math.max(0, 101 - members.length))].sort(byCap);
}
