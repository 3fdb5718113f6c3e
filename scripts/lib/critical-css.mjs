// The styles a prerendered page's first paint needs. A page carries its stylesheets written into its
// head (no request before the first paint), but of the site's 73 KB of CSS a page's HTML uses about a
// third: Mantine's comboboxes, popovers, loaders, pills, notifications… are drawn only by the app.
// Each sheet written into a page is cut to the rules that apply to something in its HTML (beasties,
// which matches every rule's selectors against the page), so the page arrives in the first round
// trip of a connection (a TCP window of about 14 KB). The cut copy names its sheet
// (`<style data-critical="/assets/main-….css">`); boot.ts adds the whole sheet in its place once the
// page has painted, and the app draws nothing before it applies (src/app/page-styles.ts).
import Beasties from 'beasties';
import { createHash } from 'node:crypto';

/**
 * Rules kept whatever a page's HTML holds: the document's own (Mantine's variables on `:root`, the
 * frame's `html[data-embedded]`, the held click's cursor) and what is drawn before the app and its
 * styles are in: boot.ts's offline banner, the note a visitor without JavaScript reads.
 */
const ALWAYS = [/^:root/, /^:host/, /^html/, /^body/, /\.offline-banner\b/, /\.noscript-note\b/];

/** Attributes no selector of the site reads: pages that differ only in these (and in their words) need the same rules. */
const UNREAD = /\s(?:href|title|aria-label|content|alt|placeholder|value|style|datetime|hreflang|src)="[^"]*"/g;

/**
 * What a stylesheet's selectors can tell apart in a page: its elements and their attributes, not its words or links.
 * @type {(html: string) => string}
 */
export const pageShape = (html) => html.replace(/>[^<]+</g, '><').replace(UNREAD, '');

/**
 * A function `(html) => Promise<html>` that cuts every `<style data-href>` of a page to what the page
 * uses. Pages of the same shape (a screen's funds, in one language) share one cut, worked out once.
 * @returns {(html: string) => Promise<string>}
 */
export function criticalStyles() {
  const beasties = new Beasties({
    path: '/',
    reduceInlineStyles: true,
    pruneSource: false,
    compress: true,
    keyframes: 'critical',
    fonts: false,
    logLevel: 'silent',
    allowRules: ALWAYS,
  });
  /** @type {Map<string, Promise<string>>} */
  const cuts = new Map();
  /** @type {(href: string, css: string, htmlTag: string, body: string) => Promise<string>} */
  const cut = (href, css, htmlTag, body) => {
    const key = createHash('sha1')
      .update(`${href}\0${htmlTag}\0${pageShape(body)}`)
      .digest('hex');
    if (!cuts.has(key)) {
      const document = `<!doctype html>${htmlTag}<head><style>${css}</style></head>${body}</html>`;
      cuts.set(
        key,
        // A sheet none of whose rules apply to the page is left out by beasties: its cut is empty.
        beasties.process(document).then((result) => /<style>([^]*?)<\/style>/.exec(result)?.[1] ?? ''),
      );
    }
    return /** @type {Promise<string>} */ (cuts.get(key));
  };
  return async (html) => {
    const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
    const start = html.indexOf('<body');
    if (!htmlTag || start < 0) throw new Error('critical CSS: a page without <html> or <body>');
    const body = html.slice(start, html.lastIndexOf('</html>'));
    const sheets = [...html.matchAll(/<style data-href="([^"]+)">([^]*?)<\/style>/g)];
    const kept = await Promise.all(sheets.map(([, href, css]) => cut(href, css, htmlTag, body)));
    let index = 0;
    return html.replace(/<style data-href="([^"]+)">[^]*?<\/style>/g, (_, href) => `<style data-critical="${href}">${kept[index++]}</style>`);
  };
}
