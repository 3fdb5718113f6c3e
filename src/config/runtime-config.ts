// The deployment's runtime config (dist/config.json), validated before anything uses it. The build
// validated one exact file and put its SHA-256 in index.html; any other file (a deployment's edit) is
// validated here, with the precompiled validator loaded only then.
import type { RuntimeConfig } from './config.gen';
import { sha256 } from './sha256';

export const CONFIG_URL = '/config.json';

/** Fetches config.json and validates it unless it is byte-for-byte the file `validatedHash` names; throws an Error naming the problem when it is unusable. */
export async function loadRuntimeConfig(validatedHash?: string, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_URL);
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
  const text = await response.text();
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new Error('config.json is not valid JSON');
  }
  if (validatedHash && (await sha256(text)) === validatedHash) return doc as RuntimeConfig;
  const { validate } = await import('./validate-config.gen.js');
  if (!validate(doc)) {
    const errors = (validate as unknown as { errors: Array<{ instancePath: string; message?: string }> }).errors;
    throw new Error(`config.json is not valid: ${errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ')}`);
  }
  return doc as RuntimeConfig;
}

/** Marks `<html data-change-colors>` with which colour is a rise (`green-up` unless config.json says `red-up`); app.css reads it. */
export function applyChangeColors(config: Pick<RuntimeConfig, 'changeColors'>, root: HTMLElement = document.documentElement): void {
  root.dataset.changeColors = config.changeColors ?? 'green-up';
}
