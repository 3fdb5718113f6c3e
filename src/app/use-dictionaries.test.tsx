// @vitest-environment happy-dom
// The dictionaries are tried again as every call is — a time-out or a server error at 1, 2 and 4 s —
// before the visit falls back to the raw codes. Only `fetch` (the network) is stubbed; the clock is the test's.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { configureClient } from '../api/client';
import { useAppStorage, resetAppStorage } from '../stores/app-storage';
import { useDictionaries } from './use-dictionaries';

const DICTS = { fundType: [{ value: 'ETF', label: 'ETF' }] };
const json = (payload: unknown, status = 200) => new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

let calls: number[];
let start: number;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  calls = [];
  start = Date.now();
  configureClient({ base: () => '/api/', language: () => 'en-US' });
  resetAppStorage();
  useAppStorage.setState({ dictsUnavailable: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function answers(...responses: Array<() => Response>) {
  vi.stubGlobal('fetch', () => {
    calls.push(Date.now() - start);
    return Promise.resolve(responses[Math.min(calls.length - 1, responses.length - 1)]!());
  });
}

it('a server error, then the dictionaries: they arrive on the retry one second later', async () => {
  answers(
    () => json({ code: 500, message: 'x' }, 500),
    () => json({ code: 0, message: 'ok', data: DICTS }),
  );
  renderHook(() => useDictionaries('en-US'));
  await vi.advanceTimersByTimeAsync(999);
  expect(calls).toEqual([0]);
  expect(useAppStorage.getState().dicts).toEqual({});
  await vi.advanceTimersByTimeAsync(1);
  expect(calls).toEqual([0, 1000]);
  expect(useAppStorage.getState().dicts).toEqual(DICTS);
  expect(useAppStorage.getState().dictsUnavailable).toBe(false);
});

it('failing every time: three retries at 1, 2 and 4 s, then the raw codes', async () => {
  answers(() => json({ code: 500, message: 'x' }, 500));
  renderHook(() => useDictionaries('en-US'));
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toEqual([0, 1000, 3000, 7000]);
  expect(useAppStorage.getState().dictsUnavailable).toBe(true);
});

it('the API’s own refusal (code ≠ 0) is not tried again', async () => {
  answers(() => json({ code: 40001, message: 'no' }));
  renderHook(() => useDictionaries('en-US'));
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toEqual([0]);
  expect(useAppStorage.getState().dictsUnavailable).toBe(true);
});
