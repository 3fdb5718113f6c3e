import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { intlOffset, utcOffset, zoneOffsets } from './zone-offsets';

const FROM = Date.UTC(2025, 0, 1);
const UNTIL = Date.UTC(2031, 0, 1);
// No daylight saving; two changes a year (north and south); offsets of 45 minutes; a change of half an hour.
const ZONES = ['Asia/Hong_Kong', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe'];

describe('a zone’s offsets as the build writes them', () => {
  const tables = Object.fromEntries(ZONES.map((zone) => [zone, zoneOffsets(zone, FROM, UNTIL)]));

  it('lists each change of the clocks, to the minute', () => {
    expect(tables['Asia/Hong_Kong']!.changes).toEqual([[FROM, 480]]);
    // New York: EST, then EDT from 8 March 2026 at 02:00 EST (07:00 UTC) to 1 November 2026 at 02:00 EDT (06:00 UTC).
    expect(tables['America/New_York']!.changes).toContainEqual([Date.parse('2026-03-08T07:00:00Z'), -240]);
    expect(tables['America/New_York']!.changes).toContainEqual([Date.parse('2026-11-01T06:00:00Z'), -300]);
    expect(tables['America/New_York']!.changes).toHaveLength(1 + 2 * 6);
    expect(tables['Asia/Kathmandu']!.changes).toEqual([[FROM, 345]]);
  });

  it('gives at any moment, and either side of each change, the offset Intl gives', () => {
    const nearChanges = ZONES.flatMap((zone) => tables[zone]!.changes.slice(1).flatMap(([at]) => [at - 1, at, at + 59_999].map((t) => [zone, t] as const)));
    for (const [zone, t] of nearChanges) expect(utcOffset(zone, t, tables)).toBe(intlOffset(zone, t));
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: FROM, max: UNTIL - 1 }), (zone, t) => {
        expect(utcOffset(zone, t, tables)).toBe(intlOffset(zone, t));
      }),
      { seed: 20261129, numRuns: 2000 },
    );
  });

  it('is read through Intl outside its years and for a zone it does not have', () => {
    const newYork = { 'America/New_York': { from: FROM, until: UNTIL, changes: [[FROM, 999]] as Array<[number, number]> } };
    // The table is what is read inside its years (999 is no real offset)...
    expect(utcOffset('America/New_York', FROM, newYork)).toBe(999);
    // ...and Intl outside them, and for other zones.
    expect(utcOffset('America/New_York', Date.parse('2024-07-01T00:00:00Z'), newYork)).toBe(-240);
    expect(utcOffset('America/New_York', UNTIL, newYork)).toBe(-300);
    expect(utcOffset('Europe/London', Date.parse('2026-07-01T00:00:00Z'), newYork)).toBe(60);
    expect(() => utcOffset('Not/A_Zone', FROM, {})).toThrow(RangeError);
  });
});
