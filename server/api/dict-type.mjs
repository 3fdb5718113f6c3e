// POST /common/dictType — the dictionaries, in `result` (as the product's backend answers it).
import { DICTIONARIES } from '../data/dictionaries.mjs';
import { CODES, RequestError } from './envelope.mjs';

/**
 * Answers `{ dictTypes?: string[] }` with `{ [dictType]: [{ value, label }] }` in one language.
 * @param {import('./envelope.mjs').Body} body
 * @param {import('./envelope.mjs').CallContext} context
 */
export function dictType(body, { language }) {
  const wanted = body.dictTypes ?? Object.keys(DICTIONARIES);
  if (!Array.isArray(wanted) || wanted.some((type) => typeof type !== 'string')) {
    throw new RequestError(CODES.BAD_FIELD, 'Field "dictTypes" must be a list of dictionary names');
  }
  const unknown = wanted.filter((type) => !Object.hasOwn(DICTIONARIES, type));
  if (unknown.length)
    throw new RequestError(CODES.BAD_FIELD, `Unknown dictionary: ${unknown.join(', ').slice(0, 100)}; known: ${Object.keys(DICTIONARIES).join(', ')}`);
  return Object.fromEntries(wanted.map((type) => [type, DICTIONARIES[type].map(({ value, label }) => ({ value, label: label[language] }))]));
}

/** @type {Record<string, import('./envelope.mjs').Call>} */
export const calls = { '/common/dictType': { handler: dictType, field: 'result' } };
