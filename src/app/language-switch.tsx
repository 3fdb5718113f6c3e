// Links to the current page in the other languages; switching keeps the screen and its query.
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { LANGUAGES, localizedPath, type Language } from '../i18n/languages';
import { prefetchInLanguage } from '../api/call-query';
import { prefetchDictionaries } from './use-dictionaries';
import { loadLanguage } from '../i18n/i18n';

const HTML_LANG: Record<Language, string> = { 'zh-TW': 'zh-Hant', 'zh-CN': 'zh-Hans', 'en-US': 'en' };

/** Asks for a language's texts (a few KB); a chunk that fails is told by the reload prompt (load-chunk.ts). */
const prefetchTexts = (language: Language) => void loadLanguage(language).catch(() => undefined);

/** Asks for the texts, everything the page shows, and the dictionaries, in a language the page is switching to. */
export function prefetchLanguage(queryClient: QueryClient, language: Language): void {
  prefetchTexts(language);
  prefetchInLanguage(queryClient, language);
  prefetchDictionaries(language);
}

export function LanguageSwitch({ path, search }: { path: string; search: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const go = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    // The page's answers in the new language are asked for at the click (the app asks again when
    // it sees the new address, which also comes by Back and Forward; these are then under way).
    if (language !== i18n.language) prefetchLanguage(queryClient, language);
    navigate(event.currentTarget.getAttribute('href')!);
  };
  return (
    <nav aria-label={t('shell.language')}>
      <ul className="language-switch">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`${localizedPath(language, path)}${search ? `?${search}` : ''}`}
              hrefLang={language}
              lang={HTML_LANG[language]}
              aria-current={i18n.language === language ? 'true' : undefined}
              onClick={(event) => go(event, language)}
              // A pointer over the link, or the keyboard on it: the texts are asked for, so a switch waits for nothing.
              onPointerEnter={() => prefetchTexts(language)}
              onFocus={() => prefetchTexts(language)}
            >
              {t(`shell.languageNames.${language}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
