// Reads typed fields from a request body, rejecting wrong types with a message naming the field.
import { CODES, RequestError } from './envelope.mjs';

/** @typedef {import('./envelope.mjs').Body} Body */

/** @type {(name: string, expected: string, value: unknown) => RequestError} */
const bad = (name, expected, value) =>
  new RequestError(CODES.BAD_FIELD, `Field "${name}" must be ${expected}; got ${JSON.stringify(value)?.slice(0, 40) ?? 'undefined'}`);

/**
 * An integer within [min, max], or the fallback when absent.
 * @template F
 * @param {Body} body
 * @param {string} name
 * @param {{ min: number, max: number, fallback: F }} options
 * @returns {number | F}
 */
export function intField(body, name, { min, max, fallback }) {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(n) || /** @type {number} */ (n) < min || /** @type {number} */ (n) > max) throw bad(name, `an integer from ${min} to ${max}`, value);
  return /** @type {number} */ (n); // Number.isInteger: a number
}

/**
 * A string (trimmed, at most maxLength), or the fallback when absent.
 * @template [F=undefined]
 * @param {Body} body
 * @param {string} name
 * @param {{ maxLength?: number, fallback?: F, allowed?: readonly string[] }} [options]
 * @returns {string | F}
 */
export function stringField(body, name, { maxLength = 200, fallback = undefined, allowed } = {}) {
  const value = body[name];
  if (value === undefined || value === null) return /** @type {F} */ (fallback);
  if (typeof value !== 'string' || value.length > maxLength) throw bad(name, `a string of at most ${maxLength} characters`, value);
  if (allowed && !allowed.includes(value)) throw bad(name, `one of ${allowed.join(', ')}`, value);
  return value.trim();
}

/** @type {Record<import('./envelope.mjs').Language, (name: string, allowed: readonly string[], got: string) => string>} */
const NOT_ONE_OF = {
  'zh-TW': (name, allowed, got) => `欄位「${name}」須為以下其中之一：${allowed.join('、')}；收到 ${got}`,
  'zh-CN': (name, allowed, got) => `字段“${name}”须为以下其中之一：${allowed.join('、')}；收到 ${got}`,
  'en-US': (name, allowed, got) => `Field "${name}" must be one of ${allowed.join(', ')}; got ${got}`,
};

/**
 * One of `allowed` exactly, or undefined when absent (or null); anything else — an empty string, another
 * type — is an error naming the field and the values it takes, in the request's language.
 * @template {string} A
 * @param {Body} body
 * @param {string} name
 * @param {readonly A[]} allowed
 * @param {import('./envelope.mjs').Language} [language]
 * @returns {A | undefined}
 */
export function choiceField(body, name, allowed, language = 'en-US') {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && allowed.includes(/** @type {A} */ (value))) return /** @type {A} */ (value);
  throw new RequestError(CODES.BAD_FIELD, NOT_ONE_OF[language](name, allowed, JSON.stringify(value)?.slice(0, 40) ?? 'undefined'));
}

/**
 * A list of codes, each one of `allowed` (a single string counts as a list of one), or the fallback when absent.
 * @param {Body} body
 * @param {string} name
 * @param {{ allowed: readonly string[], fallback?: string[] }} options
 * @returns {string[]}
 */
export function codesField(body, name, { allowed, fallback = [] }) {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length > allowed.length || list.some((code) => typeof code !== 'string' || !allowed.includes(code))) {
    throw bad(name, `a list of codes from ${allowed.join(', ')}`, value);
  }
  return list;
}

/**
 * A number within [min, max], or the fallback when absent.
 * @template F
 * @param {Body} body
 * @param {string} name
 * @param {{ min: number, max: number, fallback: F }} options
 * @returns {number | F}
 */
export function numberField(body, name, { min, max, fallback }) {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) throw bad(name, `a number from ${min} to ${max}`, value);
  return n;
}
