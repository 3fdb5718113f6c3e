// The `lang` query parameter of a first visit: it forces a language and is then replaced by that
// language's path prefix, so every page has one address per language.
import { languageFromParam, localizedPath, splitLanguagePath } from './languages';

/**
 * The canonical address of `url` when it carries `lang` (the language's prefix, the rest of the
 * query and the hash kept, `lang` removed); undefined when there is no `lang`, so the prefix decides.
 */
export function canonicalLanguageUrl(url: URL): string | undefined {
  const params = new URLSearchParams(url.search);
  const lang = params.get('lang');
  if (lang === null) return undefined;
  params.delete('lang');
  const { path } = splitLanguagePath(url.pathname);
  const search = params.toString();
  return `${localizedPath(languageFromParam(lang), path)}${search ? `?${search}` : ''}${url.hash}`;
}

/** Rewrites the address in place (no reload, no new history entry) when it carries `lang`; call before the router starts. */
export function applyLanguageParam(): void {
  const canonical = canonicalLanguageUrl(new URL(window.location.href));
  if (canonical !== undefined) window.history.replaceState(window.history.state, '', canonical);
}
