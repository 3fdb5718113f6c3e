// The closest known word to a mistyped one, for messages that say "did you mean …?". The same rule as
// `closest` in src/manifest/manifest-problems.ts (check-config's suggestions for screens.json):
// tests/server/unknown-fields.test.ts holds the two to the same answers. Plain JS, so that the
// server imports it as it is and TypeScript code may import it too.

/**
 * The edit distance (insertions, deletions, substitutions) between two words, ignoring case.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/**
 * The closest allowed word, when it is close enough to be a likely typo: at most two edits away, or a
 * third of the word's length for a longer word; failing that, the longest allowed word (of four letters
 * or more) that the word contains or is contained in, ignoring case (`fundType` → `type`); undefined
 * when none is.
 * @param {string} word
 * @param {readonly string[]} allowed
 * @returns {string | undefined}
 */
export function closest(word, allowed) {
  let best;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of allowed) {
    const d = editDistance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best ?? containing(word, allowed);
}

/**
 * The longest allowed word of four letters or more that contains `word` or is contained in it, ignoring case.
 * @param {string} word
 * @param {readonly string[]} allowed
 * @returns {string | undefined}
 */
function containing(word, allowed) {
  const lower = word.toLowerCase();
  /** @type {string | undefined} */
  let best;
  for (const candidate of allowed) {
    const other = candidate.toLowerCase();
    if (Math.min(other.length, lower.length) >= 4 && (lower.includes(other) || other.includes(lower)) && candidate.length > (best?.length ?? 0))
      best = candidate;
  }
  return best;
}
