// The deployment's runtime config (dist/config.json), validated before anything uses it.
import type { RuntimeConfig } from './config.gen';
import { validate } from './validate-config.gen.js';

export const CONFIG_URL = '/config.json';

/** Fetches and validates config.json; throws an Error naming the problem when it is unusable. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_URL);
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
  let doc: unknown;
  try {
    doc = await response.json();
  } catch {
    throw new Error('config.json is not valid JSON');
  }
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
