// One ajv set-up for build-time validation and for the precompiled browser validators,
// so both report the same errors for the same file.
import Ajv from 'ajv';

/** @param {{ code?: object }} [extra] */
export function createAjv(extra = {}) {
  return new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    discriminator: true,
    // `required` next to a `discriminator`/`oneOf` names properties declared in the branches.
    strictRequired: false,
    allowUnionTypes: true,
    ...extra,
  });
}
