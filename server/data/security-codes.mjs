// Security codes: exchange tickers made from a company's name or digits, and ISIN-like identifiers.
import { between } from './random.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/**
 * A market's ticker code from a company's name parts ([root, industry]); attempt 0, 1, … tries other codes.
 * @typedef {(random: Random, parts: [string, string], attempt: number) => string} CodeMaker
 */

/**
 * A random number with `digits` digits from `from` to `to`, zero-padded.
 * @type {(from: number, to: number, digits?: number) => (random: Random) => string}
 */
export const digitsFrom =
  (from, to, digits = 0) =>
  (random) =>
    String(Math.floor(between(random, from, to + 1))).padStart(digits, '0');

/**
 * Letters of a name part, without accents, upper case.
 * @type {(text: string) => string}
 */
const lettersOf = (text) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

/**
 * A mnemonic letter code of `size` letters from the name's root and industry (attempt 0, 1, … tries other spellings).
 * @param {Random} random
 * @param {[string, string]} parts
 * @param {number} size
 * @param {number} attempt
 */
function letterCode(random, [root, industry], size, attempt) {
  const a = lettersOf(root);
  const b = lettersOf(industry) || 'X';
  const tries = [a.slice(0, size - 1) + b[0], a.slice(0, size), a.slice(0, size - 2) + b.slice(0, 2), a[0] + b.slice(0, size - 1)];
  if (attempt < tries.length && tries[attempt].length === size) return tries[attempt];
  return Array.from({ length: size }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');
}

/**
 * A letter code with, now and then, a share-class letter (`tail`) appended.
 * @type {(size: number, tail: string, chance: number) => CodeMaker}
 */
export const lettersWithTail = (size, tail, chance) => (random, parts, attempt) => letterCode(random, parts, size, attempt) + (random() < chance ? tail : '');
/** @type {(size: number) => CodeMaker} */
export const letters = (size) => (random, parts, attempt) => letterCode(random, parts, size, attempt);

/**
 * An NSE-style symbol: the root, then as much of the industry as it takes to be new.
 * @type {CodeMaker}
 */
export function nseSymbol(random, [root, industry], attempt) {
  const tail = attempt < 3 ? lettersOf(industry).slice(0, attempt + 3) : letterCode(random, [root, industry], 3, 9);
  return (lettersOf(root).slice(0, 7) + tail).slice(0, 10);
}

/**
 * A ticker new in `used`: the market's code and exchange suffix.
 * @param {Random} random
 * @param {{ code: CodeMaker, exchange: string }} market
 * @param {[string, string]} parts
 * @param {Set<string>} used
 */
export function tickerFor(random, market, parts, used) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const ticker = `${market.code(random, parts, attempt)} ${market.exchange}`;
    if (used.has(ticker)) continue;
    used.add(ticker);
    return ticker;
  }
  throw new Error(`holdings: ran out of ${market.exchange} tickers`);
}

/**
 * The ISIN check digit (Luhn over the letters as numbers).
 * @param {string} body
 */
function isinCheckDigit(body) {
  const digits = [...body].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let total = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    total += n;
  });
  return String((10 - (total % 10)) % 10);
}

export const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * An ISIN-like identifier: `prefix`, random characters up to 11, and the check digit.
 * @param {Random} random
 * @param {string} prefix
 */
export function isin(random, prefix) {
  let body = prefix;
  while (body.length < 11) body += ALNUM[Math.floor(random() * ALNUM.length)];
  return body + isinCheckDigit(body);
}
