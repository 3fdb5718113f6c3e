// Fetches the dictionaries for the current language into the session store. A failure is only
// logged: the pages fall back to the raw codes.
import { useEffect } from 'react';
import { post } from '../api/client';
import type { CommonDictTypeResponse } from '../api/contract.gen';
import { useAppStorage } from '../stores/app-storage';

/** Dictionary calls started ahead of their language being drawn (at a language switch), by language. */
const ahead = new Map<string, Promise<CommonDictTypeResponse>>();

const fetchDictionaries = (language: string, signal?: AbortSignal) => post<CommonDictTypeResponse>('/common/dictType', {}, { signal, silent: true, language });

/** Starts the dictionaries of a language the page is switching to, so they arrive with its other answers. */
export function prefetchDictionaries(language: string): void {
  if (!ahead.has(language)) ahead.set(language, fetchDictionaries(language));
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
