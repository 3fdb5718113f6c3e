// The fields each call's request body may have, read from the call's request schema in schemas/api/
// (the contract: every request schema is closed), and the check that a body has no other field.
import { readFileSync, readdirSync } from 'node:fs';
import { closest } from './closest.mjs';
import { CODES, RequestError } from './envelope.mjs';

const SCHEMAS = new URL('../../schemas/api/', import.meta.url);

/**
 * Call path template (the schema's `x-call`, as the call modules declare it) → the request's field names.
 * @type {Record<string, string[]>}
 */
export const REQUEST_FIELDS = Object.fromEntries(
  readdirSync(SCHEMAS)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => JSON.parse(readFileSync(new URL(file, SCHEMAS), 'utf8')))
    .filter((schema) => schema['x-call'])
    .map((schema) => [schema['x-call'], Object.keys(schema.definitions.request.properties ?? {})]),
);

/**
 * What is shown of a field name the caller sent: at most 40 characters.
 * @type {(name: string) => string}
 */
const shown = (name) => (name.length > 40 ? `${name.slice(0, 39)}…` : name);

/** @type {Record<import('./envelope.mjs').Language, { guess: (name: string, guess: string) => string, known: (name: string, known: readonly string[]) => string, none: (name: string) => string }>} */
const UNKNOWN_FIELD = {
  'zh-TW': {
    guess: (name, guess) => `未知欄位「${name}」；您是否指「${guess}」？`,
    known: (name, known) => `未知欄位「${name}」；已知欄位：${known.join('、')}`,
    none: (name) => `未知欄位「${name}」；此呼叫不接受任何欄位`,
  },
  'zh-CN': {
    guess: (name, guess) => `未知字段“${name}”；您是否指“${guess}”？`,
    known: (name, known) => `未知字段“${name}”；已知字段：${known.join('、')}`,
    none: (name) => `未知字段“${name}”；此调用不接受任何字段`,
  },
  'en-US': {
    guess: (name, guess) => `Unknown field "${name}"; did you mean "${guess}"?`,
    known: (name, known) => `Unknown field "${name}"; the known fields are ${known.join(', ')}`,
    none: (name) => `Unknown field "${name}"; this call takes no fields`,
  },
};

/**
 * Refuses a body with a field the call's request schema does not list (error 40002): the message, in
 * the request's language, names the first such field and the closest known one, or lists the known
 * fields when none is close.
 * @param {Record<string, unknown>} body
 * @param {readonly string[]} known
 * @param {'zh-TW' | 'zh-CN' | 'en-US'} language
 */
export function rejectUnknownFields(body, known, language = 'en-US') {
  const name = Object.keys(body).find((key) => !known.includes(key));
  if (name === undefined) return;
  const words = UNKNOWN_FIELD[language];
  const guess = closest(name, known);
  const message = guess ? words.guess(shown(name), guess) : known.length ? words.known(shown(name), known) : words.none(shown(name));
  throw new RequestError(CODES.BAD_FIELD, message);
}
