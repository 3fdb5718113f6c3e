// Each fund's daily NAV and tracked-index history since listing, and the figures computed from it.
// The paths are seeded random walks, so they are the same on every run. The NAV series is treated
// as total-return (distributions assumed reinvested): every return below is simply NAV to NAV.
import { FUNDS, navDate, toHkd, unitsIssued } from './funds.mjs';
import { between, round, seedOf, seeded } from './random.mjs';

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {{ date: string, nav: number, index: number }} Point A day's NAV and tracked-index level. */
/** @typedef {{ fundCode: string, listingDate: string, asOf: string, points: Point[] }} Series A fund's daily series. */
/** @typedef {{ fund: number, index: number }} Pair Fund and index figures side by side. */
/**
 * A fund's returns in per cent (see performance); none for a fund under six months old.
 * @typedef {{ asOf: string, tooYoung: true, listingDate: string, cumulative?: undefined, annualised?: undefined, calendarYears?: undefined }
 *   | { asOf: string, tooYoung?: undefined, listingDate?: undefined, cumulative: Record<string, Pair | null>, annualised: Record<string, Pair | null>, calendarYears: ({ year: number, partial?: true } & Pair)[] }} Performance
 */

const DAY_MS = 86_400_000;
const TRADING_DAYS = 252;

// Per asset class: the index's daily volatility, its yearly drift and the range its level starts in.
/** @type {Record<import('./funds.mjs').AssetClass, { vol: number, drift: number, start: [number, number] }>} */
const MODELS = {
  EQUITY: { vol: 0.012, drift: 0.07, start: [2000, 30000] },
  BOND: { vol: 0.003, drift: 0.03, start: [1000, 3000] },
  MONEY_MARKET: { vol: 0.0001, drift: 0.035, start: [1000, 1500] },
  COMMODITY: { vol: 0.01, drift: 0.04, start: [1000, 2500] },
  REIT: { vol: 0.01, drift: 0.05, start: [1000, 5000] },
  MULTI_ASSET: { vol: 0.006, drift: 0.05, start: [1000, 3000] },
};

// The NAV's daily tracking noise as a share of the index's volatility: ETFs replicate, active funds deviate.
/** @type {Record<import('./funds.mjs').FundType, number>} */
const NOISE_SHARE = { ETF: 0.03, PUB: 0.17, PRI: 0.17 };

// Listing dates: a seeded spread over these years, except for three funds the demo needs to show.
const LISTING_RANGE = ['2008-01-01', '2024-12-31'];
// (A universe of fewer funds, DEMO_FUNDS, has those of them it holds.)
const FIXED_LISTINGS = new Map(FUNDS.slice(0, 1).map((fund) => [fund.fundCode, '2012-11-12']));
const RECENT_LISTINGS = new Map(
  /** @type {[number, number][]} */ ([
    [5, 120],
    [6, 270],
  ]).flatMap(([position, days]) => (FUNDS[position] ? [[FUNDS[position].fundCode, days]] : [])),
);

/**
 * The daily volatility of the index a fund follows (a fraction, e.g. 0.012 for 1.2 %).
 * @type {(fund: Fund) => number}
 */
export const dailyVolatility = (fund) => MODELS[fund.assetClass].vol;

/**
 * Days since 1970-01-01 for a 'YYYY-MM-DD' date.
 * @type {(date: string) => number}
 */
const toDay = (date) => Date.parse(date) / DAY_MS;

/** @type {Map<number, string>} */
const dates = new Map(); // day number → 'YYYY-MM-DD': every fund shares one calendar, so format each day once

/**
 * The 'YYYY-MM-DD' date of a day number.
 * @param {number} day
 * @returns {string}
 */
function toDate(day) {
  if (!dates.has(day)) dates.set(day, new Date(day * DAY_MS).toISOString().slice(0, 10));
  return /** @type {string} */ (dates.get(day));
}

/**
 * Whether a day number falls Monday to Friday (day 0 was a Thursday).
 * @type {(day: number) => boolean}
 */
const isWeekday = (day) => (day + 4) % 7 !== 0 && (day + 4) % 7 !== 6;

/**
 * The first weekday on or after a day number.
 * @param {number} day
 */
function weekdayOnOrAfter(day) {
  while (!isWeekday(day)) day++;
  return day;
}

/**
 * The date `months` calendar months from `date`, kept within the target month (31 Mar − 1 month = 28/29 Feb).
 * @param {string} date
 * @param {number} months
 */
function addMonths(date, months) {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return toDate(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)) / DAY_MS);
}

/**
 * Rounds to a number of decimals; faster than toFixed for the hundreds of thousands of points.
 * @type {(value: number, decimals: number) => number}
 */
const roundTo = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Per cent, 2 decimals, never −0.
 * @type {(fraction: number) => number}
 */
const pct = (fraction) => round(fraction * 100, 2) + 0;

/**
 * The change from one value to another, in per cent, 2 decimals, never −0.
 * @type {(from: number, to: number) => number}
 */
export const changePct = (from, to) => pct(to / from - 1);

/**
 * A standard normal draw (Box–Muller), capped at ±4 so that no single day is absurd.
 * @param {import('./random.mjs').Random} random
 */
function gaussian(random) {
  const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(-4, Math.min(4, z));
}

/**
 * The fund's listing date: fixed for FUNDS[0], a few months before `now` for FUNDS[5] and FUNDS[6], seeded otherwise.
 * @param {Fund} fund
 * @param {Date} [now]
 * @returns {string}
 */
export function listingDate(fund, now = new Date()) {
  const code = fund.fundCode;
  if (FIXED_LISTINGS.has(code)) return /** @type {string} */ (FIXED_LISTINGS.get(code));
  const day = RECENT_LISTINGS.has(code)
    ? toDay(navDate(now)) - /** @type {number} */ (RECENT_LISTINGS.get(code))
    : Math.floor(between(seeded(seedOf(`listing-${code}`)), toDay(LISTING_RANGE[0]), toDay(LISTING_RANGE[1]) + 1));
  return toDate(weekdayOnOrAfter(day));
}

/**
 * Every weekday from `first` to `last` inclusive, as day numbers.
 * @param {string} first
 * @param {string} last
 */
function weekdays(first, last) {
  const days = [];
  const end = toDay(last);
  for (let day = toDay(first); day <= end; day++) if (isWeekday(day)) days.push(day);
  return days;
}

/** The date on which each fund's NAV is fund.nav (see generate). */
export const NAV_ANCHOR = '2026-01-02';

/**
 * Walks the fund's index and NAV from listing to `asOf`: an index random walk, and a NAV that follows
 * it less fees plus noise, unscaled (1 at listing). `step(i, index, nav)` hears of every weekday in
 * order. The series and the list's figures (navFacts) both walk through here, so they agree to the bit.
 * @param {Fund} fund
 * @param {number[]} days the weekdays from listing to asOf, as day numbers
 * @param {(i: number, index: number, nav: number) => void} step
 */
function walk(fund, days, step) {
  const { vol, drift, start } = MODELS[fund.assetClass];
  const random = seeded(seedOf(`series-${fund.fundCode}`));
  const noise = vol * NOISE_SHARE[fund.fundType];
  const drag = fund.expenseRatio / 100 / TRADING_DAYS;
  let index = between(random, start[0], start[1]);
  let nav = 1;
  step(0, index, nav);
  for (let i = 1; i < days.length; i++) {
    const indexReturn = drift / TRADING_DAYS + vol * gaussian(random);
    index *= 1 + indexReturn;
    nav *= 1 + indexReturn - drag + noise * gaussian(random);
    step(i, index, nav);
  }
}

/**
 * The position of the day on which a fund's NAV is fund.nav: the anchor date, or listing for a fund
 * listed after it. Anchored so, extending the series by a day never changes its past.
 * @param {number[]} days
 */
const anchorOf = (days) =>
  Math.max(
    0,
    days.findLastIndex((day) => day <= toDay(NAV_ANCHOR)),
  );

/**
 * Builds the series: the walk's every day, scaled so that the NAV on the anchor date is fund.nav.
 * @param {Fund} fund
 * @param {string} listing
 * @param {string} asOf
 * @returns {Series}
 */
function generate(fund, listing, asOf) {
  const days = weekdays(listing, asOf);
  const index = new Float64Array(days.length);
  const nav = new Float64Array(days.length);
  walk(fund, days, (i, indexLevel, navLevel) => {
    index[i] = indexLevel;
    nav[i] = navLevel;
  });
  const scale = fund.nav / nav[anchorOf(days)];
  const points = days.map((day, i) => ({ date: toDate(day), nav: roundTo(nav[i] * scale, 4), index: roundTo(index[i], 2) }));
  return { fundCode: fund.fundCode, listingDate: listing, asOf, points };
}

/** How many funds' series are kept: the ones being looked at. Each is tens of thousands of numbers. */
const KEPT_SERIES = 256;
/** @type {Map<string, Series>} */
const cache = new Map(); // fundCode → the latest series generated for it, the most recently used last

/**
 * The fund's daily series from listing to navDate(now); memoised (the most recently used few hundred),
 * so treat it as read-only.
 * @param {Fund} fund
 * @param {Date} [now]
 */
export function fundSeries(fund, now = new Date()) {
  const asOf = navDate(now);
  const cached = cache.get(fund.fundCode);
  const series = cached?.asOf === asOf ? cached : generate(fund, listingDate(fund, now), asOf);
  // Moved to the end: the least recently used is first, and the first to go.
  cache.delete(fund.fundCode);
  cache.set(fund.fundCode, series);
  if (cache.size > KEPT_SERIES) cache.delete(/** @type {string} */ (cache.keys().next().value));
  return series;
}

/** @typedef {{ asOf: string, nav: number, previousNav: number | undefined }} NavFacts A fund's latest NAV and the one before. */
/** @type {Map<string, NavFacts>} */
const facts = new Map(); // fundCode → the latest NAV facts worked out for it

/**
 * The fund's latest NAV and the previous day's, as its series has them, without keeping the series:
 * what the fund list shows of every fund (memoised per day, a few numbers a fund).
 * @param {Fund} fund
 * @param {Date} [now]
 * @returns {NavFacts}
 */
export function navFacts(fund, now = new Date()) {
  const asOf = navDate(now);
  const known = facts.get(fund.fundCode);
  if (known?.asOf === asOf) return known;
  const kept = cache.get(fund.fundCode);
  let result;
  if (kept?.asOf === asOf) {
    const { points } = kept;
    result = { asOf, nav: points[points.length - 1].nav, previousNav: points[points.length - 2]?.nav };
  } else {
    const days = weekdays(listingDate(fund, now), asOf);
    const anchor = anchorOf(days);
    const last = days.length - 1;
    let anchorNav = 1;
    let lastNav = 1;
    let previousNav = 1;
    walk(fund, days, (i, _index, nav) => {
      if (i === anchor) anchorNav = nav;
      if (i === last - 1) previousNav = nav;
      if (i === last) lastNav = nav;
    });
    const scale = fund.nav / anchorNav;
    result = { asOf, nav: roundTo(lastNav * scale, 4), previousNav: last > 0 ? roundTo(previousNav * scale, 4) : undefined };
  }
  facts.set(fund.fundCode, result);
  return result;
}

/**
 * The fund's size at the latest NAV: units in issue × NAV, in the base currency and in HKD.
 * @param {Fund} fund
 * @param {Date} [now]
 */
export function fundSize(fund, now = new Date()) {
  const { asOf, nav } = navFacts(fund, now);
  const units = unitsIssued(fund);
  const totalNav = Math.round(units * nav);
  return { asOf, nav, units, totalNav, totalNavHkd: Math.round(toHkd(fund, totalNav)) };
}

/**
 * Position of the last point dated on or before `date`, or −1 when there is none.
 * @param {readonly { date: string }[]} points
 * @param {string} date
 */
export function lastOnOrBefore(points, date) {
  let low = 0;
  let high = points.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (points[mid].date <= date) low = mid + 1;
    else high = mid - 1;
  }
  return high;
}

/**
 * Fund and index returns, as fractions, from point `from` to point `to`.
 * @param {Point[]} points
 * @param {number} from
 * @param {number} to
 * @returns {Pair}
 */
function change(points, from, to) {
  return { fund: points[to].nav / points[from].nav - 1, index: points[to].index / points[from].index - 1 };
}

/**
 * The change over the `months` before point `end`, or null when the series does not reach that far back.
 * @param {Point[]} points
 * @param {number} end
 * @param {number} months
 */
function changeOver(points, end, months) {
  const from = lastOnOrBefore(points, addMonths(points[end].date, -months));
  return from < 0 ? null : change(points, from, end);
}

/**
 * Both sides of a { fund, index } change spread evenly over `years`, per year; null stays null.
 * @type {(pair: Pair | null, years: number) => Pair | null}
 */
const annualise = (pair, years) => pair && { fund: (1 + pair.fund) ** (1 / years) - 1, index: (1 + pair.index) ** (1 / years) - 1 };

/**
 * Annualised fund and index returns since the first point; null under a year (too short to annualise).
 * @param {Point[]} points
 * @param {number} end
 */
function annualisedSinceListing(points, end) {
  if (addMonths(points[0].date, 12) > points[end].date) return null;
  return annualise(change(points, 0, end), (toDay(points[end].date) - toDay(points[0].date)) / 365.25);
}

/**
 * A { fund, index } pair of fractions as per cent; null stays null.
 * @type {<P extends Pair | null>(pair: P) => P}
 */
const pctPair = (pair) => pair && /** @type {typeof pair} */ ({ fund: pct(pair.fund), index: pct(pair.index) });

/**
 * Every pair of an object as per cent.
 * @type {(pairs: Record<string, Pair | null>) => Record<string, Pair | null>}
 */
const inPct = (pairs) => Object.fromEntries(Object.entries(pairs).map(([key, pair]) => [key, pctPair(pair)]));

/**
 * The year of a 'YYYY-MM-DD' date, as a number.
 * @type {(date: string) => number}
 */
const yearOf = (date) => Number(date.slice(0, 4));

/**
 * Position of the last point before `year` began, or −1 when the series starts in or after it.
 * @type {(points: Point[], year: number) => number}
 */
const lastBeforeYear = (points, year) => lastOnOrBefore(points, `${year - 1}-12-31`);

/**
 * Returns for each calendar year before `untilYear`; the listing year counts from the first point and is partial.
 * @param {Point[]} points
 * @param {number} untilYear
 */
function calendarYears(points, untilYear) {
  const listingYear = yearOf(points[0].date);
  /** @type {({ year: number, partial?: true } & Pair)[]} */
  const years = [];
  for (let year = listingYear; year < untilYear; year++) {
    const from = year === listingYear ? 0 : lastBeforeYear(points, year);
    const returns = pctPair(change(points, from, lastBeforeYear(points, year + 1)));
    years.push(year === listingYear ? { year, ...returns, partial: true } : { year, ...returns });
  }
  return years;
}

/**
 * Cumulative, annualised and calendar-year returns (NAV to NAV, distributions reinvested); none under 6 months (HK rule).
 * @param {Series} series
 * @returns {Performance}
 */
export function performance(series) {
  const { asOf, listingDate: listed, points } = series;
  if (addMonths(listed, 6) > asOf) return { asOf, tooYoung: true, listingDate: listed };
  const end = lastOnOrBefore(points, asOf);
  const yearStart = lastBeforeYear(points, yearOf(asOf));
  const cumulative = {
    '1M': changeOver(points, end, 1),
    '3M': changeOver(points, end, 3),
    '6M': changeOver(points, end, 6),
    YTD: yearStart < 0 ? null : change(points, yearStart, end),
    '1Y': changeOver(points, end, 12),
    '3Y': changeOver(points, end, 36),
    '5Y': changeOver(points, end, 60),
    '10Y': changeOver(points, end, 120),
    sinceListing: change(points, 0, end),
  };
  const annualised = {
    '1Y': cumulative['1Y'],
    '3Y': annualise(cumulative['3Y'], 3),
    '5Y': annualise(cumulative['5Y'], 5),
    '10Y': annualise(cumulative['10Y'], 10),
    sinceListing: annualisedSinceListing(points, end),
  };
  return { asOf, cumulative: inPct(cumulative), annualised: inPct(annualised), calendarYears: calendarYears(points, yearOf(asOf)) };
}

/**
 * Annualised tracking error (sample std of daily fund − index returns × √252) from point `from` to point `to`.
 * @param {Point[]} points
 * @param {number} from
 * @param {number} to
 */
function trackingErrorBetween(points, from, to) {
  const differences = [];
  for (let i = from + 1; i <= to; i++) {
    differences.push(points[i].nav / points[i - 1].nav - points[i].index / points[i - 1].index);
  }
  const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
  const variance = differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (differences.length - 1);
  return Math.sqrt(variance * TRADING_DAYS);
}

/**
 * Trailing-12-month tracking difference and tracking error at point `end`, in per cent; nulls under 12 months.
 * @param {Point[]} points
 * @param {number} end
 * @returns {{ trackingDifference: number | null, trackingError: number | null }}
 */
function trailingYear(points, end) {
  const from = lastOnOrBefore(points, addMonths(points[end].date, -12));
  if (from < 0) return { trackingDifference: null, trackingError: null };
  const { fund, index } = change(points, from, end);
  return { trackingDifference: pct(fund - index), trackingError: pct(trackingErrorBetween(points, from, end)) };
}

/**
 * The fund's expense ratio (% a year) looked up by code; undefined for a series of no known fund.
 * @type {(fundCode: string) => number | undefined}
 */
const expenseRatioOf = (fundCode) => FUNDS.find((fund) => fund.fundCode === fundCode)?.expenseRatio;

/**
 * Tracking figures at asOf, in per cent: last calendar year's difference, trailing-year error, expected and actual drag.
 * @param {Series} series
 * @param {number} [expenseRatio]
 */
export function tracking(series, expenseRatio = expenseRatioOf(series.fundCode)) {
  const { asOf, points } = series;
  const end = lastOnOrBefore(points, asOf);
  const lastYear = yearOf(asOf) - 1;
  const yearStart = lastBeforeYear(points, lastYear);
  const lastYearChange = yearStart < 0 ? null : change(points, yearStart, lastBeforeYear(points, lastYear + 1));
  const sinceListing = annualisedSinceListing(points, end);
  return {
    asOf,
    trackingDifference: lastYearChange && pct(lastYearChange.fund - lastYearChange.index),
    trackingError: trailingYear(points, end).trackingError,
    estimatedAnnualDifference: expenseRatio === undefined ? null : round(-expenseRatio, 2) + 0,
    actualDifferenceSinceListing: sinceListing && pct(sinceListing.fund - sinceListing.index),
  };
}

/**
 * Whether point `i` is the last of its month: the next point is in a later month, or (for the last) no weekday is left.
 * @param {Point[]} points
 * @param {number} i
 */
function isMonthEnd(points, i) {
  const next = i + 1 < points.length ? points[i + 1].date : toDate(weekdayOnOrAfter(toDay(points[i].date) + 1));
  return next.slice(0, 7) !== points[i].date.slice(0, 7);
}

/**
 * Trailing-12-month tracking difference and error at each month-end since listing; nulls before 12 months.
 * @param {Series} series
 */
export function trackingHistory(series) {
  const { points } = series;
  /** @type {({ date: string } & ReturnType<typeof trailingYear>)[]} */
  const history = [];
  for (let i = 0; i < points.length; i++) {
    if (isMonthEnd(points, i)) history.push({ date: points[i].date, ...trailingYear(points, i) });
  }
  return history;
}
