// Seeded draws and small number helpers for generating holdings.

export const roundTo = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;
export const sum = (values) => values.reduce((total, value) => total + value, 0);
export const pick = (random, list) => list[Math.floor(random() * list.length)];
export const logUniform = (random, min, max) => min * (max / min) ** random();

/** A standard normal draw (Box–Muller). */
export const gaussian = (random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const tables = new WeakMap(); // weights object → [entries, total], so thousands of draws do not rebuild them

/** A key of `weights` ({ key: relative weight }), drawn in proportion to its weight. */
export function weightedPick(random, weights) {
  if (!tables.has(weights)) tables.set(weights, [Object.entries(weights), sum(Object.values(weights))]);
  const [entries, total] = tables.get(weights);
  let draw = random() * total;
  for (const [key, weight] of entries) if ((draw -= weight) < 0) return key;
  return entries[entries.length - 1][0];
}

/** A seeded shuffle (Fisher–Yates) of a copy of `list`. */
export function shuffled(random, list) {
  const copy = list.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Heavy-tailed shares by rank (Zipf-like, with seeded noise), summing to 1: how market caps spread in a market. */
export function rankShares(random, count, { head = 2.5, power = 1.05, noise = 0.25 } = {}) {
  const raw = Array.from({ length: count }, (_, rank) => Math.exp(noise * gaussian(random)) / (rank + head) ** power);
  const total = sum(raw);
  return raw.map((value) => value / total);
}
