// The site's three languages and how the URL names them.

export const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'] as const;
/** A language of the site, as a BCP 47 tag. */
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

/** The path prefix of each language: none for Traditional Chinese. */
export const LANGUAGE_PREFIX: Record<Language, string> = { 'zh-TW': '', 'zh-CN': '/gb', 'en-US': '/en' };

/** Splits `/en/details` into the language and the path inside it. */
export function splitLanguagePath(pathname: string): { language: Language; prefix: string; path: string } {
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PREFIX[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { language, prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, prefix: '', path: pathname || '/' };
}

/** The path of `path` in `language`: `localizedPath('en-US', '/index')` is `/en/index`. */
export function localizedPath(language: Language, path: string): string {
  return `${LANGUAGE_PREFIX[language]}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The language a `lang` query value forces: en-US/eng → English, zh-CN/chn → Simplified, else Traditional. */
export function languageFromParam(value: string): Language {
  if (value === 'en-US' || value === 'eng') return 'en-US';
  if (value === 'zh-CN' || value === 'chn') return 'zh-CN';
  return 'zh-TW';
}
