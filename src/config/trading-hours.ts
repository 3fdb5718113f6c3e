// When the exchange trades (config.json `tradingHours`): whether a moment is in a session, and how
// long until the next one opens. Wall-clock arithmetic in the exchange's time zone (zone-offsets.ts).
import type { RuntimeConfig } from './config.gen';
import { utcOffset } from './zone-offsets';

export type TradingHours = NonNullable<RuntimeConfig['tradingHours']>;

/** The Stock Exchange of Hong Kong: morning and afternoon sessions (with the closing auction), Monday to Friday. */
export const HONG_KONG_HOURS: TradingHours = {
  timeZone: 'Asia/Hong_Kong',
  days: [1, 2, 3, 4, 5],
  sessions: [
    ['09:30', '12:00'],
    ['13:00', '16:10'],
  ],
};

const MINUTES_PER_WEEK = 7 * 24 * 60;
/** Per time zone, the last minute asked about (ms since the epoch / 60,000) and its minute of the week. */
const lastMinute = new Map<string, { minute: number; ofWeek: number }>();

let configured: TradingHours = HONG_KONG_HOURS;

/** Sets the hours from config.json (Hong Kong's when it gives none). */
export function configureTradingHours(hours: TradingHours | undefined): void {
  configured = hours ?? HONG_KONG_HOURS;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The minute of the week (from Sunday 00:00) at the start of a minute of UTC, in the zone. */
function wallMinuteOfWeek(minuteStart: number, timeZone: string): number {
  const wall = new Date(minuteStart + utcOffset(timeZone, minuteStart) * 60_000);
  return wall.getUTCDay() * 1440 + wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/**
 * The wall clock at the exchange: the whole minute of the week (from Sunday 00:00) and the
 * milliseconds into it. Zones are offset from UTC by whole minutes, so the wall clock moves on to a
 * new minute at the same instants as UTC does: the offset (Intl's, a costly call, outside the build's
 * table; and every live section asks on each render) is read once per minute and zone.
 */
function wallClock(now: number, timeZone: string): { ofWeek: number; ms: number } {
  const minute = Math.floor(now / 60_000);
  let known = lastMinute.get(timeZone);
  if (known?.minute !== minute) {
    known = { minute, ofWeek: wallMinuteOfWeek(minute * 60_000, timeZone) };
    lastMinute.set(timeZone, known);
  }
  return { ofWeek: known.ofWeek, ms: now - minute * 60_000 };
}

/** Whether the exchange is in a session at `now` (ms since the epoch). */
export function isTrading(now: number, hours: TradingHours = configured): boolean {
  const { ofWeek, ms } = wallClock(now, hours.timeZone);
  const day = Math.floor(ofWeek / 1440);
  const ofDay = ofWeek - day * 1440 + ms / 60_000;
  return hours.days.includes(day) && hours.sessions.some(([open, close]) => ofDay >= minutesOf(open) && ofDay < minutesOf(close));
}

/** The signed whole minutes from one minute of the week to another, the short way round (±3.5 days). */
const minutesBetween = (from: number, to: number) => ((((to - from) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK * 1.5) % MINUTES_PER_WEEK) - MINUTES_PER_WEEK / 2;

/** Per set of hours, the last minute asked about and the moment (ms since the epoch) of the next open from it. */
const lastOpen = new WeakMap<TradingHours, { minute: number; at: number }>();

/**
 * The moment the next session opens after the start of `minute` (ms since the epoch / 60,000):
 * counted on the wall clock, then checked against it. When the clocks change before the open
 * (daylight saving), the wall clock at the counted moment is off by the change, and the moment moves
 * by as much. An open the change skips (a time that does not occur that day) keeps the counted moment.
 */
function nextOpen(minute: number, hours: TradingHours): number {
  const known = lastOpen.get(hours);
  if (known?.minute === minute) return known.at;
  const start = minute * 60_000;
  const { ofWeek } = wallClock(start, hours.timeZone);
  let best: { minutes: number; target: number } | undefined;
  for (const day of hours.days) {
    for (const [open] of hours.sessions) {
      const target = day * 1440 + minutesOf(open);
      // Whole minutes from this minute's start to the open; an open at this very minute is next week's.
      const minutes = (((target - ofWeek) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK;
      if (!best || minutes < best.minutes) best = { minutes, target };
    }
  }
  let at = start + (best?.minutes ?? MINUTES_PER_WEEK) * 60_000;
  if (best) {
    const shift = minutesBetween(wallMinuteOfWeek(at, hours.timeZone), best.target);
    const moved = at + shift * 60_000;
    if (shift !== 0 && moved > start && wallMinuteOfWeek(moved, hours.timeZone) === best.target) at = moved;
  }
  lastOpen.set(hours, { minute, at });
  return at;
}

/** Milliseconds from `now` until the next session opens (a week at most). */
export function msUntilOpen(now: number, hours: TradingHours = configured): number {
  return nextOpen(Math.floor(now / 60_000), hours) - now;
}

/**
 * The wait before a refreshing section calls again: `seconds` while the exchange trades (or always),
 * else until the next session opens. A wait set in a session runs out just after its close, so the
 * closing figures are fetched once.
 */
export function refreshDelay(seconds: number, during: 'tradingHours' | 'always' | undefined, now: number = Date.now()): number {
  if (during === 'always' || isTrading(now)) return seconds * 1000;
  return Math.max(1000, msUntilOpen(now));
}
