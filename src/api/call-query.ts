// Query options for a POST call; the language is part of the key, so a switch refetches.
import { queryOptions } from '@tanstack/react-query';
import { post } from './client';

/** Options for `useQuery` that POST `body` to `call` in `language`. */
export function callQuery<T = unknown>(call: string, body: Record<string, unknown>, language: string) {
  return queryOptions({
    queryKey: ['call', call, language, body],
    queryFn: ({ signal }) => post<T>(call, body, { signal }),
  });
}
