import { describe, expect, it } from 'vitest';
import { HONG_KONG_HOURS, isTrading, msUntilOpen, refreshDelay } from './trading-hours';

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
});
