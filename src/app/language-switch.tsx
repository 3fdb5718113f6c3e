// Links to the current page in the other languages; switching keeps the screen and its query.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { LANGUAGES, localizedPath, type Language } from '../i18n/languages';

const HTML_LANG: Record<Language, string> = { 'zh-TW': 'zh-Hant', 'zh-CN': 'zh-Hans', 'en-US': 'en' };

export function LanguageSwitch({ path, search }: { path: string; search: string }) {
  const { t, i18n } = useTranslation();
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
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
              onClick={go}
            >
              {t(`shell.languageNames.${language}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
