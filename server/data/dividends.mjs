// Each fund's distributions since listing, seeded per fund so they are the same on every run.
// Which funds pay is the fund profile's word (paysDistributions: never money-market or growth funds).
// Income, bond and REIT funds pay monthly, quarterly or half-yearly, the other payers once a year
// (the showcase index fund, FUNDS[0], twice a year if it pays). Amounts are a yield on the NAV of the
// ex-dividend date (from the fund's series), so they follow the fund's price.
import { FUNDS, navDate } from './funds.mjs';
import { paysDistributions } from './profile.mjs';
import { fundSeries, listingDate } from './series.mjs';
import { between, round, seedOf, seeded } from './random.mjs';
import { addDays } from './localized.mjs';

/** @typedef {import('./funds.mjs').Fund} Fund */
/** @typedef {'MONTHLY' | 'QUARTERLY' | 'SEMI_ANNUAL' | 'ANNUAL'} Frequency */
/**
 * A fund's distribution policy (see distributionPolicy).
 * @typedef {{ frequency: Frequency, perYear: number, months: number[], exDay: number, yieldPct: number, fromCapitalChance: number }} Policy
 */
/** @typedef {ReturnType<typeof record>} Distribution One distribution of a fund. */

/** Distributions a year for each frequency code. */
export const PER_YEAR = { MONTHLY: 12, QUARTERLY: 4, SEMI_ANNUAL: 2, ANNUAL: 1 };

/** @type {(date: string) => boolean} */
const isWeekend = (date) => [0, 6].includes(new Date(date).getUTCDay());

/**
 * The date itself when a weekday, else the next weekday (Hong Kong holidays are not modelled).
 * @param {string} date
 */
export function weekdayOnOrAfter(date) {
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/**
 * The date itself when a weekday, else the weekday before.
 * @param {string} date
 */
export function weekdayOnOrBefore(date) {
  while (isWeekend(date)) date = addDays(date, -1);
  return date;
}

/**
 * The 'YYYY-MM-DD' date of day `day` of a month (1–12), kept within the month.
 * @param {number} year
 * @param {number} month
 * @param {number} day
 */
export function dayOfMonth(year, month, day) {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1, Math.min(day, last))).toISOString().slice(0, 10);
}

// Per kind of payer: the yearly yield's range in per cent, the frequencies it picks from, and whether
// it may top up a short period's income with capital (income payers do; Hong Kong makes them disclose it).
/** @type {Record<'BOND' | 'REIT' | 'INCOME' | 'INDEX' | 'ANNUAL', { yieldPct: [number, number], frequencies: Frequency[], capital: boolean }>} */
const PAYERS = {
  BOND: { yieldPct: [2.5, 4.5], frequencies: ['MONTHLY', 'MONTHLY', 'QUARTERLY', 'SEMI_ANNUAL'], capital: true },
  REIT: { yieldPct: [4.5, 7], frequencies: ['QUARTERLY', 'SEMI_ANNUAL', 'MONTHLY'], capital: true },
  INCOME: { yieldPct: [4, 7.5], frequencies: ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUAL'], capital: true },
  INDEX: { yieldPct: [2.6, 3.4], frequencies: ['SEMI_ANNUAL'], capital: false },
  ANNUAL: { yieldPct: [1.2, 3.2], frequencies: ['ANNUAL'], capital: false },
};

/**
 * The kind of payer a fund is, or null for a fund that never distributes.
 * @param {Fund} fund
 * @returns {keyof typeof PAYERS | null}
 */
function payerKind(fund) {
  if (!paysDistributions(fund)) return null;
  if (fund.assetClass === 'BOND' || fund.assetClass === 'REIT') return fund.assetClass;
  if (fund.investmentOrientation === 'INCOME') return 'INCOME';
  return fund.fundCode === FUNDS[0].fundCode ? 'INDEX' : 'ANNUAL';
}

/**
 * The fund's distribution policy, or null when it does not pay: frequency, the months it pays in,
 * the day of the month of the ex-dividend date, its target yield (% a year) and, for the funds that
 * may pay out of capital, the chance that a distribution does (0 for the others).
 * @param {Fund} fund
 * @returns {Policy | null}
 */
export function distributionPolicy(fund) {
  const random = seeded(seedOf(`distribution-${fund.fundCode}`));
  const kind = payerKind(fund);
  if (!kind) return null;
  const { yieldPct, frequencies } = PAYERS[kind];
  const frequency = frequencies[Math.floor(random() * frequencies.length)];
  const step = 12 / PER_YEAR[frequency];
  const firstMonth = kind === 'ANNUAL' ? 4 + Math.floor(random() * 6) : 1 + Math.floor(random() * step);
  const months = Array.from({ length: PER_YEAR[frequency] }, (_, i) => firstMonth + i * step);
  const fromCapitalChance = PAYERS[kind].capital && random() < 0.5 ? round(between(random, 0.25, 0.6), 2) : 0;
  return {
    frequency,
    perYear: PER_YEAR[frequency],
    months,
    exDay: 5 + Math.floor(random() * 18),
    yieldPct: round(between(random, ...yieldPct), 2),
    fromCapitalChance,
  };
}

/**
 * One distribution: its dates, the amount on the ex-date NAV, the yield and where the money came from.
 * @param {Fund} fund
 * @param {Policy} policy
 * @param {string} exDate
 * @param {number} exDateNav
 * @param {import('./random.mjs').Random} random
 * @param {number} level
 */
function record(fund, policy, exDate, exDateNav, random, level) {
  const periodYield = (policy.yieldPct / 100 / policy.perYear) * level;
  const amountPerUnit = round(periodYield * exDateNav, 4);
  const fromCapitalPct = random() < policy.fromCapitalChance ? round(between(random, 5, 60), 2) : 0;
  return {
    exDate,
    recordDate: weekdayOnOrAfter(addDays(exDate, 1)),
    payableDate: weekdayOnOrAfter(addDays(exDate, 10 + Math.floor(random() * 11))),
    announcementDate: weekdayOnOrBefore(addDays(exDate, -(7 + Math.floor(random() * 8)))),
    currency: fund.baseCurrency,
    frequency: policy.frequency,
    amountPerUnit,
    exDateNav,
    // Hong Kong's disclosed formula: [(1 + distribution per unit ÷ ex-dividend NAV) ^ distributions a year] − 1.
    annualisedYieldPct: round(((1 + amountPerUnit / exDateNav) ** policy.perYear - 1) * 100, 2),
    fromIncomePct: round(100 - fromCapitalPct, 2),
    fromCapitalPct,
  };
}

/**
 * Every distribution from listing to asOf, oldest first.
 * @param {Fund} fund
 * @param {string} listed
 * @param {string} asOf
 * @param {import('./series.mjs').Point[]} points
 */
function generate(fund, listed, asOf, points) {
  const policy = distributionPolicy(fund);
  if (!policy) return [];
  const navOn = new Map(points.map((point) => [point.date, point.nav]));
  const random = seeded(seedOf(`distributions-${fund.fundCode}`));
  // A fund needs some income before it first pays: two months, or half a year for a yearly payer.
  const firstEx = addDays(listed, policy.perYear === 1 ? 180 : 60);
  /** @type {Distribution[]} */
  const records = [];
  let level = 1; // the payout drifts around its target as income varies
  for (let year = Number(listed.slice(0, 4)); year <= Number(asOf.slice(0, 4)); year++) {
    for (const month of policy.months) {
      const exDate = weekdayOnOrAfter(dayOfMonth(year, month, policy.exDay));
      level = Math.min(1.35, Math.max(0.7, level * (1 + (random() - 0.5) * 0.12)));
      if (exDate < firstEx || exDate > asOf) continue;
      // An ex-date is a weekday from the series' range, which has every weekday.
      records.push(record(fund, policy, exDate, /** @type {number} */ (navOn.get(exDate)), random, level));
    }
  }
  return records;
}

/** @type {Map<string, { asOf: string, records: Distribution[] }>} */
const cache = new Map(); // fundCode → the latest distributions generated for it

/**
 * The fund's distributions from listing to navDate(now), newest first; memoised, so treat it as read-only.
 * @param {Fund} fund
 * @param {Date} [now]
 */
export function distributions(fund, now = new Date()) {
  const asOf = navDate(now);
  const cached = cache.get(fund.fundCode);
  if (cached?.asOf === asOf) return cached.records;
  const records = generate(fund, listingDate(fund, now), asOf, fundSeries(fund, now).points).reverse();
  cache.set(fund.fundCode, { asOf, records });
  return records;
}
