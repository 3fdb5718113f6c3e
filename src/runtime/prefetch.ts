// Requests started ahead of the sections that read them (the entry's first calls, a screen's at its
// first draw), and what that means for their readers.
import { useEffect } from 'react';
import { hashKey, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The keys of the requests started ahead of their readers that none has read yet. */
const startedAhead = new Set<string>();

/**
 * Starts requests in the query cache, each in a task of its own, in order. Starting a call is a
 * millisecond or two of the main thread on a slow phone (the query, its body, the browser's fetch);
 * a fund page's dozen in one go made a long task of the one that asked (the app's start, or the
 * commit that drew the fund). A section drawn meanwhile that reads a request joins it (react-query
 * asks once per key).
 */
export function prefetchInTurn<Key extends QueryKey>(client: QueryClient, queries: ReadonlyArray<FetchQueryOptions<unknown, Error, unknown, Key>>): void {
  for (const options of queries) {
    startedAhead.add(hashKey(options.queryKey));
    setTimeout(() => void client.prefetchQuery(options), 0);
  }
}

/**
 * Whether a query may call again when its reader mounts after it failed (react-query's
 * `retryOnMount`): not for the first reader of a request started ahead, whose failure is this very
 * visit's answer (a slow phone can draw the screen after the call has failed). A later reader, on
 * coming back to the screen, tries again. `observed`: false while the reader does not follow the
 * query yet (the static pass of a hydrated page): the first reader is then the live page's.
 */
export function useRetryOnMount(queryKey: QueryKey, observed = true): boolean {
  const hash = hashKey(queryKey);
  const first = startedAhead.has(hash);
  useEffect(() => {
    if (observed) startedAhead.delete(hash);
  }, [hash, observed]);
  return !first;
}
