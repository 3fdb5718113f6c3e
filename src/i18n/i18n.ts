// i18next set-up: the three locales are bundled (a few KB) so a language switch needs no request.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhTW from './locales/zh-TW.json';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-TW': { translation: zhTW }, 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh-TW', 'zh-CN', 'en-US'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

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
