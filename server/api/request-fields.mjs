// Reads typed fields from a request body, rejecting wrong types with a message naming the field.
import { CODES, RequestError } from './envelope.mjs';

const bad = (name, expected, value) =>
  new RequestError(CODES.BAD_FIELD, `Field "${name}" must be ${expected}; got ${JSON.stringify(value)?.slice(0, 40) ?? 'undefined'}`);

/** An integer within [min, max], or the fallback when absent. */
export function intField(body, name, { min, max, fallback }) {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(n) || n < min || n > max) throw bad(name, `an integer from ${min} to ${max}`, value);
  return n;
}

/** A string (trimmed, at most maxLength), or the fallback when absent. */
export function stringField(body, name, { maxLength = 200, fallback = undefined, allowed } = {}) {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || value.length > maxLength) throw bad(name, `a string of at most ${maxLength} characters`, value);
  if (allowed && !allowed.includes(value)) throw bad(name, `one of ${allowed.join(', ')}`, value);
  return value.trim();
}
