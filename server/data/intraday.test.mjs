import { describe, expect, it } from 'vitest';
import { FUNDS } from './funds.mjs';
import { fundSeries } from './series.mjs';
import { closingPremium, marketQuote, tickSize, toTick } from './intraday.mjs';

/** @typedef {import('./series.mjs').Point} Point */

const fund = FUNDS[0];
/** @type {import('./funds.mjs').Counter[]} */
const counters = [
  { currency: 'HKD', stockCode: /** @type {string} */ (fund.hkdCounter) }, // FUNDS[0] is listed
  { currency: 'USD', stockCode: '9800' },
];
/** A Hong Kong time on Friday 2026-11-20 (UTC+8), as a Date. */
const hk = (/** @type {string} */ time) => new Date(`2026-11-20T${time}+08:00`);
const quote = (/** @type {Date} */ now) => marketQuote(fund, counters, 100, now);

describe('intra-day quote', () => {
  it('moves every 15 seconds in trading hours, with time stamps to match', () => {
    const times = ['09:45:00', '09:45:15', '09:45:30', '10:30:00', '14:00:00', '15:59:45'];
    const quotes = times.map((time) => quote(hk(time)).quotes[0]);
    expect(quotes.map((q) => q.iNavTime)).toEqual(times.map((time) => `2026-11-20T${time}+08:00`));
    expect(new Set(quotes.map((q) => q.iNav)).size).toBe(times.length);
    expect(quotes.every((q, i) => i === 0 || q.volume >= quotes[i - 1].volume)).toBe(true);
    expect(quote(hk('10:30:00')).marketStatus).toBe('OPEN');
  });

  it('stands still at lunch, after the close and at the weekend', () => {
    const atNoon = quote(hk('12:00:00'));
    expect(atNoon.marketStatus).toBe('LUNCH_BREAK');
    expect(quote(hk('12:59:59')).quotes).toEqual(atNoon.quotes);
    const closed = quote(hk('16:30:00'));
    expect(closed.marketStatus).toBe('CLOSED');
    expect(closed.quotes[0].priceTime).toBe('2026-11-20T16:00:00+08:00');
    expect(quote(hk('23:00:00')).quotes).toEqual(closed.quotes);
    const saturday = marketQuote(fund, counters, 100, new Date('2026-11-21T11:00:00+08:00'));
    expect(saturday.marketStatus).toBe('CLOSED');
    expect(saturday.tradingDate).toBe('2026-11-20');
    expect(saturday.quotes[0].lastPrice).toBe(closed.quotes[0].lastPrice);
  });

  it('shows the latest session before the open, and starts today’s from the latest NAV', () => {
    const early = quote(hk('08:00:00'));
    expect(early.marketStatus).toBe('PRE_OPEN');
    expect(early.tradingDate).toBe('2026-11-19');
    const open = quote(hk('09:30:00')).quotes[0];
    const latestNav = /** @type {Point} */ (fundSeries(fund, hk('09:30:00')).points.at(-1)).nav;
    expect(open.iNav).toBeCloseTo(latestNav, 4);
    expect(open.previousClose).toBe(early.quotes[0].lastPrice); // yesterday's close, as shown before the open
    expect(Math.abs(open.previousClose / latestNav - 1)).toBeLessThan(0.02);
  });

  it('prices on the exchange’s steps, near the iNAV, in each counter’s currency', () => {
    const { quotes } = quote(hk('11:00:00'));
    for (const q of quotes) {
      expect(Math.abs(q.lastPrice / q.iNav - 1)).toBeLessThan(0.01);
      expect(Math.round(q.lastPrice / tickSize(q.lastPrice)) * tickSize(q.lastPrice)).toBeCloseTo(q.lastPrice, 6);
      expect(q.dayLow).toBeLessThanOrEqual(q.lastPrice);
      expect(q.dayHigh).toBeGreaterThanOrEqual(q.lastPrice);
    }
    expect(quotes[0].iNav / quotes[1].iNav).toBeCloseTo(7.8, 2);
  });

  it('ends a session at the NAV struck for its day, and at the closing price of the NAV history', () => {
    // After midnight the day's NAV is out: the session shown is the one it was struck for.
    const next = quote(new Date('2026-11-21T00:30:00+08:00'));
    const { points } = fundSeries(fund, new Date('2026-11-21T00:30:00+08:00'));
    const day = /** @type {Point} */ (points.at(-1));
    expect(next.tradingDate).toBe(day.date);
    expect(next.quotes[0].iNav).toBeCloseTo(day.nav, 4);
    expect(next.quotes[0].lastPrice).toBe(toTick(day.nav * (1 + closingPremium(fund, day.date))));
    // The same session seen at its close, before its NAV is published, shows the same figures.
    expect(quote(hk('16:30:00')).quotes).toEqual(next.quotes);
    // Yesterday's close is the previous close, and the session opens at yesterday's NAV.
    expect(quote(hk('09:30:00')).quotes[0].previousClose).toBe(
      toTick(/** @type {Point} */ (points.at(-2)).nav * (1 + closingPremium(fund, /** @type {Point} */ (points.at(-2)).date))),
    );
  });

  it('rounds to the SEHK spread table', () => {
    expect(toTick(27.123)).toBe(27.1);
    expect(toTick(27.13)).toBe(27.15);
    expect(toTick(9.876)).toBe(9.88);
    expect(toTick(0.2113)).toBe(0.211);
    expect(toTick(150.04)).toBe(150);
  });
});
