// Weights: the fractions of a block of securities (cap-weighted, capped like an index) and active selections.
import { gaussian, shuffled, sum } from './holding-random.mjs';
import { byCap } from './equity-universe.mjs';

/** @typedef {import('./random.mjs').Random} Random */

/**
 * A security a fund may hold: a stock, a REIT, a bond, a money-market line, gold or another fund.
 * @typedef {object} Security
 * @property {import('./localized.mjs').Localized} name
 * @property {string | null} ticker
 * @property {string} sector
 * @property {string} country
 * @property {string} assetClass
 * @property {number} cap its size, relative to the others of its block (what it is weighted by)
 * @property {number} priceHkd
 */

/**
 * Caps each fraction at its limit, handing the excess to the others in proportion (an index's capping rule).
 * @param {number[]} fractions
 * @param {number[]} limits
 */
function capAt(fractions, limits) {
  if (sum(limits) <= 1) return fractions;
  let result = fractions;
  for (let pass = 0; pass < 50; pass++) {
    const excess = sum(result.map((f, i) => Math.max(0, f - limits[i])));
    if (excess < 1e-12) break;
    const below = sum(result.filter((f, i) => f < limits[i]));
    result = result.map((f, i) => (f >= limits[i] ? limits[i] : f + (excess * f) / below));
  }
  return result;
}

/**
 * Lines of a block: each security's fraction ∝ cap^power (× seeded noise for an active manager's
 * views), capped at `limit` (a fraction of the block), summing to `share` of the fund. `random` is
 * needed with `noise`.
 * @template {{ cap: number }} S
 * @param {readonly S[]} securities
 * @param {{ share?: number, power?: number, noise?: number, limit?: number, random?: Random }} [options]
 * @returns {{ security: S, fraction: number }[]}
 */
export function weighted(securities, { share = 1, power = 1, noise = 0, limit = 1, random } = {}) {
  const raw = securities.map((security) => security.cap ** power * (noise ? Math.exp(noise * gaussian(/** @type {Random} */ (random))) : 1));
  const total = sum(raw);
  // An index caps every constituent at the same limit; a manager keeps each position a little under it.
  const limits = securities.map(() => (noise ? limit * (1 - 0.08 * /** @type {Random} */ (random)()) : limit));
  return capAt(
    raw.map((value) => value / total),
    limits,
  ).map((fraction, i) => ({ security: securities[i], fraction: fraction * share }));
}

/**
 * An active selection of `count` names, largest first: the `core` largest candidates, and the rest drawn at random from the `pool` largest.
 * @type {<S extends { cap: number }>(random: Random, candidates: S[], options: { core?: number, pool: number, count: number }) => S[]}
 */
export const selection = (random, candidates, { core = 0, pool, count }) =>
  [...candidates.slice(0, core), ...shuffled(random, candidates.slice(core, pool)).slice(0, count - core)].sort(byCap);
