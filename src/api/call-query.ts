// Query options for the POST calls; the language is part of the key, so a switch refetches.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { post } from './client';
import type { ApiCalls } from './contract.gen';

/** A call of the contract whose answer is JSON (not a file download). */
export type JsonCall = { [C in keyof ApiCalls]: ApiCalls[C]['payload'] extends 'file' ? never : C }[keyof ApiCalls];

/**
 * How a refusal (`code ≠ 0`) reaches the visitor: `silent`, not at all (the caller decides what it
 * means); `shownInPlace`, on the page itself, so not as a toast too.
 */
export interface Telling {
  silent?: boolean | undefined;
  shownInPlace?: boolean | undefined;
}

function options<T>(call: string, body: object, language: string, { silent, shownInPlace }: Telling = {}) {
  return queryOptions({
    queryKey: ['call', call, language, body],
    // The answer's language is the key's, even while the interface is switching to another.
    queryFn: ({ signal }) => post<T>(call, body, { signal, language, silent, shownInPlace }),
    meta: { telling: { silent, shownInPlace } },
  });
}

/**
 * Starts, in `language`, every call the page shows now: at a language switch the answers are asked
 * for at once, while the page is redrawn in the new language, instead of after.
 */
export function prefetchInLanguage(client: QueryClient, language: string): void {
  for (const query of client.getQueryCache().findAll({ type: 'active' })) {
    const [kind, call, , body] = query.queryKey;
    if (kind !== 'call' || typeof call !== 'string' || typeof body !== 'object' || body === null) continue;
    // Told as the call in the language before was: a subject's refusal still in place, a tentative call still quiet.
    void client.prefetchQuery(options<unknown>(call, body, language, query.meta?.telling as Telling | undefined));
  }
}

/** Options for `useQuery` that POST `body` to a call of the contract; body and answer are typed from its schema. */
export function callQuery<C extends JsonCall>(call: C, body: ApiCalls[C]['request'], language: string) {
  return options<ApiCalls[C]['response']>(call, body, language);
}

/**
 * Options for a call named at run time: a manifest section's source, or a screen's subject. The
 * manifest is checked against the contract when it loads (manifest-checks.ts), so the call exists;
 * its answer is `unknown` until the section reads it. A tentative call (`silent`) carries address
 * values not checked yet: its refusal is quiet, as it may be for a value about to be dropped. A
 * subject's refusal is `shownInPlace`: the screen says it instead of its sections.
 */
export function sourceQuery(call: string, body: Record<string, unknown>, language: string, telling: Telling = {}) {
  return options<unknown>(call, body, language, telling);
}

/**
 * `placeholderData` that keeps the answer in the previous language while the same call is asked
 * again in the new one: a language switch neither blanks the page nor loses its scroll position.
 * Another call or body (another fund) starts empty.
 */
export function keepAcrossLanguages<T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined, key: QueryKey): T | undefined {
  const before = previousQuery?.queryKey;
  if (!before || before.length !== key.length) return undefined;
  const same = key.every((part, index) => index === 2 || JSON.stringify(part) === JSON.stringify(before[index]));
  return same ? previous : undefined;
}
