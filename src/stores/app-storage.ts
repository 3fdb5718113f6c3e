// The session store, as the product specifies it: sessionStorage key `app-storage`, version 0.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from './safe-storage';

/** One dictionary entry from /common/dictType. */
export interface DictEntry {
  value: string;
  label: string;
}

export interface AppStorage {
  /** Basic data of the funds seen in this visit, by product code. */
  fundBasicData: Record<string, unknown>;
  /** The product code the visit came in with (`?code=` of the first page). */
  refProductCode: string | undefined;
  /** When the stored data should be fetched again (ISO date-time). */
  expiryDate: string | undefined;
  /** The dictionaries (the `result` of /common/dictType), in the current language. */
  dicts: Record<string, DictEntry[]>;
  setDicts: (dicts: Record<string, DictEntry[]>) => void;
}

export const useAppStorage = create<AppStorage>()(
  persist(
    (set) => ({
      fundBasicData: {},
      refProductCode: undefined,
      expiryDate: undefined,
      dicts: {},
      setDicts: (dicts) => set({ dicts }),
    }),
    {
      name: 'app-storage',
      version: 0,
      storage: createJSONStorage(() => safeStorage(() => window.sessionStorage)),
      partialize: ({ fundBasicData, refProductCode, expiryDate, dicts }) => ({ fundBasicData, refProductCode, expiryDate, dicts }),
    },
  ),
);
