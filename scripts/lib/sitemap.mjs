// The sitemap of a build: one `sitemap.xml` of every page's address (with its other languages), or,
// past the protocol's 50,000 addresses a file, `sitemap.xml` as an index of `sitemap-1.xml`,
// `sitemap-2.xml`, … (https://www.sitemaps.org/protocol.html). robots.txt names `sitemap.xml` either way.

/** @type {(text: string) => string} */
const escapeXml = (text) =>
  text.replace(/[&<>"']/g, (c) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** The protocol's most addresses in one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

/**
 * @typedef {{ canonical: string, alternates: import('./page-document.mjs').Alternate[] }} SitemapEntry
 */

/**
 * The sitemap's files, as [name, XML] pairs: `sitemap.xml` first.
 * @param {SitemapEntry[]} entries
 * @param {{ origin: string, lastmod: string, limit?: number }} options `lastmod`: the build's day (YYYY-MM-DD)
 * @returns {[string, string][]}
 */
export function sitemapFiles(entries, { origin, lastmod, limit = SITEMAP_LIMIT }) {
  /** @type {(part: SitemapEntry[]) => string} */
  const urlset = (part) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...part.map(({ canonical, alternates }) =>
        [
          `  <url>`,
          `    <loc>${escapeXml(canonical)}</loc>`,
          ...alternates.map(({ language, href }) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`),
          `    <lastmod>${lastmod}</lastmod>`,
          `  </url>`,
        ].join('\n'),
      ),
      '</urlset>',
      '',
    ].join('\n');
  if (entries.length <= limit) return [['sitemap.xml', urlset(entries)]];
  /** @type {[string, string][]} */
  const parts = [];
  for (let start = 0; start < entries.length; start += limit) parts.push([`sitemap-${parts.length + 1}.xml`, urlset(entries.slice(start, start + limit))]);
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(([name]) => `  <sitemap>\n    <loc>${escapeXml(`${origin}/${name}`)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [['sitemap.xml', index], ...parts];
}
