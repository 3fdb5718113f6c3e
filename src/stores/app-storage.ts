// The session store, as the product specifies it: sessionStorage key `app-storage`, version 0.
import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from './safe-storage';
import { useInTransition } from './use-in-transition';
import { useStaticPass } from '../runtime/render-pass';
import { endOfHongKongDay, withRecord, type FundBasicData } from './fund-basic-data';

/** A fund chosen for the comparison: its code (for the comparison's address) and its name (for the tray). */
export interface ComparedFund {
  code: string;
  name: string;
}

/** What choosing a fund did: `full` when the comparison already had as many funds as it takes, and nothing changed. */
export type CompareToggle = 'added' | 'removed' | 'full';

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
  /** The funds chosen for the comparison, in the order they were chosen. */
  compare: ComparedFund[];
  /** How many times a fund was refused because the comparison was full (not stored): the tray says so when it grows. */
  compareRefusals: number;
  /** Takes a chosen fund out of the comparison, or adds one unless `max` are chosen already. */
  toggleCompare: (fund: ComparedFund, max: number) => CompareToggle;
  removeCompare: (code: string) => void;
  /** Replaces the chosen funds (a fund listed twice is kept once, where it first is). */
  setCompare: (funds: readonly ComparedFund[]) => void;
  clearCompare: () => void;
}

/** The funds of a list that are funds, each once: what storage holds may be old or edited by hand. */
function comparedFunds(list: unknown): ComparedFund[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.flatMap((item: unknown) => {
    const { code, name } = (item ?? {}) as Partial<Record<keyof ComparedFund, unknown>>;
    if (typeof code !== 'string' || !code || seen.has(code)) return [];
    seen.add(code);
    return [{ code, name: typeof name === 'string' && name ? name : code }];
  });
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
      compare: [],
      compareRefusals: 0,
      toggleCompare: (fund, max) => {
        const { compare, compareRefusals, removeCompare } = get();
        if (compare.some((chosen) => chosen.code === fund.code)) {
          removeCompare(fund.code);
          return 'removed';
        }
        if (compare.length >= max) {
          set({ compareRefusals: compareRefusals + 1 });
          return 'full';
        }
        set({ compare: [...compare, { code: fund.code, name: fund.name }] });
        return 'added';
      },
      removeCompare: (code) => set({ compare: get().compare.filter((chosen) => chosen.code !== code) }),
      setCompare: (funds) => set({ compare: comparedFunds(funds) }),
      clearCompare: () => set({ compare: [] }),
    }),
    {
      name: 'app-storage',
      version: 0,
      storage: createJSONStorage(() => safeStorage(() => window.sessionStorage)),
      partialize: ({ fundBasicData, refProductCode, expiryDate, dicts, compare }) => ({ fundBasicData, refProductCode, expiryDate, dicts, compare }),
      // A stored comparison that is not a list of funds (an older page's, edited by hand) is none.
      merge: (stored, current) => {
        const kept = (stored ?? {}) as Partial<AppStorage>;
        return { ...current, ...kept, compare: comparedFunds(kept.compare) };
      },
    },
  ),
);

/** Clears the visit's stored data (sessionStorage `app-storage`) and starts it again empty. */
export function resetAppStorage(): void {
  useAppStorage.setState({ fundBasicData: {}, refProductCode: null, expiryDate: null, dicts: {}, compare: [] });
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

const NO_FUNDS: readonly ComparedFund[] = Object.freeze([]);
const selectCompare = (state: AppStorage): readonly ComparedFund[] => state.compare;

/**
 * The funds chosen for the comparison, drawn at once when they change (a checkbox shows its tick on
 * the click), and none while drawing what the HTML has: the build knew of no choice, so a hydrating
 * page draws none and shows the visit's right after.
 */
export function useComparedFunds(): readonly ComparedFund[] {
  const staticPass = useStaticPass();
  const chosen = useAppStorage(selectCompare);
  return staticPass ? NO_FUNDS : chosen;
}

const selectHasCompare = (state: AppStorage) => state.compare.length > 0;

/**
 * Whether any fund is chosen, followed in a transition (the tray's place in the layout, read on
 * every screen): false while hydrating, as the build drew it.
 */
export const useAnyCompared = () => useInTransition(useAppStorage, selectHasCompare);

/**
 * Gives a chosen fund the name this page shows it by (`name`): one chosen on a page in another
 * language is named in this page's words in the tray from now on. `chosen`: the fund as stored, if it is.
 */
export function useComparedName(chosen: ComparedFund | undefined, name: string | undefined): void {
  useEffect(() => {
    if (!chosen || !name || chosen.name === name) return;
    const { compare, setCompare } = useAppStorage.getState();
    setCompare(compare.map((fund) => (fund.code === chosen.code ? { ...fund, name } : fund)));
  }, [chosen, name]);
}
