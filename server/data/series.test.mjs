import { performance as clock } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { FUNDS, navDate } from './funds.mjs';
import { NAV_ANCHOR, fundSeries, listingDate, performance, tracking, trackingHistory } from './series.mjs';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-03-11T04:00:00Z'); // Wednesday noon in Hong Kong: NAV date Tuesday 2026-03-10
const NOWS = [NOW, new Date('2025-08-04T10:00:00Z'), new Date('2027-01-02T03:00:00Z'), new Date()];

/** @typedef {Extract<import('./series.mjs').Performance, { cumulative: object }>} Figures A fund's returns, old enough to have them. */

/**
 * Every weekday from `first` to `last`, as 'YYYY-MM-DD'.
 * @param {string} first
 * @param {string} last
 */
function weekdaysBetween(first, last) {
  /** @type {string[]} */
  const dates = [];
  for (let time = Date.parse(first); time <= Date.parse(last); time += DAY_MS) {
    const day = new Date(time);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * A hand-made series over the weekdays from `first` to `last`, valued by `valueOn(date, position)`.
 * @param {string} first
 * @param {string} last
 * @param {(date: string, position: number) => { nav: number, index: number }} valueOn
 * @returns {import('./series.mjs').Series}
 */
function synthetic(first, last, valueOn) {
  const points = weekdaysBetween(first, last).map((date, position) => ({
    date,
    ...valueOn(date, position),
  }));
  return { fundCode: 'TEST', listingDate: first, asOf: last, points };
}

/**
 * The date `years` calendar years before `date`.
 * @type {(date: string, years: number) => string}
 */
const yearsBefore = (date, years) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/**
 * Every number anywhere inside a value.
 * @param {unknown} value
 * @returns {number[]}
 */
function numbersIn(value) {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

const isMoneyMarket = (/** @type {import('./funds.mjs').Fund} */ fund) => fund.assetClass === 'MONEY_MARKET';

describe('fundSeries', () => {
  it('gives the same series on repeated calls, across days and for two moments of one Hong Kong day', () => {
    const fund = FUNDS[3];
    const first = fundSeries(fund, NOW);
    fundSeries(fund, new Date('2026-03-20T04:00:00Z'));
    expect(fundSeries(fund, NOW)).toEqual(first);

    for (const recent of [FUNDS[5], FUNDS[6], fund]) {
      const morning = fundSeries(recent, new Date('2026-03-11T00:30:00Z')); // 08:30 in Hong Kong
      expect(fundSeries(recent, new Date('2026-03-11T15:00:00Z'))).toEqual(morning); // 23:00 in Hong Kong
    }
  });

  it('keeps its past as days go by: a later series only adds points (funds listed at a fixed date)', () => {
    const young = new Set([FUNDS[5].fundCode, FUNDS[6].fundCode]);
    for (const fund of FUNDS.filter((f) => !young.has(f.fundCode))) {
      const earlier = fundSeries(fund, new Date('2026-03-11T04:00:00Z')).points;
      const later = fundSeries(fund, new Date('2026-11-20T04:00:00Z')).points;
      expect(later.slice(0, earlier.length)).toEqual(earlier);
      const anchor = later.findLast((point) => point.date <= NAV_ANCHOR) ?? later[0];
      expect(anchor.nav).toBe(fund.nav);
    }
  });

  it('has one point per weekday from listing to the NAV date', () => {
    for (const now of NOWS) {
      for (const fund of FUNDS) {
        const { points, listingDate: listed, asOf } = fundSeries(fund, now);
        const dates = points.map((point) => point.date);
        expect(dates.join()).toBe(weekdaysBetween(listed, asOf).join()); // joined: 64 funds × 4 days of long arrays
        expect(dates[0]).toBe(weekdaysBetween(listingDate(fund, now), asOf)[0]);
        expect(dates.at(-1)).toBe(navDate(now));
      }
    }
  });

  it('lists funds between 2008 and 2024, with the three special cases relative to today', () => {
    for (const now of NOWS) {
      const asOf = navDate(now);
      const listings = FUNDS.map((fund) => fundSeries(fund, now).listingDate);
      expect(listings[0]).toBe('2012-11-12');
      expect(listings[0] < yearsBefore(asOf, 10)).toBe(true);
      const age = (/** @type {string} */ listed) => (Date.parse(asOf) - Date.parse(listed)) / DAY_MS;
      expect(age(listings[5])).toBeGreaterThan(110);
      expect(age(listings[5])).toBeLessThan(130);
      expect(age(listings[6])).toBeGreaterThan(260);
      expect(age(listings[6])).toBeLessThan(280);
      const others = listings.filter((_, i) => i !== 5 && i !== 6);
      expect(others.every((listed) => listed >= '2008-01-01' && listed <= '2024-12-31')).toBe(true);
      expect(new Set(others).size).toBeGreaterThan(40);
    }
    const asOf = navDate();
    expect(FUNDS.filter((fund) => fundSeries(fund).listingDate < yearsBefore(asOf, 10)).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps every value finite and positive, and money-market NAVs never fall more than 0.05 % a day', () => {
    for (const fund of FUNDS) {
      const { points } = fundSeries(fund, NOW);
      expect(points.every((point) => Number.isFinite(point.nav) && point.nav > 0)).toBe(true);
      expect(points.every((point) => Number.isFinite(point.index) && point.index > 0)).toBe(true);
      if (isMoneyMarket(fund)) {
        const worstDay = Math.min(...points.slice(1).map((point, i) => point.nav / points[i].nav - 1));
        expect(worstDay).toBeGreaterThan(-0.0005);
      }
    }
    expect(FUNDS.filter(isMoneyMarket).length).toBeGreaterThan(0);
  });

  it('computes figures without NaN for all 64 funds', () => {
    for (const now of NOWS) {
      for (const fund of FUNDS) {
        const series = fundSeries(fund, now);
        const figures = [performance(series), tracking(series), trackingHistory(series)];
        expect(numbersIn(figures).every(Number.isFinite)).toBe(true);
      }
    }
  });

  it('generates all 64 funds in well under a second and a half', () => {
    const started = clock.now();
    for (const fund of FUNDS) fundSeries(fund, new Date('2026-06-17T04:00:00Z'));
    expect(clock.now() - started).toBeLessThan(1500);
  });
});

describe('the sample funds', () => {
  it('FUNDS[0] has over 10 years of history and full figures', () => {
    const series = fundSeries(FUNDS[0], NOW);
    const figures = /** @type {Figures} */ (performance(series));
    expect(figures.cumulative['5Y']).not.toBeNull();
    expect(figures.annualised['5Y']).not.toBeNull();
    expect(figures.calendarYears[0]).toMatchObject({
      year: 2012,
      partial: true,
    });
    expect(/** @type {Figures['calendarYears'][number]} */ (figures.calendarYears.at(-1)).year).toBe(2025);
    expect(figures.calendarYears.slice(1).some((year) => 'partial' in year)).toBe(false);
    expect(tracking(series)).toMatchObject({
      estimatedAnnualDifference: -FUNDS[0].expenseRatio,
    });
    expect(tracking(series).trackingError).toBeGreaterThan(0);
  });

  it('FUNDS[5] is under 6 months old, so it shows no performance', () => {
    for (const now of NOWS) {
      const series = fundSeries(FUNDS[5], now);
      expect(performance(series)).toEqual({
        asOf: navDate(now),
        tooYoung: true,
        listingDate: series.listingDate,
      });
    }
  });

  it('FUNDS[6] is under a year old: performance but no 1-year figure and no tracking error', () => {
    for (const now of NOWS) {
      const series = fundSeries(FUNDS[6], now);
      const figures = /** @type {Figures} */ (performance(series));
      expect(figures.tooYoung).toBeUndefined();
      expect(figures.cumulative['6M']).not.toBeNull();
      expect(figures.cumulative['1Y']).toBeNull();
      expect(figures.annualised.sinceListing).toBeNull();
      expect(tracking(series)).toMatchObject({
        trackingError: null,
        trackingDifference: null,
      });
    }
  });
});

describe('figures on a hand-made series', () => {
  // Listed Monday 2023-01-02, figures as of Monday 2025-06-30. The fund is flat at 10 until it
  // steps to 11 on 2024-07-01 (+10 %) and to 11.55 on 2025-03-03 (+5 %); on the same days the
  // index steps from 1000 to 1120 (+12 %) and to 1142.4 (+2 %).
  const stepped = synthetic('2023-01-02', '2025-06-30', (date) => ({
    nav: date < '2024-07-01' ? 10 : date < '2025-03-03' ? 11 : 11.55,
    index: date < '2024-07-01' ? 1000 : date < '2025-03-03' ? 1120 : 1142.4,
  }));

  it('gives the cumulative returns worked out by hand', () => {
    const { cumulative, annualised } = /** @type {Figures} */ (performance(stepped));
    expect(cumulative['1M']).toEqual({ fund: 0, index: 0 });
    expect(cumulative['6M']).toEqual({ fund: 5, index: 2 }); // from Monday 2024-12-30: 11 → 11.55
    expect(cumulative.YTD).toEqual({ fund: 5, index: 2 }); // from 2024-12-31
    expect(cumulative['1Y']).toEqual({ fund: 15.5, index: 14.24 }); // from Friday 2024-06-28: 10 → 11.55
    expect(cumulative.sinceListing).toEqual({ fund: 15.5, index: 14.24 });
    expect(cumulative['3Y']).toBeNull();
    expect(cumulative['5Y']).toBeNull();
    expect(annualised['3Y']).toBeNull();
    // 910 days from listing: 1.155 ** (365.25 / 910) − 1 = 5.954 %, 1.1424 ** (365.25 / 910) − 1 = 5.489 %.
    expect(annualised.sinceListing).toEqual({ fund: 5.95, index: 5.49 });
  });

  it('gives calendar years with the listing year partial and none for the current year', () => {
    expect(performance(stepped).calendarYears).toEqual([
      { year: 2023, fund: 0, index: 0, partial: true },
      { year: 2024, fund: 10, index: 12 },
    ]);
  });

  it('gives the tracking difference of the last calendar year: +10 % − +12 % = −2.00', () => {
    expect(tracking(stepped, 0.4)).toEqual({
      asOf: '2025-06-30',
      trackingDifference: -2,
      trackingError: expect.any(Number),
      estimatedAnnualDifference: -0.4,
      actualDifferenceSinceListing: 0.47, // 5.954 − 5.489, from the unrounded annual returns
    });
    expect(tracking(stepped).estimatedAnnualDifference).toBeNull(); // no such fund, no expense ratio given
  });

  it('has no tracking difference for a fund that missed part of the last calendar year', () => {
    const young = synthetic('2024-03-01', '2025-06-30', () => ({
      nav: 10,
      index: 1000,
    }));
    expect(tracking(young).trackingDifference).toBeNull();
  });

  /**
   * A year of 262 weekdays whose NAV moves +step, −step, +step, … against a flat index.
   * @param {number} step
   */
  function alternating(step) {
    let nav = 10;
    return synthetic('2024-06-28', '2025-06-30', (_, position) => {
      if (position > 0) nav *= position % 2 === 1 ? 1 + step : 1 - step;
      return { nav, index: 1000 };
    });
  }

  it('gives the tracking error of daily differences alternating +0.1 % / −0.1 %', () => {
    // 262 weekdays: 261 daily differences a = ±0.001 in turn (131 up, 130 down). Mean a/261;
    // sample variance (261a² − a²/261) / 260 = a² × 262/261; annualised × √252, in per cent.
    const series = alternating(0.001);
    expect(series.points).toHaveLength(262);
    expect(tracking(series).trackingError).toBe(1.59); // 0.1 × √(262/261) × √252 = 1.5905

    const history = trackingHistory(series);
    expect(history.map((entry) => entry.date)).toEqual([
      '2024-06-28',
      '2024-07-31',
      '2024-08-30',
      '2024-09-30',
      '2024-10-31',
      '2024-11-29',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-30',
      '2025-06-30',
    ]);
    expect(history.slice(0, -1).every((entry) => entry.trackingError === null && entry.trackingDifference === null)).toBe(true);
    expect(/** @type {(typeof history)[number]} */ (history.at(-1)).trackingError).toBe(1.59);
  });

  it('uses the sample (n − 1) standard deviation', () => {
    // ±1 %: sample 1 × √(262/261) × √252 = 15.9049; the population std would give 15.8745.
    expect(tracking(alternating(0.01)).trackingError).toBe(15.9);
  });

  it('has no tracking error in the first year', () => {
    const young = synthetic('2024-07-01', '2025-06-30', (_, position) => ({
      nav: 10 + (position % 2) / 100,
      index: 1000,
    }));
    expect(tracking(young).trackingError).toBeNull();
  });
});
