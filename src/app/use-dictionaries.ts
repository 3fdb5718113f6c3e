// Fetches the dictionaries for the current language into the session store, tried again on a
// time-out or a server error as every call is (query-client.ts). A failure after that is only
// logged: the pages fall back to the raw codes.
import { useEffect } from 'react';
import { post } from '../api/client';
import { retryDelay, shouldRetry } from '../api/query-client';
import type { CommonDictTypeResponse } from '../api/contract.gen';
import { useAppStorage } from '../stores/app-storage';

/** Dictionary calls started ahead of their language being drawn (at a language switch), by language. */
const ahead = new Map<string, Promise<CommonDictTypeResponse>>();

async function fetchDictionaries(language: string, signal?: AbortSignal): Promise<CommonDictTypeResponse> {
  // As react-query counts: `failures` before this one.
  for (let failures = 0; ; failures += 1) {
    try {
      return await post<CommonDictTypeResponse>('/common/dictType', {}, { signal, silent: true, language });
    } catch (error) {
      if (signal?.aborted || !shouldRetry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}

/**
 * Starts the dictionaries of a language ahead of the page that reads them — at start-up with the
 * screen's first calls, at a language switch with its other answers — so they arrive together.
 */
export function prefetchDictionaries(language: string): void {
  if (ahead.has(language)) return;
  const request = fetchDictionaries(language);
  // Its failure is handled where it is read (useDictionaries), or nowhere if no page reads it.
  request.catch(() => undefined);
  ahead.set(language, request);
}

export function useDictionaries(language: string): void {
  useEffect(() => {
    const controller = new AbortController();
    const started = ahead.get(language);
    ahead.delete(language);
    (started ?? fetchDictionaries(language, controller.signal))
      .then((dicts) => {
        if (!controller.signal.aborted) useAppStorage.getState().setDicts(dicts);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Dictionaries could not be loaded:', error);
        useAppStorage.getState().setDictsUnavailable();
      });
    return () => controller.abort();
  }, [language]);
}
