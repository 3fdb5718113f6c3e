// Every interface string is in all three locale files, and every key there is used: a key missing
// in one language, a key the code asks for that no file has, or a key nobody uses fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { placeholders as variables, readLocales, sourceFiles } from '../../tests/lib/locale-files';

const here = path.dirname(new URL(import.meta.url).pathname);
const src = path.resolve(here, '..');

// The texts every page loads first, with those of parts loaded on demand (locales/on-demand/).
const first = readLocales(path.join(here, 'locales'));
const later = readLocales(path.join(here, 'locales', 'on-demand'));
const locales = Object.fromEntries(LANGUAGES.map((language) => [language, new Map([...first[language], ...later[language]])])) as typeof first;
const reference = locales['en-US']!;
const namespaces = new Set([...reference.keys()].map((key) => key.split('.')[0]!));

// Keys named in full ('states.noData') and keys built from a prefix (`pagination.${control}`).
const code = sourceFiles(src).map((file) => readFileSync(file, 'utf8'));
const literal = new Set<string>();
const prefixes = new Set<string>();
// Keys the code asks for by name: `t('…')`, and catalogue keys handed to it (`key: '…'`, `return '…'`).
const asked = new Set<string>();
for (const text of code) {
  for (const [, key] of text.matchAll(/(?:\bt\(|\bkey:|\breturn)\s*['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)) asked.add(key!);
  for (const [, key] of text.matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)) if (namespaces.has(key!.split('.')[0]!)) literal.add(key!);
  for (const [, prefix] of text.matchAll(/`([a-zA-Z]+(?:\.[\w-]+)*\.)\$\{[^}]+\}`/g)) if (namespaces.has(prefix!.split('.')[0]!)) prefixes.add(prefix!);
}

describe('locale files', () => {
  it('keeps the texts loaded on demand apart from those every page loads first', () => {
    for (const language of LANGUAGES) expect([...later[language].keys()].filter((key) => first[language].has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every key, each with text and the same placeholders', (language) => {
    const keys = locales[language]!;
    expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of keys) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(variables(text), `${language} ${key}`).toEqual(variables(reference.get(key)!));
    }
  });

  it('has every key the code asks for', () => {
    expect(asked.size).toBeGreaterThan(50);
    const missing = [...asked].filter((key) => !reference.has(key));
    expect(missing).toEqual([]);
  });

  it('has no key the code never uses', () => {
    const used = (key: string) => literal.has(key) || [...prefixes].some((prefix) => key.startsWith(prefix) && !key.slice(prefix.length).includes('.'));
    expect([...reference.keys()].filter((key) => !used(key))).toEqual([]);
  });
});
