// The site's routing location: the address without its language prefix. The routes, links and
// sections read the path inside the language (`/details`), so a language switch (`/en/details` →
// `/details`) changes nothing they read: the page is redrawn for the new language in a transition
// (app.tsx), not at once for the new address.
import { navigate as navigateBrowser, useLocationProperty } from 'wouter/use-browser-location';
import { localizedPath, splitLanguagePath, type Language } from '../i18n/languages';

const currentSitePath = () => splitLanguagePath(location.pathname).path;
const currentAddressLanguage = () => splitLanguagePath(location.pathname).language;

/** Goes to a path of the site in the address's language. */
function navigateInLanguage(to: string, options?: { replace?: boolean; state?: unknown }): void {
  navigateBrowser(localizedPath(currentAddressLanguage(), to), options);
}

/**
 * wouter's location hook for the site: the path inside the language, and navigation within it. The
 * router's `ssrPath` (the page the HTML was built for) is the path at build time and while the
 * browser hydrates.
 */
export function useSitePath({ ssrPath }: { ssrPath?: string | undefined } = {}): [string, typeof navigateInLanguage] {
  return [useLocationProperty(currentSitePath, ssrPath !== undefined ? () => ssrPath : currentSitePath), navigateInLanguage];
}

/** The language of the address; a component reading it redraws only when it changes. `built`: the page's language at build time and while hydrating. */
export function useAddressLanguage(built?: Language): Language {
  return useLocationProperty(currentAddressLanguage, built !== undefined ? () => built : currentAddressLanguage);
}

/** How links write a path of the site: in the language the page is drawn in. */
export const hrefsIn = (language: Language) => (href: string) => localizedPath(language, href);
