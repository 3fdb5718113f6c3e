// Seeded draws and small number helpers for generating holdings.

/** @typedef {import('./random.mjs').Random} Random */

/** @type {(value: number, decimals: number) => number} */
export const roundTo = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** @type {(values: readonly number[]) => number} */
export const sum = (values) => values.reduce((total, value) => total + value, 0);
/** @type {<T>(random: Random, list: readonly T[]) => T} */
export const pick = (random, list) => list[Math.floor(random() * list.length)];
/** @type {(random: Random, min: number, max: number) => number} */
export const logUniform = (random, min, max) => min * (max / min) ** random();

/**
 * A standard normal draw (Box–Muller).
 * @type {(random: Random) => number}
 */
export const gaussian = (random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** @type {WeakMap<Record<string, number>, [[string, number][], number]>} */
const tables = new WeakMap(); // weights object → [entries, total], so thousands of draws do not rebuild them

/**
 * A key of `weights` ({ key: relative weight }), drawn in proportion to its weight.
 * @param {Random} random
 * @param {Record<string, number>} weights
 * @returns {string}
 */
export function weightedPick(random, weights) {
  if (!tables.has(weights)) tables.set(weights, [Object.entries(weights), sum(Object.values(weights))]);
  const [entries, total] = /** @type {[[string, number][], number]} */ (tables.get(weights));
  let draw = random() * total;
  for (const [key, weight] of entries) if ((draw -= weight) < 0) return key;
  return entries[entries.length - 1][0];
}

/**
 * A seeded shuffle (Fisher–Yates) of a copy of `list`.
 * @template T
 * @param {Random} random
 * @param {readonly T[]} list
 * @returns {T[]}
 */
export function shuffled(random, list) {
  const copy = list.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Heavy-tailed shares by rank (Zipf-like, with seeded noise), summing to 1: how market caps spread in a market.
 * @param {Random} random
 * @param {number} count
 * @param {{ head?: number, power?: number, noise?: number }} [shape]
 */
export function rankShares(random, count, { head = 2.5, power = 1.05, noise = 0.25 } = {}) {
  const raw = Array.from({ length: count }, (_, rank) => Math.exp(noise * gaussian(random)) / (rank + head) ** power);
  const total = sum(raw);
  return raw.map((value) => value / total);
}
