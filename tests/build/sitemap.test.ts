// The sitemap past the protocol's 50,000 addresses a file: an index of files of at most 50,000.
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMIT, sitemapFiles } from '../../scripts/lib/sitemap.mjs';

const ORIGIN = 'https://funds.example';
const entry = (i: number) => ({
  canonical: `${ORIGIN}/details?code=${i}`,
  alternates: [
    { language: 'zh-TW' as const, href: `${ORIGIN}/details?code=${i}` },
    { language: 'en-US' as const, href: `${ORIGIN}/en/details?code=${i}&tab=tracking` },
  ],
});
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe('the sitemap', () => {
  it('is one sitemap.xml of every address, with its alternates, up to 50,000', () => {
    const files = sitemapFiles(
      Array.from({ length: 3 }, (_, i) => entry(i)),
      { origin: ORIGIN, lastmod: '2026-12-06' },
    );
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml']);
    const [, xml] = files[0]!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locations(xml)).toEqual([0, 1, 2].map((i) => `${ORIGIN}/details?code=${i}`));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/en/details?code=2&amp;tab=tracking"/>`);
    expect(xml).toContain('<lastmod>2026-12-06</lastmod>');
    expect(
      sitemapFiles(
        Array.from({ length: SITEMAP_LIMIT }, (_, i) => entry(i)),
        { origin: ORIGIN, lastmod: '2026-12-06' },
      ),
    ).toHaveLength(1);
  });

  it('past 50,000 addresses, is an index of files of at most 50,000 each, in order, none left out', () => {
    const entries = Array.from({ length: 2 * SITEMAP_LIMIT + 1 }, (_, i) => entry(i));
    const files = sitemapFiles(entries, { origin: ORIGIN, lastmod: '2026-12-06' });
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    const [first, ...parts] = files;
    const index = first![1];
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locations(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const listed = parts.map(([, xml]) => locations(xml));
    expect(listed.map((list) => list.length)).toEqual([SITEMAP_LIMIT, SITEMAP_LIMIT, 1]);
    expect(listed.flat()).toEqual(entries.map(({ canonical }) => canonical));
  });
});
