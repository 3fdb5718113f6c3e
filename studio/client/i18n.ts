// The studio's own interface texts, in the site's three languages (Traditional Chinese first). The
// studio has an i18next instance of its own: the site's (src/i18n/) is the preview's business.
// Each part of the studio keeps its texts in a namespace: `studio` (studio/client/locales/*.json)
// for the page, others added by the part that uses them (addStudioTexts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import zhTW from './locales/zh-TW.json';
import zhCN from './locales/zh-CN.json';
import enUS from './locales/en-US.json';

export const STUDIO_LANGUAGES = LANGUAGES;
export type StudioLanguage = Language;
export const DEFAULT_STUDIO_LANGUAGE: StudioLanguage = 'zh-TW';
const STORAGE_KEY = 'studio-language';

export const studioI18n = i18next.createInstance();

void studioI18n.use(initReactI18next).init({
  resources: { 'zh-TW': { studio: zhTW }, 'zh-CN': { studio: zhCN }, 'en-US': { studio: enUS } },
  ns: ['studio'],
  defaultNS: 'studio',
  lng: DEFAULT_STUDIO_LANGUAGE,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a part's texts under its own namespace, in all three languages. */
export function addStudioTexts(namespace: string, texts: Record<StudioLanguage, Record<string, unknown>>): void {
  for (const language of LANGUAGES) studioI18n.addResourceBundle(language, namespace, texts[language], true, true);
}

/** The language the studio opens in: `?ui=` in its address, else the one last chosen, else Traditional Chinese. */
export function initialStudioLanguage(search = typeof location === 'undefined' ? '' : location.search): StudioLanguage {
  const asked = new URLSearchParams(search).get('ui');
  if (asked && (LANGUAGES as readonly string[]).includes(asked)) return asked as StudioLanguage;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as StudioLanguage;
  } catch {
    // storage refused: the default
  }
  return DEFAULT_STUDIO_LANGUAGE;
}

/** Switches the studio's interface (not the preview's) to a language, and remembers it. */
export function setStudioLanguage(language: StudioLanguage): void {
  void studioI18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage refused: for this visit only
  }
}
