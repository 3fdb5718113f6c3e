// One ajv set-up for build-time validation and for the precompiled browser validators,
// so both report the same errors for the same file.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** @param {import('ajv').Options} [extra] */
export function createAjv(extra = {}) {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    discriminator: true,
    // `required` next to a `discriminator`/`oneOf` names properties declared in the branches.
    strictRequired: false,
    allowUnionTypes: true,
    // Annotations of the API contract schemas: the call's path and the envelope field of its payload.
    keywords: ['x-call', 'x-payload', 'x-path-params'],
    ...extra,
  });
  addFormats(ajv, ['date', 'date-time', 'uri']);
  return ajv;
}
