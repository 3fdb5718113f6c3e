// The comparison's interface texts (its table, its fund picker, the tray of chosen funds), in
// locales/on-demand/: loaded with their code, on the comparison screen and once a fund is chosen,
// rather than with the texts every page loads first.
import zhTW from './locales/on-demand/zh-TW.json';
import zhCN from './locales/on-demand/zh-CN.json';
import enUS from './locales/on-demand/en-US.json';
import { hasLanguage, i18n } from './i18n';
import type { Language } from './languages';

const TEXTS: Record<Language, object> = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS };

/** Adds the texts to a language whose own texts are in (before, the language would count as loaded without them). */
function addTo(language: string): void {
  const texts = TEXTS[language as Language];
  if (texts && hasLanguage(language as Language) && !i18n.getResource(language, 'translation', 'comparison'))
    i18n.addResourceBundle(language, 'translation', texts, true, true);
}

let added = false;

/** Gives the interface the comparison's texts: in the languages loaded now, and in each one loaded later as it comes. */
export function addComparisonTexts(): void {
  if (added) return;
  added = true;
  for (const language of Object.keys(TEXTS)) addTo(language);
  i18n.store.on('added', addTo);
}
