// Fetches the dictionaries for the current language into the session store. A failure is only
// logged: the pages fall back to the raw codes.
import { useEffect } from 'react';
import { post } from '../api/client';
import type { CommonDictTypeResponse } from '../api/contract.gen';
import { useAppStorage } from '../stores/app-storage';

export function useDictionaries(language: string): void {
  useEffect(() => {
    const controller = new AbortController();
    post<CommonDictTypeResponse>('/common/dictType', {}, { signal: controller.signal, silent: true })
      .then((dicts) => useAppStorage.getState().setDicts(dicts))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Dictionaries could not be loaded:', error);
        useAppStorage.getState().setDictsUnavailable();
      });
    return () => controller.abort();
  }, [language]);
}
