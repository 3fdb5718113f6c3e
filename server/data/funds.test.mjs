// The demo fund universe at any size (DEMO_FUNDS): the same funds first, and no two alike.
import { describe, expect, it } from 'vitest';
import { FUND_COUNT, FUNDS, fundCount, makeFunds } from './funds.mjs';

describe('the demo funds', () => {
  it('are 64 unless DEMO_FUNDS says how many, from 1 to 10,000', () => {
    expect(fundCount(undefined)).toBe(64);
    expect(fundCount('')).toBe(64);
    expect(fundCount('2000')).toBe(2000);
    expect(fundCount('10000')).toBe(10_000);
    for (const bad of ['0', '-5', '10001', '12.5', 'many', '1e3x'])
      expect(() => fundCount(bad), bad).toThrow(`DEMO_FUNDS is "${bad}": give a whole number of funds from 1 to 10000`);
    expect(FUNDS).toHaveLength(FUND_COUNT);
  });

  it('are the same funds at any size: a larger universe adds funds after them', () => {
    const large = makeFunds(2000);
    expect(large.slice(0, 64)).toEqual(makeFunds(64));
    expect(large.slice(0, FUNDS.length)).toEqual(FUNDS);
  });

  it('share no code, counter, ISIN or name in any language, at 10,000 funds', () => {
    const funds = makeFunds(10_000);
    const counters = funds.flatMap((fund) => [fund.fundCode, fund.cnyCounter, fund.usdCounter].filter(Boolean));
    expect(new Set(counters).size).toBe(counters.length);
    expect(new Set(funds.map((fund) => fund.isin)).size).toBe(funds.length);
    for (const language of /** @type {const} */ (['zh-TW', 'zh-CN', 'en-US']))
      expect(new Set(funds.map((fund) => fund.fundName[language])).size, language).toBe(funds.length);
    // A later fund on an issuer's theme is told apart by a word, then a series number.
    expect(funds[60]?.fundName).toEqual({
      'zh-TW': '燈塔滬深300指數精選ETF',
      'zh-CN': '灯塔沪深300指数精选ETF',
      'en-US': 'Lighthouse CSI 300 Index Select ETF',
    });
    expect(funds.every((fund) => /^(\d{4,5}|(PUB|PRI)\d{4,5})$/.test(fund.fundCode))).toBe(true);
  });
});
