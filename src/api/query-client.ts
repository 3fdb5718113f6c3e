// react-query set-up: retry only what can succeed, back off as min(1000 × 2^n, 30000) ms.
import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-errors';

export const MAX_RETRIES = 3;

/** The delay before retry n (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Whether to retry after `failureCount` failures ending in `error`. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
