// One page's HTML document around its body: src/index.html filled in with the build's head (its
// stylesheets, scripts and data), the page's language, title, description, links and note for a
// visitor without JavaScript. Shared by the build (build.mjs) and its prerendering threads
// (scripts/lib/prerender-worker.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {import('../../src/i18n/languages.ts').Language} Language */
/** @typedef {{ template: string, head: string[], onDemandStyle: string }} Parts The HTML every page shares (build.mjs pageParts). */
/** @typedef {{ language: Language, href: string }} Alternate A page's address in another language. */
/**
 * What a prerendered page's document is made of (see prerenderedHtml).
 * @typedef {object} PageDocument
 * @property {Language} language
 * @property {import('../../src/app/app.tsx').Prerendered} page what it was drawn from
 * @property {string} title
 * @property {string} description
 * @property {string} [canonical] its address, when it is to be indexed
 * @property {Alternate[]} alternates
 * @property {string} body
 * @property {string} [noScript] the note for a visitor without JavaScript (none on the not-found page)
 */

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * JSON inside a <script> element: no `<` that could end it.
 * @type {(value: unknown) => string}
 */
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The offline bar's words in a page's language (src/i18n/locales), in the page (`<meta name="offline">`):
 * boot.ts shows them when the app's code could not be fetched because the browser is offline.
 */
/** @type {Map<string, string>} */
const offlineTexts = new Map();
/** @type {(language: string) => string} */
const offlineText = (language) => {
  if (!offlineTexts.has(language))
    offlineTexts.set(language, JSON.parse(readFileSync(path.join(root, 'src/i18n/locales', `${language}.json`), 'utf8')).connection.offline);
  return /** @type {string} */ (offlineTexts.get(language));
};

/**
 * Fills the template (`parts`: { template, head }, build.mjs): one page's document.
 * @param {{ template: string, head: string[] }} parts
 * @param {{ lang: string, title: string, description: string, extraHead?: string[], noScript: string, body?: string }} page
 */
export function pageHtml({ template, head }, { lang, title, description, extraHead = [], noScript, body = '' }) {
  // Function replacements: a `$` in a title or a page's HTML is text, not a replacement pattern.
  return template
    .replace('%LANG%', () => lang)
    .replace('%TITLE%', () => escapeHtml(title))
    .replace('%DESCRIPTION%', () => escapeHtml(description))
    .replace('%NOSCRIPT%', () => noScript)
    .replace('%HEAD%', () => [...head, `<meta name="offline" content="${escapeHtml(offlineText(lang))}" />`, ...extraHead].join('\n    '))
    .replace('%ROOT%', () => body);
}

/**
 * The note a visitor without JavaScript reads, as HTML.
 * @type {(text: string | undefined) => string}
 */
export const noScriptHtml = (text) => (text ? `<p class="noscript-note">${escapeHtml(text)}</p>` : '');

/** Sections of these kinds, and tabs, are styled by the on-demand sheet: a page whose HTML has them carries it. */
const ON_DEMAND_PARTS = /data-kind="(?!table"|filterBar"|notice")|class="[^"]*\bscreen-tabs\b/;

/**
 * A prerendered page's document, its sheets not yet cut (scripts/lib/critical-css.mjs): its canonical
 * address (or noindex), its alternates, the on-demand sheet where its HTML needs it, and what it was
 * drawn from (`page`, which the browser hydrates).
 * @param {Parts} parts
 * @param {PageDocument} document
 */
export function prerenderedHtml(parts, { language, page, title, description, canonical, alternates, body, noScript }) {
  const extraHead = [
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : ['<meta name="robots" content="noindex" />']),
    ...alternates.map(({ language: each, href }) => `<link rel="alternate" hreflang="${each}" href="${escapeHtml(href)}" />`),
    ...(alternates.length ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates[0].href)}" />`] : []),
    ...(ON_DEMAND_PARTS.test(body) ? [parts.onDemandStyle] : []),
    `<script type="application/json" id="prerendered">${scriptJson(page)}</script>`,
  ];
  return pageHtml(parts, { lang: language, title, description, extraHead, noScript: noScriptHtml(noScript), body });
}
