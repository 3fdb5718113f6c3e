import { describe, expect, it } from 'vitest';
import { FUNDS, navDate } from './funds.mjs';
import { paysDistributions } from './profile.mjs';
import { fundSeries } from './series.mjs';
import { PER_YEAR, distributionPolicy, distributions } from './dividends.mjs';

const NOW = new Date('2026-03-11T04:00:00Z'); // NAV date Tuesday 2026-03-10
const NOWS = [NOW, new Date('2025-08-04T10:00:00Z'), new Date()];
const DAY_MS = 86_400_000;

const daysBetween = (/** @type {string} */ from, /** @type {string} */ to) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
const isWeekday = (/** @type {string} */ date) => ![0, 6].includes(new Date(date).getUTCDay());
const all = (/** @type {Date} */ now) => FUNDS.flatMap((fund) => distributions(fund, now).map((record) => ({ fund, record })));

describe('distributions', () => {
  it('pays only for the funds whose profile says they pay; never money-market or growth funds', () => {
    for (const fund of FUNDS) {
      expect(distributionPolicy(fund) !== null, fund.fundCode).toBe(paysDistributions(fund));
      if (fund.assetClass === 'MONEY_MARKET' || fund.investmentOrientation === 'GROWTH') expect(distributions(fund, NOW)).toEqual([]);
    }
  });

  it('pays income, bond and REIT funds monthly, quarterly or half-yearly, and the others once a year', () => {
    for (const fund of FUNDS.filter((f) => distributionPolicy(f))) {
      const { frequency } = /** @type {import('./dividends.mjs').Policy} */ (distributionPolicy(fund)); // a fund that pays
      const income = fund.investmentOrientation === 'INCOME' || ['BOND', 'REIT'].includes(fund.assetClass);
      if (income) expect(['MONTHLY', 'QUARTERLY', 'SEMI_ANNUAL'], fund.fundCode).toContain(frequency);
      else expect(['ANNUAL', 'SEMI_ANNUAL'], fund.fundCode).toContain(frequency);
      const perYear = new Map();
      for (const { exDate } of distributions(fund, NOW)) perYear.set(exDate.slice(0, 4), (perYear.get(exDate.slice(0, 4)) ?? 0) + 1);
      for (const count of perYear.values()) expect(count).toBeLessThanOrEqual(PER_YEAR[frequency]);
    }
    const frequencies = new Set(FUNDS.map((fund) => distributionPolicy(fund)?.frequency));
    for (const frequency of Object.keys(PER_YEAR)) expect(frequencies).toContain(frequency);
  });

  it('lies between listing and the NAV date, announced before the ex-date, with ex < record < payment', () => {
    for (const now of NOWS) {
      for (const { fund, record } of all(now)) {
        const { listingDate } = fundSeries(fund, now);
        expect(record.announcementDate >= listingDate, fund.fundCode).toBe(true);
        expect(record.announcementDate < record.exDate).toBe(true);
        expect(record.exDate <= navDate(now)).toBe(true);
        expect(record.exDate < record.recordDate && record.recordDate < record.payableDate).toBe(true);
        expect(daysBetween(record.exDate, record.recordDate)).toBe(new Date(record.exDate).getUTCDay() === 5 ? 3 : 1); // the next business day
        expect(daysBetween(record.exDate, record.payableDate)).toBeGreaterThanOrEqual(10);
        expect(daysBetween(record.exDate, record.payableDate)).toBeLessThanOrEqual(22);
        for (const date of [record.announcementDate, record.exDate, record.recordDate, record.payableDate]) expect(isWeekday(date)).toBe(true);
      }
    }
  });

  it('lists the newest first, in the base currency', () => {
    for (const fund of FUNDS) {
      const records = distributions(fund, NOW);
      for (let i = 1; i < records.length; i++) expect(records[i - 1].exDate > records[i].exDate).toBe(true);
      for (const record of records) expect(record.currency).toBe(fund.baseCurrency);
    }
  });

  it('sets the amount as a yield on the NAV of the ex-date, and the annualised yield by the Hong Kong formula', () => {
    for (const { fund, record } of all(NOW)) {
      const point = fundSeries(fund, NOW).points.find((p) => p.date === record.exDate);
      expect(record.exDateNav).toBe(/** @type {import('./series.mjs').Point} */ (point).nav);
      const perYear = PER_YEAR[record.frequency];
      const periodYield = (1 + record.annualisedYieldPct / 100) ** (1 / perYear) - 1;
      // Within the rounding of the amount (4 decimals) and of the yield (2 decimals of a per cent).
      expect(Math.abs(record.amountPerUnit - periodYield * record.exDateNav)).toBeLessThanOrEqual(0.00005 + record.exDateNav * 0.00005 + 1e-9);
      expect(record.amountPerUnit).toBe(Number(record.amountPerUnit.toFixed(4)));
      expect(record.annualisedYieldPct).toBeGreaterThan(0.5);
      expect(record.annualisedYieldPct).toBeLessThan(12);
    }
  });

  it('splits each distribution between income and capital, adding up to 100, with both sources in the data set', () => {
    const records = all(NOW);
    for (const { record } of records) {
      expect(record.fromIncomePct + record.fromCapitalPct).toBeCloseTo(100, 9);
      expect(record.fromCapitalPct).toBeGreaterThanOrEqual(0);
      expect(record.fromIncomePct).toBeGreaterThanOrEqual(0);
    }
    expect(records.some(({ record }) => record.fromCapitalPct === 0)).toBe(true);
    expect(records.some(({ record }) => record.fromCapitalPct > 0 && record.fromIncomePct > 0)).toBe(true);
    const fromCapital = new Set(records.filter(({ record }) => record.fromCapitalPct > 0).map(({ fund }) => fund.fundCode));
    expect(fromCapital.size).toBeGreaterThanOrEqual(3); // several funds, and only in some periods
    for (const code of fromCapital) expect(records.some(({ fund, record }) => fund.fundCode === code && record.fromCapitalPct === 0)).toBe(true);
  });

  it('is the same on every call, and extending to a later day keeps the past', () => {
    const fund = /** @type {import('./funds.mjs').Fund} */ (FUNDS.find((f) => distributionPolicy(f)?.frequency === 'MONTHLY')); // some fund pays monthly
    const earlier = JSON.parse(JSON.stringify(distributions(fund, NOW)));
    const later = distributions(fund, new Date('2026-09-01T04:00:00Z'));
    expect(later.length).toBeGreaterThan(earlier.length);
    expect(later.slice(-earlier.length)).toEqual(earlier);
    expect(distributions(fund, NOW)).toEqual(earlier);
  });
});
