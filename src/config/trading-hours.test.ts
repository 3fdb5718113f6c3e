import { describe, expect, it } from 'vitest';
import { HONG_KONG_HOURS, isTrading, msUntilOpen, refreshDelay, type TradingHours } from './trading-hours';

/** A moment given as Hong Kong wall time (UTC+8, no daylight saving). */
const hk = (local: string) => Date.parse(`${local}+08:00`);

describe('trading hours', () => {
  it('knows the Hong Kong sessions, the lunch break and the weekend', () => {
    expect(isTrading(hk('2026-11-23T09:29:59'), HONG_KONG_HOURS)).toBe(false); // Monday, before the open
    expect(isTrading(hk('2026-11-23T09:30:00'), HONG_KONG_HOURS)).toBe(true);
    expect(isTrading(hk('2026-11-23T12:30:00'), HONG_KONG_HOURS)).toBe(false); // lunch
    expect(isTrading(hk('2026-11-23T16:05:00'), HONG_KONG_HOURS)).toBe(true); // closing auction
    expect(isTrading(hk('2026-11-23T16:10:00'), HONG_KONG_HOURS)).toBe(false);
    expect(isTrading(hk('2026-11-22T10:00:00'), HONG_KONG_HOURS)).toBe(false); // Sunday
  });

  it('counts the wait to the next open across lunch and the weekend', () => {
    expect(msUntilOpen(hk('2026-11-23T12:30:00'), HONG_KONG_HOURS)).toBe(30 * 60_000);
    expect(msUntilOpen(hk('2026-11-27T17:00:00'), HONG_KONG_HOURS)).toBe((2 * 24 * 60 + 16 * 60 + 30) * 60_000); // Friday evening → Monday 09:30
    expect(msUntilOpen(hk('2026-11-23T09:29:30'), HONG_KONG_HOURS)).toBe(30_000);
  });

  it('refreshes every few seconds only while the exchange trades, unless told always', () => {
    expect(refreshDelay(15, 'tradingHours', hk('2026-11-23T10:00:00'))).toBe(15_000);
    expect(refreshDelay(15, undefined, hk('2026-11-23T17:00:00'))).toBe((16 * 60 + 30) * 60_000);
    expect(refreshDelay(15, 'always', hk('2026-11-22T03:00:00'))).toBe(15_000);
  });

  it('follows the wall clock across a change to daylight saving time', () => {
    const newYork: TradingHours = { timeZone: 'America/New_York', days: [0, 1, 2, 3, 4, 5, 6], sessions: [['03:00', '04:00']] };
    // Sunday 8 March 2026: at 07:00 UTC clocks in New York go from 02:00 EST to 03:00 EDT.
    expect(isTrading(Date.parse('2026-03-08T06:59:59Z'), newYork)).toBe(false); // 01:59:59 EST
    expect(isTrading(Date.parse('2026-03-08T07:00:00Z'), newYork)).toBe(true); // 03:00:00 EDT
    expect(isTrading(Date.parse('2026-03-08T07:59:59Z'), newYork)).toBe(true); // 03:59:59 EDT
    expect(isTrading(Date.parse('2026-03-08T08:00:00Z'), newYork)).toBe(false);
  });

  it('counts the wait to an open across a change of the clocks by the real time, not the wall clock', () => {
    const newYork: TradingHours = { timeZone: 'America/New_York', days: [1, 2, 3, 4, 5], sessions: [['09:30', '16:00']] };
    // Friday 6 March 2026, 17:00 EST (22:00 UTC); on Sunday the clocks go forward an hour, so Monday's
    // 09:30 EDT is 13:30 UTC: 63.5 hours on, not the 64.5 the wall clock counts.
    expect(msUntilOpen(Date.parse('2026-03-06T22:00:00Z'), newYork)).toBe(63.5 * 3600_000);
    // Friday 30 October 2026, 17:00 EDT (21:00 UTC); on Sunday they go back: Monday's 09:30 EST is 14:30 UTC.
    expect(msUntilOpen(Date.parse('2026-10-30T21:00:00Z'), newYork)).toBe(65.5 * 3600_000);
    // Each wait ends where the exchange is open, and a minute sooner it is not.
    for (const now of [Date.parse('2026-03-06T22:00:00Z'), Date.parse('2026-10-30T21:00:00Z')]) {
      const wait = msUntilOpen(now, newYork);
      expect([isTrading(now + wait - 60_000, newYork), isTrading(now + wait, newYork)]).toEqual([false, true]);
    }
  });

  it('keeps the counted wait for an open that a change of the clocks skips', () => {
    const skipped: TradingHours = { timeZone: 'America/New_York', days: [0], sessions: [['02:30', '05:00']] };
    // Sunday 8 March 2026, 01:00 EST (06:00 UTC): 02:30 does not occur that night; the clocks show
    // 03:00 EDT at 07:00 UTC, when the session is already under way, and 03:30 an hour and a half on.
    const wait = msUntilOpen(Date.parse('2026-03-08T06:00:00Z'), skipped);
    expect(wait).toBe(90 * 60_000);
    expect(isTrading(Date.parse('2026-03-08T06:00:00Z') + wait, skipped)).toBe(true);
  });

  it('answers within a minute, and for two zones in turn, as for each moment alone', () => {
    const london: TradingHours = { timeZone: 'Europe/London', days: [1, 2, 3, 4, 5], sessions: [['08:00', '16:30']] };
    const moments = ['2026-11-23T01:29:00', '2026-11-23T01:29:59.999', '2026-11-23T01:30:00', '2026-11-23T01:29:30'].map((local) => hk(local));
    // 01:30 in Hong Kong is 17:30 in London, the day before.
    expect(moments.map((moment) => msUntilOpen(moment, HONG_KONG_HOURS))).toEqual([
      8 * 3600_000 + 60_000,
      8 * 3600_000 + 1,
      8 * 3600_000,
      8 * 3600_000 + 30_000,
    ]);
    expect(moments.map((moment) => [isTrading(moment, london), isTrading(moment, HONG_KONG_HOURS)])).toEqual(moments.map(() => [false, false]));
    // In one minute, each zone its own wall clock: 17:00 in Hong Kong (closed), 09:00 in London (open).
    const afternoon = hk('2026-11-23T17:00:30');
    expect([isTrading(afternoon, HONG_KONG_HOURS), isTrading(afternoon, london), isTrading(afternoon, HONG_KONG_HOURS)]).toEqual([false, true, false]);
  });
});
