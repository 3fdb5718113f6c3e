// Intra-day market price and estimated NAV (iNAV) of the listed funds, moving every 15 seconds in
// Hong Kong trading hours (09:30–12:00 and 13:00–16:00, Monday to Friday; holidays are not modelled).
// Each day's path is a seeded random walk from the last NAV, so a given moment always shows the same figures,
// bent to end at the NAV the series strikes for that day and at the closing price the NAV history shows.
import { HKD_PER, navDate } from './funds.mjs';
import { dailyVolatility, fundSeries } from './series.mjs';
import { seedOf, seeded } from './random.mjs';

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {{ nav: number, premium: number, lots: number }} Tick One tick of a day's path: iNAV, premium and lots traded. */

const HK_OFFSET_MS = 8 * 3600_000;
const TICK_SECONDS = 15;
const MORNING = { open: 9.5 * 3600, close: 12 * 3600 };
const AFTERNOON = { open: 13 * 3600, close: 16 * 3600 };
const MORNING_TICKS = (MORNING.close - MORNING.open) / TICK_SECONDS;
const TICKS = MORNING_TICKS + (AFTERNOON.close - AFTERNOON.open) / TICK_SECONDS;

/**
 * The Hong Kong date and the seconds since its midnight at `now`.
 * @param {Date} now
 */
function hongKongClock(now) {
  const hk = new Date(now.getTime() + HK_OFFSET_MS);
  return {
    date: hk.toISOString().slice(0, 10),
    seconds: hk.getUTCHours() * 3600 + hk.getUTCMinutes() * 60 + hk.getUTCSeconds(),
    weekday: hk.getUTCDay() % 6 !== 0,
  };
}

/**
 * The market's state at a Hong Kong time of a weekday (seconds since midnight).
 * @param {number} seconds
 */
function marketStatus(seconds) {
  if (seconds < MORNING.open) return 'PRE_OPEN';
  if (seconds < MORNING.close) return 'OPEN';
  if (seconds < AFTERNOON.open) return 'LUNCH_BREAK';
  if (seconds < AFTERNOON.close) return 'OPEN';
  return 'CLOSED';
}

/**
 * The last tick at or before a time of day: 0 at the open, TICKS at the close; −1 before the open.
 * @param {number} seconds
 */
function tickAt(seconds) {
  if (seconds < MORNING.open) return -1;
  if (seconds < MORNING.close) return Math.floor((seconds - MORNING.open) / TICK_SECONDS);
  if (seconds < AFTERNOON.open) return MORNING_TICKS;
  if (seconds < AFTERNOON.close) return MORNING_TICKS + Math.floor((seconds - AFTERNOON.open) / TICK_SECONDS);
  return TICKS;
}

/**
 * The time stamp (ISO 8601, Hong Kong offset) of tick `k` on `date`.
 * @param {string} date
 * @param {number} k
 */
function tickTime(date, k) {
  const seconds = k <= MORNING_TICKS ? MORNING.open + k * TICK_SECONDS : AFTERNOON.open + (k - MORNING_TICKS) * TICK_SECONDS;
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}:${ss}+08:00`;
}

/**
 * The exchange's price step for a price (the SEHK spread table, part A).
 * @param {number} price
 */
export function tickSize(price) {
  const steps = [
    [0.25, 0.001],
    [0.5, 0.005],
    [10, 0.01],
    [20, 0.02],
    [100, 0.05],
    [200, 0.1],
    [500, 0.2],
    [1000, 0.5],
    [2000, 1],
    [5000, 2],
  ];
  return (steps.find(([upTo]) => price < upTo) ?? [0, 5])[1];
}

/**
 * A price rounded to the exchange's step (kept to 3 decimals so that no binary fraction shows).
 * @type {(price: number) => number}
 */
export const toTick = (price) => Number((Math.round(price / tickSize(price)) * tickSize(price)).toFixed(3));

/** @type {(random: import('./random.mjs').Random) => number} */
const gaussian = (random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * The closing price's premium (or discount) to the day's NAV, as a fraction: seeded by the fund and
 * the day, within ±0.3 %. The NAV history's closing price and the last tick of the day's quote share it.
 * @type {(fund: Fund, date: string) => number}
 */
export const closingPremium = (fund, date) => (seeded(seedOf(`close-${fund.fundCode}-${date}`))() - 0.5) * 0.006;

/**
 * The NAV the series strikes for `date` (published the next weekday), or undefined when it has none.
 * @param {Fund} fund
 * @param {string} date
 */
function navOn(fund, date) {
  const published = new Date(`${date}T12:00:00+08:00`);
  do published.setUTCDate(published.getUTCDate() + 1);
  while (navDate(published) !== date && published.getTime() - Date.parse(date) < 7 * 86_400_000);
  return fundSeries(fund, published).points.findLast((point) => point.date === date)?.nav;
}

/** @type {Map<string, Tick[]>} */
const paths = new Map(); // `${fundCode} ${date}` → the day's ticks

/**
 * The whole day's ticks from the last NAV: iNAV (base currency), premium and lots traded per tick.
 * The walk is bent (a geometric bridge) to end at the day's NAV, and the premium to end at the
 * closing premium, so the close agrees with the NAV history; the first tick is unchanged.
 * @param {Fund} fund
 * @param {string} date
 * @param {number} startNav
 * @returns {Tick[]}
 */
function dayPath(fund, date, startNav) {
  const key = `${fund.fundCode} ${date}`;
  if (paths.has(key)) return /** @type {Tick[]} */ (paths.get(key));
  const random = seeded(seedOf(`intraday-${key}`));
  const step = dailyVolatility(fund) / Math.sqrt(TICKS);
  const basePremium = (random() - 0.5) * 0.004;
  const ticks = [];
  let nav = startNav;
  let premium = basePremium;
  for (let k = 0; k <= TICKS; k++) {
    if (k > 0) nav *= 1 + step * gaussian(random);
    premium = basePremium + 0.85 * (premium - basePremium) + 0.0004 * gaussian(random);
    ticks.push({ nav, premium, lots: Math.floor(random() ** 3 * 40) });
  }
  const endNav = navOn(fund, date);
  const last = ticks[TICKS];
  const navBend = endNav ? endNav / last.nav : 1;
  const premiumBend = closingPremium(fund, date) - last.premium;
  ticks.forEach((tick, k) => {
    tick.nav *= navBend ** (k / TICKS);
    tick.premium += premiumBend * (k / TICKS);
  });
  if (paths.size > 500) paths.clear();
  paths.set(key, ticks);
  return ticks;
}

/**
 * One counter's quote in its trading currency, at tick `k` of the day's path.
 * @param {Tick[]} path
 * @param {number} k
 * @param {string} date
 * @param {{ currency: import('./funds.mjs').Currency, stockCode: string, boardLot: number, fx: number, previousClose: number }} counter
 */
function counterQuote(path, k, date, { currency, stockCode, boardLot, fx, previousClose }) {
  const seen = path.slice(0, k + 1);
  const prices = seen.map((tick) => toTick(tick.nav * fx * (1 + tick.premium)));
  const last = prices[prices.length - 1];
  const volume = seen.reduce((sum, tick) => sum + tick.lots * boardLot, 0);
  const turnover = seen.reduce((sum, tick, i) => sum + tick.lots * boardLot * prices[i], 0);
  const iNav = path[k].nav * fx;
  const change = last - previousClose;
  return {
    tradingCurrency: currency,
    stockCode,
    lastPrice: last,
    previousClose,
    change: Number(change.toFixed(3)) + 0,
    changePct: Number(((change / previousClose) * 100).toFixed(2)) + 0,
    dayHigh: Math.max(...prices),
    dayLow: Math.min(...prices),
    volume,
    turnover: Math.round(turnover),
    priceTime: tickTime(date, k),
    iNav: Number(iNav.toFixed(4)),
    iNavTime: tickTime(date, k),
    iNavChangePct: Number(((path[k].nav / path[0].nav - 1) * 100).toFixed(2)) + 0,
    premiumDiscountPct: Number(((last / iNav - 1) * 100).toFixed(2)) + 0,
  };
}

/**
 * The listed fund's quote at `now`: during trading hours today's session so far; before the open, at
 * lunch, after the close and at weekends, the figures of the latest session.
 * @param {Fund} fund
 * @param {import('./funds.mjs').Counter[]} counters
 * @param {number} boardLot
 * @param {Date} [now]
 */
export function marketQuote(fund, counters, boardLot, now = new Date()) {
  const clock = hongKongClock(now);
  const { points, asOf } = fundSeries(fund, now);
  const inSession = clock.weekday && tickAt(clock.seconds) >= 0;
  // A session starts from the NAV struck the day before it: today's from the latest NAV; the latest
  // completed session (shown before the open and at weekends) from the NAV before that.
  const start = inSession ? points.length - 1 : Math.max(0, points.length - 2);
  const date = inSession ? clock.date : asOf;
  const status = clock.weekday ? marketStatus(clock.seconds) : 'CLOSED';
  const k = inSession ? tickAt(clock.seconds) : TICKS;
  const path = dayPath(fund, date, points[start].nav);
  // The previous close is the close of the session before, which started from the NAV before that.
  const before = start > 0 ? dayPath(fund, points[start].date, points[start - 1].nav) : null;
  const quotes = counters.map(({ currency, stockCode }) => {
    const fx = HKD_PER[fund.baseCurrency] / HKD_PER[currency];
    const closing = before?.[TICKS] ?? { nav: points[start].nav, premium: 0 };
    const previousClose = toTick(closing.nav * fx * (1 + closing.premium));
    return counterQuote(path, k, date, { currency, stockCode, boardLot, fx, previousClose });
  });
  return { marketStatus: status, tradingDate: date, quotes };
}
