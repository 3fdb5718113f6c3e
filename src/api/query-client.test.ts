import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from './query-client';
import { ApiError, HttpError, MalformedResponseError, NetworkError, TimeoutError } from './api-errors';

describe('retry rule', () => {
  it('backs off as min(1000 × 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries network failures, time-outs and 5xx up to 3 times', () => {
    for (const error of [new NetworkError('/a'), new TimeoutError('/a'), new HttpError(503, '/a')]) {
      expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false]);
    }
  });

  it('never retries a code ≠ 0 answer, a malformed answer or a 4xx', () => {
    for (const error of [new ApiError(1, 'no', '/a'), new MalformedResponseError('/a', 'x'), new HttpError(404, '/a')]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });
});
