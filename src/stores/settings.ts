// Browser settings (localStorage `app-settings`, version 0): the language, the sign-in token, the
// site's modules (screens) and the one open now. They outlive the visit; `resetSettings` clears them.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { safeStorage } from './safe-storage';

/** A module of the site: a manifest screen and its path. */
export interface ModuleEntry {
  id: string;
  path: string;
}

/** The stored fields. */
export interface SettingsValues {
  /** The visitor's language (BCP 47: zh-TW, zh-CN or en-US). */
  currentLang: string;
  /** The sign-in token, if the firm's login gave one. */
  token: string | null;
  moduleList: ModuleEntry[];
  /** The id of the screen open now. */
  currentModule: string | null;
  /** The path (and query) of the screen open now, without the language prefix. */
  currentModulePath: string | null;
}

export interface Settings extends SettingsValues {
  setLanguage: (language: string) => void;
  setToken: (token: string | null) => void;
  setModuleList: (modules: ModuleEntry[]) => void;
  setCurrentModule: (id: string, path: string) => void;
}

export const SETTINGS_KEY = 'app-settings';
/** The keys the described product keeps the language and token under, one value each. */
export const LANGUAGE_KEY = 'currentLang';
export const TOKEN_KEY = 'token';

/**
 * The settings before anything was stored under `app-settings`: the language and the token from
 * their own keys. (The described product read the token from the language key; each is read from its own.)
 */
export function initialSettings(storage: StateStorage): SettingsValues {
  const read = (key: string) => {
    const value = storage.getItem(key);
    return typeof value === 'string' && value ? value : undefined;
  };
  return {
    currentLang: read(LANGUAGE_KEY) ?? 'zh-TW',
    token: read(TOKEN_KEY) ?? null,
    moduleList: [],
    currentModule: null,
    currentModulePath: null,
  };
}

const storage = safeStorage(() => window.localStorage);

export const useSettings = create<Settings>()(
  persist(
    (set) => ({
      ...initialSettings(storage),
      setLanguage: (currentLang) => set({ currentLang }),
      setToken: (token) => set({ token }),
      setModuleList: (moduleList) => set({ moduleList }),
      setCurrentModule: (currentModule, currentModulePath) => set({ currentModule, currentModulePath }),
    }),
    {
      name: SETTINGS_KEY,
      version: 0,
      storage: createJSONStorage(() => storage),
      partialize: ({ currentLang, token, moduleList, currentModule, currentModulePath }) => ({
        currentLang,
        token,
        moduleList,
        currentModule,
        currentModulePath,
      }),
    },
  ),
);

/** Clears every stored setting (and the described product's single keys): the next visit starts fresh. */
export function resetSettings(): void {
  storage.removeItem(LANGUAGE_KEY);
  storage.removeItem(TOKEN_KEY);
  // Memory first: a change of state writes to storage, which is cleared after it.
  useSettings.setState(initialSettings(storage));
  useSettings.persist.clearStorage();
}
