// Every visible word of the interface comes from the locale files (or the manifest): a component
// with text typed into its JSX, or a literal label, placeholder or title, fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return componentFiles(full);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [full] : [];
  });
}

/** Words before a closing tag (`>Download</`) and literal text attributes (`aria-label="Close"`). */
const JSX_TEXT = />\s*[\p{L}][^<>{}]*<\//u;
const TEXT_ATTRIBUTE = /\b(aria-label|placeholder|title|alt)="[^"{]*\p{L}[^"]*"/u;

describe('interface text', () => {
  const files = componentFiles('src');

  it('finds the components', () => expect(files.length).toBeGreaterThan(30));

  it('has no words typed into a component', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !line.trim().startsWith('//') && (JSX_TEXT.test(line) || TEXT_ATTRIBUTE.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would catch a typed word', () => {
    expect(JSX_TEXT.test('<Button>Download</Button>')).toBe(true);
    expect(JSX_TEXT.test('<span>下載</span>')).toBe(true);
    expect(TEXT_ATTRIBUTE.test('<input placeholder="Keyword" />')).toBe(true);
    expect(JSX_TEXT.test('<span>{t("x")}</span>')).toBe(false);
  });
});
