// Cleans an HTML fragment from a call: only simple text markup and http(s) links survive.
// Two passes. First the markup is filtered as text by js-xss's tokenizer, so no inline handler
// (`onerror=`, `onload=` …) ever reaches an HTML parser of this page: a browser parses an attribute
// such as `<img onerror>` even in an inert document, and Chromium then raises a CSP report
// (script-src-attr) under the page's policy although nothing runs — a firm collecting its reports
// would be flooded by its own sanitiser. Then DOMPurify cleans what is left with the browser's own
// parser, the authority on what the markup means once inserted.
// This module (and both libraries with it) is loaded on demand, in the rich-text section's own chunk.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { FilterXSS } from 'xss';

/** The elements a rich text may keep; everything else is dropped (scripts and styles with their content). */
export const ALLOWED_TAGS = ['p', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'br', 'a'];

/** An absolute http(s) address, normalised; undefined for any other scheme, a relative address or garbage. */
export function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Links keep only an http(s) `href` and open in a new window without giving it this page. */
function restrictLinks(node: Element): void {
  if (node.nodeName !== 'A') return;
  const href = safeHref(node.getAttribute('href'));
  if (href) {
    node.setAttribute('href', href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('href');
  }
}

/** Elements dropped with their content, as DOMPurify drops them (its FORBID_CONTENTS). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'textarea',
  'xmp',
  'plaintext',
  'audio',
  'video',
  'head',
  'select',
];

/** The text pass: allowed elements keep only an `href` on links; every other tag and every comment goes. */
const tokenFilter = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, tag === 'a' ? ['href'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
});

let purifier: DOMPurify | undefined;

/** A DOMPurify instance of our own, so its hook cannot leak into other users of the library. */
function getPurifier(): DOMPurify {
  if (!purifier) {
    // Without a window (server, tests in node) DOMPurify reports itself unsupported.
    purifier = createDOMPurify(typeof window === 'undefined' ? undefined : window);
    // An unsupported instance has no hooks (and sanitises nothing): sanitizeHtml escapes instead.
    if (purifier.isSupported) purifier.addHook('afterSanitizeAttributes', restrictLinks);
  }
  return purifier;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The fragment with only the allowed markup left; as escaped plain text where DOMPurify cannot run. */
export function sanitizeHtml(html: string): string {
  const purify = getPurifier();
  // Without a usable DOM DOMPurify would hand the input back unchanged: show it as text instead.
  if (!purify.isSupported) return html.replace(/[&<>"']/g, (c) => escapes[c]!);
  return purify.sanitize(tokenFilter.process(html), { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
