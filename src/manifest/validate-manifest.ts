// Full validation of a manifest: precompiled schema validator, then the checks a schema cannot
// express. Loaded only when the file differs from the one the build already validated.
import type { ScreenManifest } from './screens.gen';
import { validate } from './validate-screens.gen.js';
import { describeErrors, type Problem, type ValidationError } from './manifest-problems';
import { checkManifest } from './manifest-checks';
import { migrateManifest } from './migrate';

export const FILE = 'screens.json';

export type ManifestResult = { ok: true; manifest: ScreenManifest } | { ok: false; problems: Problem[] };

/** Migrates and validates parsed manifest JSON; the schema is only loaded to word the messages of a bad file. */
export async function validateManifest(original: unknown): Promise<ManifestResult> {
  // An older file deployed as it is still works: it is read in the current version.
  const { doc } = migrateManifest(original);
  if (validate(doc)) {
    const manifest = doc as ScreenManifest;
    const problems = checkManifest(FILE, manifest);
    return problems.length ? { ok: false, problems } : { ok: true, manifest };
  }
  const { default: schema } = await import('../../schemas/screens.schema.json');
  const errors = (validate as unknown as { errors: ValidationError[] }).errors;
  return { ok: false, problems: describeErrors(FILE, errors, doc, schema) };
}
