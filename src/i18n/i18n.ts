// i18next set-up. Each language's texts are a chunk of their own (a few KB each): a page loads its
// own language's with the app's code (boot.ts asks for it at once), another when the visitor is
// about to switch to it (language-switch.tsx), so no page runs the texts of the other two first.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onDemand, type OnDemand } from '../runtime/load-chunk';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** One language's texts (every locale file has the same keys: locale-keys.test.ts). */
export type Texts = typeof import('./locales/zh-TW.json');

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh-TW', 'zh-CN', 'en-US'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Gives the interface a language's texts (the build and the tests give all three at once). */
export function addLanguage(language: Language, texts: Texts): void {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** Each language's texts, as the chunk the build makes of its locale file, given to the interface once in. */
const texts = (language: Language, load: () => Promise<{ default: Texts }>) => onDemand(() => load().then((module) => addLanguage(language, module.default)));
const TEXTS: Record<Language, OnDemand<void>> = {
  'zh-TW': texts('zh-TW', () => import('./locales/zh-TW.json')),
  'zh-CN': texts('zh-CN', () => import('./locales/zh-CN.json')),
  'en-US': texts('en-US', () => import('./locales/en-US.json')),
};

/** Whether a language's texts are in. */
export const hasLanguage = (language: Language): boolean => i18n.hasResourceBundle(language, 'translation');

/** Loads a language's texts once (through loadChunk: offline, once the network is back). */
export const loadLanguage = (language: Language): Promise<void> => (hasLanguage(language) ? Promise.resolve() : TEXTS[language].load());

const inLanguage = new Map<Language, typeof i18n>();

/**
 * The interface's texts in one language, for the React tree (the app's I18nextProvider). Each is a
 * clone of `i18n` that shares its resources and never changes language: a switch gives the tree
 * another instance, in a transition, so every section is redrawn in the new language in slices and
 * shown at once, instead of in one long synchronous redraw (react-i18next follows an instance's
 * language change with a store subscription, which React always draws synchronously).
 */
export function i18nIn(language: Language): typeof i18n {
  let instance = inLanguage.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language });
    inLanguage.set(language, instance);
  }
  return instance;
}

/** The current language of the interface. */
export function currentLanguage(): Language {
  return i18n.language as Language;
}

/** Switches the interface language and the document's `lang`. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
