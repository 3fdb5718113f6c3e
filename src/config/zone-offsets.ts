// A time zone's offset from UTC, without Intl where the build wrote it down. The first Intl
// formatter a page builds is one long task (formats/decimal.ts says why), and the live sections read
// the exchange's wall clock as the page loads (trading-hours.ts). So the build reads the offsets of
// config.json's zone from its own time-zone data, for the year before it to five years after
// (build.mjs › zoneTable), and the page looks them up. Another moment, or a zone config.json names
// after the build, is read through Intl as before: slower, as right.

/** A zone's offsets over [from, until) (ms since the epoch): each [start, minutes ahead of UTC], in order, the first at `from`. */
export interface ZoneOffsets {
  from: number;
  until: number;
  changes: Array<[number, number]>;
}

export type ZoneTable = Record<string, ZoneOffsets>;

/**
 * The build's table, as JSON text (esbuild's `define`: text is written where it is read, where an
 * object would be a module of its own, shared by every chunk that reads it); none in tools that
 * bundle without it.
 */
declare const __ZONE_OFFSETS__: string | undefined;
const BUILT: ZoneTable = typeof __ZONE_OFFSETS__ === 'string' ? (JSON.parse(__ZONE_OFFSETS__) as ZoneTable) : {};

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone's clock is ahead of UTC at t, read through Intl (a RangeError for a zone it does not know). */
export function intlOffset(zone: string, t: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(t).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(t / 1000) * 1000) / MINUTE);
}

/** Minutes the zone's clock is ahead of UTC at t: from the table when it covers t, else through Intl. */
export function utcOffset(zone: string, t: number, table: ZoneTable = BUILT): number {
  const known = table[zone];
  if (!known || t < known.from || t >= known.until) return intlOffset(zone, t);
  let minutes = known.changes[0]![1];
  for (const [start, offset] of known.changes) {
    if (start > t) break;
    minutes = offset;
  }
  return minutes;
}

/**
 * A zone's offsets over [from, until), read through Intl: a day at a time, and each change found to
 * its minute (no zone changes its clocks twice in a day). `from` should be the start of a minute.
 */
export function zoneOffsets(zone: string, from: number, until: number): ZoneOffsets {
  const changes: Array<[number, number]> = [[from, intlOffset(zone, from)]];
  for (let day = from; day < until; day += DAY) {
    const before = changes.at(-1)![1];
    let late = Math.min(day + DAY, until);
    if (intlOffset(zone, late) === before) continue;
    let early = day;
    while (late - early > MINUTE) {
      const middle = early + Math.floor((late - early) / 2 / MINUTE) * MINUTE;
      if (intlOffset(zone, middle) === before) early = middle;
      else late = middle;
    }
    changes.push([late, intlOffset(zone, late)]);
  }
  return { from, until, changes };
}
