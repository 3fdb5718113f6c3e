// The session store, as the product specifies it: sessionStorage key `app-storage`, version 0.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from './safe-storage';
import { useInTransition } from './use-in-transition';
import { endOfHongKongDay, withRecord, type FundBasicData } from './fund-basic-data';

/** One dictionary entry from /common/dictType. */
export interface DictEntry {
  value: string;
  label: string;
}

export interface AppStorage {
  /** Basic data of the funds seen in this visit, by product code and language (see fund-basic-data.ts). */
  fundBasicData: FundBasicData;
  /** The reference product code the visit came in with (`?refProductCode=` of its first load). */
  refProductCode: string | null;
  /** When the first of the funds' basic data must be fetched again (ISO date-time). */
  expiryDate: string | null;
  /** The dictionaries (the `result` of /common/dictType), in the current language. */
  dicts: Record<string, DictEntry[]>;
  setDicts: (dicts: Record<string, DictEntry[]>) => void;
  /** Whether this visit's dictionary call failed (not stored): the pages use the raw codes, unchecked. */
  dictsUnavailable: boolean;
  setDictsUnavailable: () => void;
  /** Keeps a fund's basic data in a language, good until the end of this Hong Kong day. */
  keepBasicData: (code: string, language: string, data: Record<string, unknown>, now?: number) => void;
  /** Keeps the reference product code of the visit's first load, unless one is stored already. */
  rememberRefProductCode: (code: string | null | undefined) => void;
}

export const useAppStorage = create<AppStorage>()(
  persist(
    (set, get) => ({
      fundBasicData: {},
      refProductCode: null,
      expiryDate: null,
      dicts: {},
      setDicts: (dicts) => set({ dicts, dictsUnavailable: false }),
      dictsUnavailable: false,
      setDictsUnavailable: () => set({ dictsUnavailable: true }),
      keepBasicData: (code, language, data, now = Date.now()) => {
        set(withRecord(get().fundBasicData, code, language, { data, expiresAt: new Date(endOfHongKongDay(now)).toISOString() }));
      },
      rememberRefProductCode: (code) => {
        if (code && !get().refProductCode) set({ refProductCode: code });
      },
    }),
    {
      name: 'app-storage',
      version: 0,
      storage: createJSONStorage(() => safeStorage(() => window.sessionStorage)),
      partialize: ({ fundBasicData, refProductCode, expiryDate, dicts }) => ({ fundBasicData, refProductCode, expiryDate, dicts }),
    },
  ),
);

/** Clears the visit's stored data (sessionStorage `app-storage`) and starts it again empty. */
export function resetAppStorage(): void {
  useAppStorage.setState({ fundBasicData: {}, refProductCode: null, expiryDate: null, dicts: {} });
  useAppStorage.persist.clearStorage();
}

const selectDicts = (state: AppStorage) => state.dicts;
const selectDictsUnavailable = (state: AppStorage) => state.dictsUnavailable;
const NO_DICTS: Record<string, DictEntry[]> = Object.freeze({}) as Record<string, DictEntry[]>;
const selectNoDicts = () => NO_DICTS;
const selectFalse = () => false;

const selectFundBasicData = (state: AppStorage) => state.fundBasicData;

/**
 * The funds' basic data kept this visit, followed in a transition: a screen (the whole page below
 * it) is drawn again for it in slices, and a page hydrated from its HTML is not drawn again at once
 * because the visit keeps more than the build knew.
 */
export const useFundBasicData = () => useInTransition(useAppStorage, selectFundBasicData);
/**
 * The session's dictionaries, drawn in a transition when they arrive. `needed`: false for a reader
 * that uses none (a section without a dictionary's codes, a screen without a dictionary's filter),
 * which then gets an empty set and is not drawn again when they arrive.
 */
export const useDicts = (needed = true) => useInTransition(useAppStorage, needed ? selectDicts : selectNoDicts);
/** Whether this visit's dictionary call failed, drawn in a transition; `needed` as for useDicts. */
export const useDictsUnavailable = (needed = true) => useInTransition(useAppStorage, needed ? selectDictsUnavailable : selectFalse);
