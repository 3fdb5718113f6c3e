// Bonds and money-market instruments: Treasuries, Asian and Chinese bonds, deposits, certificates of deposit and bills.
import { addDays } from './localized.mjs';
import { HKD_PER } from './funds.mjs';
import { between } from './random.mjs';
import { COMM, ENERGY, FIN, INDUSTRY, IT, REALTY, UTILITIES } from './holding-labels.mjs';
import { L } from './localized.mjs';
import { gaussian, pick, roundTo } from './holding-random.mjs';
import { isin } from './security-codes.mjs';
import { banksOf, stocksOf } from './equity-universe.mjs';
import { selection, weighted } from './holding-weights.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('./localized.mjs').Localized} Localized */
/** @typedef {import('./holding-weights.mjs').Security} Security */

/**
 * 'DD/MM/YYYY', as maturities are written in holdings reports.
 * @type {(date: string) => string}
 */
const dmy = (date) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A weekday `days` or a little more after `date`.
 * @param {string} date
 * @param {number} days
 */
function weekdayAfter(date, days) {
  let next = addDays(date, days);
  while ([0, 6].includes(new Date(next).getUTCDay())) next = addDays(next, 1);
  return next;
}

/** @type {import('./localized.mjs').Language[]} */
const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'];

/**
 * A name in each language: the issuer's name, then the other parts (strings, or labels per language), spaced.
 * @type {(issuer: Localized, ...parts: (string | Localized)[]) => Localized}
 */
const titled = (issuer, ...parts) =>
  L(
    .../** @type {[string, string, string]} */ (
      LANGUAGES.map((lang) => [issuer[lang], ...parts.map((part) => (typeof part === 'string' ? part : part[lang]))].join(' '))
    ),
  );

/**
 * A bond: a coupon on a grid of `step`, maturity `years` out, a price around par set by the coupon
 * against the market yield, nominal in `currency`; its `cap` is its amount outstanding (relative).
 * @param {Random} random
 * @param {{ issuer: Localized, country: string, sector: string, currency: import('./funds.mjs').Currency, asOf: string, years: [number, number], coupon: [number, number], step: number, decimals: number, yieldPct: number, prefix: string }} terms
 * @returns {Security}
 */
function bond(random, { issuer, country, sector, currency, asOf, years, coupon: [low, high], step, decimals, yieldPct, prefix }) {
  const coupon = Math.round(between(random, low, high) / step) * step;
  const term = Math.max(1, Math.round(between(random, years[0], years[1])));
  const maturity = `${Number(asOf.slice(0, 4)) + term}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${random() < 0.5 ? '15' : '28'}`;
  const price = Math.min(130, Math.max(60, 100 + (coupon - yieldPct) * Math.min(term, 15) * 0.85 + gaussian(random) * 0.6));
  return {
    name: titled(issuer, `${coupon.toFixed(decimals)}%`, dmy(maturity)),
    ticker: isin(random, prefix),
    sector,
    country,
    assetClass: 'BOND',
    cap: Math.exp(gaussian(random) * 0.6),
    priceHkd: roundTo((price / 100) * HKD_PER[currency], 4),
  };
}

const US_TREASURY = L('美國國庫債券', '美国国库债券', 'US Treasury');
const CHINA_GOVERNMENT = L('中國國債', '中国国债', 'China Government Bond');
const CHINA_POLICY_BANKS = [
  L('國家開發銀行', '国家开发银行', 'China Development Bank'),
  L('中國進出口銀行', '中国进出口银行', 'Export-Import Bank of China'),
  L('中國農業發展銀行', '中国农业发展银行', 'Agricultural Development Bank of China'),
];

/** Asian sovereign and government-related issuers of US-dollar bonds. */
const ASIA_PUBLIC_ISSUERS = [
  { issuer: L('大韓民國', '大韩民国', 'Republic of Korea'), country: 'KR', sector: 'GOVERNMENT' },
  { issuer: L('印尼共和國', '印度尼西亚共和国', 'Republic of Indonesia'), country: 'ID', sector: 'GOVERNMENT' },
  { issuer: L('菲律賓共和國', '菲律宾共和国', 'Republic of the Philippines'), country: 'PH', sector: 'GOVERNMENT' },
  { issuer: L('香港特別行政區政府', '香港特别行政区政府', 'Hong Kong SAR Government'), country: 'HK', sector: 'GOVERNMENT' },
  { issuer: L('香港機場管理局', '香港机场管理局', 'Airport Authority Hong Kong'), country: 'HK', sector: 'GOVERNMENT_RELATED' },
  { issuer: L('韓國進出口銀行', '韩国进出口银行', 'Export-Import Bank of Korea'), country: 'KR', sector: 'GOVERNMENT_RELATED' },
  { issuer: CHINA_POLICY_BANKS[0], country: 'CN', sector: 'GOVERNMENT_RELATED' },
  { issuer: CHINA_POLICY_BANKS[1], country: 'CN', sector: 'GOVERNMENT_RELATED' },
];

/**
 * US Treasuries across the curve.
 * @type {(random: Random, asOf: string, count: number) => Security[]}
 */
export const usTreasuries = (random, asOf, count) =>
  Array.from({ length: count }, () =>
    bond(random, {
      issuer: US_TREASURY,
      country: 'US',
      sector: 'GOVERNMENT',
      currency: 'USD',
      asOf,
      years: [1, 30],
      coupon: [0.5, 5],
      step: 0.125,
      decimals: 3,
      yieldPct: 4.2,
      prefix: 'US91282C',
    }),
  );

/**
 * US-dollar bonds of some of the companies in `stocks` (their names are the issuers').
 * @type {(random: Random, asOf: string, stocks: import('./markets.mjs').Stock[], terms: { yieldPct: number, prefix: string }) => Security[]}
 */
export const corporateBonds = (random, asOf, stocks, { yieldPct, prefix }) =>
  stocks.map((stock) =>
    bond(random, {
      issuer: stock.name,
      country: stock.country,
      sector: 'CORPORATE',
      currency: 'USD',
      asOf,
      years: [2, 12],
      coupon: [1.5, 6.5],
      step: 0.125,
      decimals: 3,
      yieldPct,
      prefix,
    }),
  );

/**
 * Asian investment-grade US-dollar bonds: sovereigns, agencies, and the larger companies of the region.
 * @param {Random} random
 * @param {string} asOf
 * @param {number} count
 */
export function asiaCreditBonds(random, asOf, count) {
  const companies = selection(random, stocksOf(['CN_H', 'HK', 'KR', 'SG', 'JP', 'IN', 'AU', 'TW'], [FIN, COMM, ENERGY, UTILITIES, REALTY, IT, INDUSTRY]), {
    pool: 150,
    count: 50,
  });
  const publicBonds = Array.from({ length: 2 }, () =>
    ASIA_PUBLIC_ISSUERS.map(({ issuer, country, sector }) =>
      bond(random, {
        issuer,
        country,
        sector,
        currency: 'USD',
        asOf,
        years: [2, 20],
        coupon: [1.5, 5.5],
        step: 0.125,
        decimals: 3,
        yieldPct: 4.6,
        prefix: 'XS',
      }),
    ),
  ).flat();
  const corporates = Array.from({ length: count - publicBonds.length }, (_, i) => companies[i % companies.length]);
  return [...publicBonds, ...corporateBonds(random, asOf, corporates, { yieldPct: 5, prefix: 'XS' })];
}

/**
 * Chinese government and policy-bank bonds in renminbi.
 * @type {(random: Random, asOf: string, count: number) => Security[]}
 */
export const chinaGovernmentBonds = (random, asOf, count) =>
  Array.from({ length: count }, (_, i) => {
    const policy = i % 3 === 2;
    const issuer = policy ? pick(random, CHINA_POLICY_BANKS) : CHINA_GOVERNMENT;
    const sector = policy ? 'GOVERNMENT_RELATED' : 'GOVERNMENT';
    return bond(random, {
      issuer,
      country: 'CN',
      sector,
      currency: 'CNY',
      asOf,
      years: [1, 30],
      coupon: [1.6, 3.6],
      step: 0.01,
      decimals: 2,
      yieldPct: 1.8,
      prefix: 'CND1',
    });
  });

const TIME_DEPOSIT = L('定期存款', '定期存款', 'Time Deposit');
const CERTIFICATE = L('存款證', '存款证', 'Certificate of Deposit');
/** @type {Record<'HKD' | 'USD', { issuer: Localized, country: string, prefix: string }>} */
const BILLS = {
  HKD: { issuer: L('外匯基金票據', '外汇基金票据', 'Exchange Fund Bill'), country: 'HK', prefix: 'HK0000' },
  USD: { issuer: L('美國國庫券', '美国国库券', 'US Treasury Bill'), country: 'US', prefix: 'US912797' },
};

/**
 * A deposit, certificate of deposit or bill maturing 3 days to 6 months after `asOf`; bills are bought at a discount.
 * @param {Random} random
 * @param {{ kind: 'deposit' | 'certificate' | 'bill', issuer: Localized, country: string, currency: 'HKD' | 'USD', asOf: string, ratePct: number }} terms
 * @returns {Security}
 */
function moneyMarketLine(random, { kind, issuer, country, currency, asOf, ratePct }) {
  const days = Math.floor(between(random, 3, 183));
  const maturity = weekdayAfter(asOf, days);
  const rate = roundTo(ratePct + gaussian(random) * 0.15, 2);
  const bill = kind === 'bill';
  return {
    name: bill ? titled(issuer, dmy(maturity)) : titled(issuer, kind === 'deposit' ? TIME_DEPOSIT : CERTIFICATE, `${rate.toFixed(2)}%`, dmy(maturity)),
    ticker: kind === 'deposit' ? null : isin(random, bill ? BILLS[currency].prefix : currency === 'HKD' ? 'HK' : 'XS'),
    sector: bill ? 'GOVERNMENT' : kind === 'deposit' ? 'DEPOSITS' : 'CERTIFICATES_OF_DEPOSIT',
    country,
    assetClass: 'MONEY_MARKET',
    cap: Math.exp(gaussian(random) * 0.5),
    priceHkd: roundTo((bill ? 1 - ((rate / 100) * days) / 365 : 1) * HKD_PER[currency], 4),
  };
}

/** Where a money-market fund in each currency places its deposits, and the rate it earns. */
const MONEY_MARKETS = {
  HKD: { banks: ['HK', 'CN_H', 'SG', 'GB', 'JP', 'FR', 'AU', 'CA'], ratePct: 3.6 },
  USD: { banks: ['US', 'GB', 'FR', 'JP', 'CA', 'AU', 'SG', 'DE'], ratePct: 4.3 },
};

/**
 * A money-market fund: time deposits and certificates of deposit with a dozen banks, and government bills.
 * @param {{ fund: import('./funds.mjs').Fund, random: Random, asOf: string }} context
 */
export function moneyMarketFund({ fund, random, asOf }) {
  // The money-market themes are in Hong Kong and the US: their funds' base currency is HKD or USD.
  const currency = /** @type {'HKD' | 'USD'} */ (fund.baseCurrency);
  const { banks, ratePct } = MONEY_MARKETS[currency];
  const chosen = selection(random, banksOf(banks), { pool: 30, count: 12 });
  /** @type {(kind: 'deposit' | 'certificate' | 'bill', issuer: { issuer: Localized, country: string }) => Security} */
  const line = (kind, { issuer, country }) => moneyMarketLine(random, { kind, issuer, country, currency, asOf, ratePct });
  /** @type {(stock: import('./markets.mjs').Stock) => { issuer: Localized, country: string }} */
  const bank = (stock) => ({ issuer: stock.name, country: stock.country });
  return [
    ...weighted([...chosen.map((stock) => line('deposit', bank(stock))), ...chosen.slice(0, 4).map((stock) => line('deposit', bank(stock)))], { share: 0.55 }),
    ...weighted(
      chosen.slice(0, 6).map((stock) => line('certificate', bank(stock))),
      { share: 0.2 },
    ),
    ...weighted(
      Array.from({ length: 8 }, () => line('bill', BILLS[currency])),
      { share: 0.25 },
    ),
  ];
}
