// Development builds only: checks every answer against the API contract and reports a mismatch
// in the console with the call and the field, so a real backend's drift is found quickly.
import * as validators from './validate-contract.gen.js';
import { API_CALL_TITLES, type ApiCalls } from './contract.gen';

/** Returns the mismatches of `payload` with `call`'s schema (empty when it fits or the call is unknown). */
export function contractMismatches(call: string, payload: unknown): string[] {
  const title = API_CALL_TITLES[call as keyof ApiCalls];
  const validate = title ? validators[title] : undefined;
  if (!validate || validate(payload)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(payload)'} ${error.message ?? 'is not valid'}`);
}

/** Logs the mismatches of an answer. */
export function checkAgainstContract(call: string, payload: unknown): void {
  const mismatches = contractMismatches(call, payload);
  if (mismatches.length) console.warn(`API contract: the answer of ${call} does not fit docs/api.md:\n  ${mismatches.slice(0, 20).join('\n  ')}`);
}
