// Where a prerendered page lives under dist/, shared by the build that writes the pages
// (scripts/lib/prerender.mjs) and the server that answers each address with one (server/site.mjs).
import path from 'node:path';

/** A fund code that can be a file name and an address as it is. */
export const PAGE_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;
/** The URL prefix of each language. */
export const LANGUAGE_PREFIX = { 'zh-TW': '', 'en-US': '/en', 'zh-CN': '/gb' };

/**
 * An address's language, its prefix (`''` for Traditional Chinese) and its path without it (`/` at the least).
 * @param {string} pathname
 * @returns {{ language: keyof typeof LANGUAGE_PREFIX, prefix: string, rest: string }}
 */
export function splitAddress(pathname) {
  for (const [language, prefix] of /** @type {[keyof typeof LANGUAGE_PREFIX, string][]} */ (Object.entries(LANGUAGE_PREFIX))) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return { language, prefix, rest: pathname.slice(prefix.length) || '/' };
  }
  return { language: 'zh-TW', prefix: '', rest: pathname };
}

/**
 * A page's file: pages/<language>/<route>.html; a fund's pages/<language>/<route>/<code>.html; a tab of
 * a fund's screen (other than the one it opens anyway) pages/<language>/<route>/<tab>/<code>.html.
 * @type {(language: string, route: string, code?: string, tab?: string) => string}
 */
export const pageFile = (language, route, code, tab) =>
  path.posix.join(
    'pages',
    language,
    code === undefined ? `${route.slice(1)}.html` : path.posix.join(route.slice(1), ...(tab === undefined ? [] : [tab]), `${code}.html`),
  );

/** A tab's name as the address gives it that can be a directory's (a manifest id: letters, digits, dashes). */
export const PAGE_TAB = /^[A-Za-z][A-Za-z0-9-]*$/;
/** @type {(language: string) => string} */
export const notFoundFile = (language) => path.posix.join('pages', language, '404.html');
/**
 * The page the script draws alone, in a language: for an address no page was built for (`_`: no route has it).
 * @type {(language: string) => string}
 */
export const appFile = (language) => path.posix.join('pages', language, '_app.html');

/**
 * The address parameter a screen's subject reads its fund from (`code`), if the screen has a subject.
 * @param {import('../../src/manifest/screens.gen.ts').Source | undefined} source
 * @returns {string | undefined}
 */
export function subjectParam(source) {
  if (!source) return undefined;
  return Object.values({ ...source.body, ...source.pathParams }).find((spec) => spec?.query !== undefined)?.query;
}
