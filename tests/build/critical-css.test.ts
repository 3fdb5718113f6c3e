// A prerendered page's stylesheets cut to the rules its HTML uses (scripts/lib/critical-css.mjs).
import { describe, expect, it } from 'vitest';
import { criticalStyles, pageShape } from '../../scripts/lib/critical-css.mjs';

const SHEET = [
  ':root{--brand:#1971c2}',
  ':root[data-mantine-color-scheme="light"]{--text:#000}',
  'html[data-embedded] body{overflow:hidden}',
  '.card{padding:4px}',
  '.card:hover{color:var(--brand)}',
  '@media (max-width:975px){.card{padding:2px}.popover{z-index:3}}',
  '.popover{position:absolute}',
  '.offline-banner{position:fixed}',
  '.noscript-note{background:#fff3bf}',
].join('');

const page = (body: string, lang = 'en-US') =>
  `<!doctype html><html lang="${lang}" data-mantine-color-scheme="light"><head><style data-href="/assets/main.css">${SHEET}</style><style data-mantine-styles="true">:root{--x:1}</style></head><body><div id="root">${body}</div></body></html>`;

describe('critical CSS', () => {
  it("keeps the rules the page's HTML uses, the document's own and what is drawn before the app; drops the rest", async () => {
    const html = await criticalStyles()(page('<div class="card">Fund</div>'));
    const css = /<style data-critical="\/assets\/main.css">([^]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('.card{padding:4px}');
    expect(css).toContain('.card:hover');
    expect(css).toMatch(/@media \(max-width:975px\)\{\.card\{padding:2px\}\}/);
    expect(css).toContain('--brand:#1971c2');
    expect(css).toContain('--text:#000');
    expect(css).toContain('html[data-embedded] body');
    expect(css).toContain('.offline-banner');
    expect(css).toContain('.noscript-note');
    // Drawn only by the app: its rules wait for the whole sheet.
    expect(css).not.toContain('.popover');
    // The theme's variables, not a copy of a sheet, stay as they are.
    expect(html).toContain('<style data-mantine-styles="true">:root{--x:1}</style>');
    expect(html).not.toContain('data-href');
  });

  it('gives pages that differ only in their words and links one shape, and the same cut', async () => {
    const cut = criticalStyles();
    const a = await cut(page('<a class="card" href="/en/details?code=2800">Harbour A</a>'));
    const b = await cut(page('<a class="card" href="/en/details?code=3194">Harbour B fund</a>'));
    const style = (html: string) => /<style data-critical[^>]*>[^]*?<\/style>/.exec(html)?.[0];
    expect(style(a)).toBe(style(b));
    expect(pageShape('<a class="card" href="/x">A</a>')).toBe(pageShape('<a class="card" href="/y">B</a>'));
    expect(pageShape('<a class="card">A</a>')).not.toBe(pageShape('<a class="popover">A</a>'));
  });

  it('gives a sheet none of whose rules apply an empty cut that still names it', async () => {
    const html = await criticalStyles()(
      '<!doctype html><html lang="en-US"><head><style data-href="/assets/on-demand.css">.tabs{display:flex}</style></head><body><p>Funds</p></body></html>',
    );
    expect(html).toContain('<style data-critical="/assets/on-demand.css"></style>');
  });
});
