// Loads screens.json at run time. The build validated one exact file and put its SHA-256 in
// index.html; any other file (edited or replaced after the build) is validated here in full
// before anything is drawn, and a bad one is reported — never drawn half-broken.
import type { ManifestResult } from './validate-manifest';
import { sha256 } from '../config/sha256';

export type { ManifestResult };
export const MANIFEST_URL = '/screens.json';
const FILE = 'screens.json';

const failure = (message: string): ManifestResult => ({ ok: false, problems: [{ file: FILE, pointer: '', place: 'the whole file', message }] });

function syntaxFailure(text: string): Promise<ManifestResult> {
  return import('./json-syntax').then(({ syntaxProblem }) => ({ ok: false, problems: [syntaxProblem(FILE, text)] }));
}

/** Fetches the manifest; validates it unless it is byte-for-byte the file `validatedHash` names. */
export async function loadManifest(validatedHash: string | undefined, fetchImpl: typeof fetch = fetch): Promise<ManifestResult & { asBuilt?: boolean }> {
  let response: Response;
  try {
    response = await fetchImpl(MANIFEST_URL);
  } catch {
    return failure('could not be loaded (no connection to the server)');
  }
  if (!response.ok) return failure(`could not be loaded (HTTP ${response.status})`);
  const text = await response.text();
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return syntaxFailure(text);
  }
  // `asBuilt`: the very file the site's pages were built from (they may be hydrated with it).
  if (validatedHash && (await sha256(text)) === validatedHash) return { ok: true, manifest: doc as never, asBuilt: true };
  const { validateManifest } = await import('./validate-manifest');
  return validateManifest(doc);
}
