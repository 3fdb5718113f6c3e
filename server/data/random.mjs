// A small seeded generator: the demo data set is the same on every run.

/** @typedef {() => number} Random A seeded generator of floats in [0, 1). */

/**
 * mulberry32: returns a function giving floats in [0, 1).
 * @param {number} seed
 * @returns {Random}
 */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed from a string, so each fund's numbers depend only on its code.
 * @param {string} text
 */
export function seedOf(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** @type {(random: Random, min: number, max: number) => number} */
export const between = (random, min, max) => min + random() * (max - min);
/** @type {(value: number, decimals: number) => number} */
export const round = (value, decimals) => Number(value.toFixed(decimals));
