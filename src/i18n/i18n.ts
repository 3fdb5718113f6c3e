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

/** The current language of the interface. */
export function currentLanguage(): Language {
  return i18n.language as Language;
}

/** Switches the interface language and the document's `lang`. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
