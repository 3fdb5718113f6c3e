import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { FUNDS, navDate } from './funds.mjs';
import { fundSize } from './series.mjs';
import { ASSET_CLASSES, BREAKDOWN_KINDS, BREAKDOWN_LABELS, COUNTRIES, SECTORS, fundHoldings } from './holdings.mjs';
import { calls, portfolioDistribute, portfolioHolding, portfolioOverview } from '../api/portfolio.mjs';
import { CODES, RequestError } from '../api/envelope.mjs';

const NOW = new Date('2026-03-11T04:00:00Z'); // Wednesday noon in Hong Kong: NAV date Tuesday 2026-03-10
/** @typedef {import('./localized.mjs').Language} Language */
/** @typedef {import('./holdings.mjs').Holding} Holding */

/** @type {Language[]} */
const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'];
const BROAD = FUNDS.filter((fund) => fund.broad);
const byTheme = (/** @type {string} */ theme) => FUNDS.filter((fund) => fund.theme['en-US'] === theme);

/** A weight in per cent as whole 1/10,000ths, so that sums are exact. */
const units = (/** @type {number} */ pct) => Math.round(pct * 1e4);
const sumOf = (/** @type {number[]} */ values) => values.reduce((total, value) => total + value, 0);

describe('fundHoldings', () => {
  // First, while nothing is memoised: the broad fund builds the whole equity universe.
  // How long it takes is a figure for the benchmark, not a verdict: a busy machine takes longer.
  it('builds an all-world fund of more than 3,000 holdings', () => {
    const { holdings } = fundHoldings(BROAD[0], NOW);
    expect(holdings.length).toBeGreaterThanOrEqual(3000);
    for (const fund of BROAD) expect(fundHoldings(fund, NOW).holdings.length).toBeGreaterThanOrEqual(3000);
  });

  it('spreads an all-world fund over about 20 countries, the US the largest', () => {
    const { breakdowns } = fundHoldings(BROAD[0], NOW);
    expect(breakdowns.country.length).toBeGreaterThanOrEqual(20);
    expect(breakdowns.country[0].code).toBe('US');
    expect(breakdowns.country[0].weightPct).toBeGreaterThan(50);
  });

  it('gives every fund weights that add up to exactly 100, largest first and the cash line last', () => {
    for (const fund of FUNDS) {
      const { holdings } = fundHoldings(fund, NOW);
      expect(sumOf(holdings.map((h) => units(h.weightPct))), fund.fundCode).toBe(100 * 1e4);
      expect(
        holdings.filter((h) => units(h.weightPct) / 1e4 !== h.weightPct || h.weightPct <= 0),
        fund.fundCode,
      ).toEqual([]); // 4 decimals, none empty
      const securities = holdings.slice(0, -1);
      expect(
        securities.filter((h, i) => i > 0 && h.weightPct > securities[i - 1].weightPct),
        fund.fundCode,
      ).toEqual([]);
      expect(holdings.at(-1)).toMatchObject({ sector: 'CASH', assetClass: 'CASH', ticker: null });
      expect(holdings.filter((h) => h.assetClass === 'CASH')).toHaveLength(1);
    }
  });

  it('values the holdings at the fund total NAV, each at shares × price, weighted by its value', () => {
    for (const fund of FUNDS) {
      const { holdings, totalNavHkd } = fundHoldings(fund, NOW);
      expect(totalNavHkd).toBe(fundSize(fund, NOW).totalNavHkd);
      expect(sumOf(holdings.map((h) => h.marketValueHkd))).toBeCloseTo(totalNavHkd, 1);
      const wrong = holdings.filter(
        (h) =>
          !(h.shares > 0) ||
          (h.assetClass !== 'CASH' && !Number.isInteger(h.shares)) ||
          Math.abs(h.shares * h.priceHkd - h.marketValueHkd) >= 0.05 ||
          Math.abs((h.marketValueHkd / totalNavHkd) * 100 - h.weightPct) >= (h.assetClass === 'CASH' ? 0.01 : 0.00006),
      );
      expect(wrong, fund.fundCode).toEqual([]);
    }
  });

  it('names every holding and labels every code in three languages', () => {
    const missing = [];
    for (const fund of FUNDS) {
      for (const h of fundHoldings(fund, NOW).holdings) {
        for (const language of LANGUAGES) {
          const texts = [h.name[language], SECTORS[h.sector]?.[language], COUNTRIES[h.country]?.[language], ASSET_CLASSES[h.assetClass]?.[language]];
          if (!texts.every(Boolean)) missing.push(`${fund.fundCode} ${h.name['en-US']} ${language}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds the S&P 500 from the constituents file in a US 500 fund, Apple among them', () => {
    /** @type {Record<string, string>[]} the CSV's rows by its header */
    const rows = parse(readFileSync(new URL('./sp500-constituents.csv', import.meta.url)), { columns: true });
    const [fund] = byTheme('US 500 Index');
    const stocks = fundHoldings(fund, NOW).holdings.filter((h) => h.assetClass === 'EQUITY');
    expect(stocks.map((h) => h.name['en-US']).sort()).toEqual(rows.map((row) => row.Security).sort());
    const apple = stocks.find((h) => h.ticker === 'AAPL US');
    expect(apple).toMatchObject({ name: { 'zh-TW': 'Apple Inc.', 'en-US': 'Apple Inc.' }, sector: 'INFORMATION_TECHNOLOGY', country: 'US' });
    expect(/** @type {Holding} */ (stocks.find((h) => h.ticker === 'ACN US')).country).toBe('IE'); // Accenture: headquartered in Dublin
  });

  it('puts every S&P 500 name in the all-world fund too, with the same price', () => {
    const us500 = fundHoldings(byTheme('US 500 Index')[0], NOW).holdings.filter((h) => h.assetClass === 'EQUITY');
    const world = new Map(fundHoldings(BROAD[0], NOW).holdings.map((h) => /** @type {[string | null, Holding]} */ ([h.ticker, h])));
    for (const h of us500) expect(world.get(h.ticker)?.priceHkd, /** @type {string} */ (h.ticker)).toBe(h.priceHkd); // a stock's ticker
  });

  it('holds each index the same way in every fund that tracks it', () => {
    for (const theme of ['Hang Seng Index', 'Hang Seng TECH Index', 'China Enterprises Index', 'CSI 300 Index', 'US 500 Index', 'Nasdaq-100 Index']) {
      const [first, ...others] = byTheme(theme).map((fund) =>
        fundHoldings(fund, NOW)
          .holdings.slice(0, -1)
          .map((h) => h.ticker)
          .sort(),
      );
      for (const tickers of others) expect(tickers, theme).toEqual(first);
    }
  });

  it('sizes the indexes as their names say, with tickers in their markets\u2019 formats', () => {
    const count = (/** @type {string} */ theme) => fundHoldings(byTheme(theme)[0], NOW).holdings.length - 1;
    expect(count('CSI 300 Index')).toBe(300);
    expect(count('Hang Seng TECH Index')).toBe(30);
    expect(count('China Enterprises Index')).toBe(50);
    expect(count('Hang Seng Index')).toBeGreaterThanOrEqual(75);
    expect(count('Nasdaq-100 Index')).toBeGreaterThanOrEqual(100);
    const tickers = (/** @type {string} */ theme) =>
      fundHoldings(byTheme(theme)[0], NOW)
        .holdings.slice(0, -1)
        .map((h) => h.ticker);
    for (const ticker of tickers('CSI 300 Index')) expect(ticker).toMatch(/^\d{6} CH$/);
    for (const ticker of tickers('Hang Seng Index')) expect(ticker).toMatch(/^\d{1,4} HK$/);
    for (const ticker of tickers('Japan Equity')) expect(ticker).toMatch(/^\d{4} JT$/);
    const nasdaq = fundHoldings(byTheme('Nasdaq-100 Index')[0], NOW).breakdowns.sector;
    expect(nasdaq[0].code).toBe('INFORMATION_TECHNOLOGY');
  });

  it('holds bonds in bond funds, deposits and bills in money-market funds, bullion in gold funds', () => {
    const classes = (/** @type {string} */ theme) => new Set(fundHoldings(byTheme(theme)[0], NOW).holdings.map((h) => h.assetClass));
    expect(classes('US Treasury Bond')).toEqual(new Set(['BOND', 'CASH']));
    expect(classes('HKD Money Market')).toEqual(new Set(['MONEY_MARKET', 'CASH']));
    expect(classes('Gold')).toEqual(new Set(['COMMODITY', 'CASH']));
    expect(classes('Asia REIT')).toEqual(new Set(['REIT', 'CASH']));
    expect(classes('Global Balanced')).toEqual(new Set(['EQUITY', 'BOND', 'FUND', 'CASH']));
    const treasury = fundHoldings(byTheme('US Treasury Bond')[0], NOW).holdings[0];
    expect(treasury.name['en-US']).toMatch(/^US Treasury \d+\.\d{3}% \d{2}\/\d{2}\/\d{4}$/);
    expect(treasury.ticker).toMatch(/^US[0-9A-Z]{9}\d$/);
  });

  it('matures every bond and money-market instrument after the NAV date', () => {
    const asOf = navDate(NOW);
    for (const fund of FUNDS.filter((f) => ['BOND', 'MONEY_MARKET'].includes(f.assetClass))) {
      for (const h of fundHoldings(fund, NOW).holdings.slice(0, -1)) {
        const [day, month, year] = /** @type {RegExpMatchArray} */ (h.name['en-US'].match(/(\d{2})\/(\d{2})\/(\d{4})$/)).slice(1); // a maturity ends every name
        expect(`${year}-${month}-${day}` > asOf, h.name['en-US']).toBe(true);
      }
    }
  });

  it('gives the same holdings on every run and at any time of one Hong Kong day', async () => {
    const fund = byTheme('Asia Growth')[0];
    const morning = fundHoldings(fund, new Date('2026-03-11T00:30:00Z'));
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./holdings.mjs');
    expect(fresh.fundHoldings).not.toBe(fundHoldings);
    expect(fresh.fundHoldings(fund, new Date('2026-03-11T15:00:00Z'))).toEqual(morning);
  });
});

describe('breakdowns', () => {
  it('add up to exactly 100.00 per kind, largest first, for every fund', () => {
    for (const fund of FUNDS) {
      const { breakdowns } = fundHoldings(fund, NOW);
      for (const kind of BREAKDOWN_KINDS) {
        const list = breakdowns[kind];
        expect(sumOf(list.map((g) => Math.round(g.weightPct * 100))), `${fund.fundCode} ${kind}`).toBe(10000);
        for (let i = 1; i < list.length; i++) expect(list[i].weightPct).toBeLessThanOrEqual(list[i - 1].weightPct);
        for (const { code } of list) expect(BREAKDOWN_LABELS[kind][code], code).toBeDefined();
      }
    }
  });

  it('equal the holdings summed by hand', () => {
    const { holdings, breakdowns } = fundHoldings(byTheme('US 500 Index')[0], NOW);
    const technology = sumOf(holdings.filter((h) => h.sector === 'INFORMATION_TECHNOLOGY').map((h) => h.weightPct));
    /** @typedef {{ code: string, weightPct: number }} Group */
    expect(/** @type {Group} */ (breakdowns.sector.find((g) => g.code === 'INFORMATION_TECHNOLOGY')).weightPct).toBeCloseTo(technology, 1);
    const { holdings: hsi, breakdowns: hsiGroups } = fundHoldings(byTheme('Hang Seng Index')[0], NOW);
    const mainland = sumOf(hsi.filter((h) => h.country === 'CN').map((h) => h.weightPct));
    expect(Math.abs(/** @type {Group} */ (hsiGroups.country.find((g) => g.code === 'CN')).weightPct - mainland)).toBeLessThanOrEqual(0.01);
    const balanced = fundHoldings(byTheme('Global Balanced')[0], NOW);
    const bonds = sumOf(balanced.holdings.filter((h) => h.assetClass === 'BOND').map((h) => h.weightPct));
    expect(Math.abs(/** @type {Group} */ (balanced.breakdowns.assetClass.find((g) => g.code === 'BOND')).weightPct - bonds)).toBeLessThanOrEqual(0.01);
  });
});

describe('portfolio calls', () => {
  const context = (/** @type {Language} */ language = 'en-US', /** @type {Record<string, string>} */ params = {}) => ({ language, now: NOW, params });

  it('answers the overview from the holdings', () => {
    const fund = BROAD[0];
    const { holdings, totalNavHkd } = fundHoldings(fund, NOW);
    const overview = portfolioOverview({ productCode: fund.fundCode }, context());
    expect(overview).toMatchObject({ asOf: '2026-03-10', currency: 'HKD', totalNav: totalNavHkd, constituents: holdings.length - 1 });
    expect(overview.securitiesPct + overview.cashPct).toBeCloseTo(100, 6);
  });

  it('answers every holding in the request\u2019s language', () => {
    const fund = byTheme('Hang Seng Index')[0];
    const zh = portfolioHolding({ productCode: fund.fundCode }, context('zh-CN'));
    const en = portfolioHolding({ productCode: fund.fundCode }, context('en-US'));
    expect(zh.total).toBe(zh.list.length);
    expect(zh.list.at(-1)).toMatchObject({ name: '现金及其他', sectorName: '现金及其他', assetClass: 'CASH' });
    expect(en.list.at(-1)).toMatchObject({ name: 'Cash and others', countryName: 'Hong Kong' });
    expect(zh.list[0].name).not.toBe(en.list[0].name);
  });

  it('answers each breakdown kind with localized names', () => {
    const fund = byTheme('Gold')[0];
    const answer = portfolioDistribute({ productCode: fund.fundCode }, context('zh-TW', { kind: 'assetClass' }));
    expect(answer.kind).toBe('assetClass');
    expect(answer.list.map((g) => g.name)).toEqual(['商品', '現金及其他']);
  });

  it('rejects an unknown product code with 40401 in every call', () => {
    /** @typedef {[import('../api/envelope.mjs').Call['handler'], Record<string, string>]} HandlerCase */
    const handlers = Object.values(calls).flatMap(
      ({ handler, params }) => /** @type {HandlerCase[]} */ (params ? params.kind.map((kind) => [handler, { kind }]) : [[handler, {}]]),
    );
    expect(handlers).toHaveLength(6); // overview, holdings, their CSV export, three breakdowns
    for (const [handler, params] of handlers) {
      let error;
      try {
        handler({ productCode: 'NOPE' }, context('zh-TW', params));
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(RequestError);
      expect(/** @type {RequestError} */ (error).code).toBe(CODES.UNKNOWN_PRODUCT);
      expect(/** @type {RequestError} */ (error).message).toContain('NOPE');
    }
  });
});
