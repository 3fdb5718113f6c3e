// The studio's own texts (namespace `studio`, locales/*.json): the three languages have the same
// keys, each with text and the same placeholders, every key the studio's code asks for is there,
// and every key there is asked for. Parts with a namespace of their own (addStudioTexts) are theirs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { placeholders as variables, readLocales, sourceFiles } from '../../tests/lib/locale-files';

const here = path.dirname(new URL(import.meta.url).pathname);

const locales = readLocales(path.join(here, 'locales'));
const reference = locales['en-US']!;
const groups = new Set([...reference.keys()].map((key) => key.split('.')[0]!));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `t('key')` and `studioI18n.t('key')`, not `t('other:key')` nor `t('key', { ns: 'other' })`. */
const T_CALL = /\bt\(\s*(['"`])([\w.-]+)\1\s*(,\s*\{[^)]*?\bns\s*:)?/g;
/** A text handed around by key (a refusal, a note): a quoted `group.name`. */
const KEY_LITERAL = /['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g;
/** A file whose bare `t` is another namespace's: `useTranslation('history')` and no `useTranslation()`. */
const otherNamespace = (code: string) => /\buseTranslation\(\s*['"`](?!studio['"`])/.test(code) && !/\buseTranslation\(\s*(\)|['"`]studio['"`])/.test(code);

/** The keys a text of the code asks for: by `t(…)` (when it is the studio's) and by key literal. */
function keysIn(code: string): { asked: string[]; literal: string[] } {
  const asked = otherNamespace(code) ? [] : [...code.matchAll(T_CALL)].filter((match) => !match[3]).map((match) => match[2]!);
  const literal = [...code.matchAll(KEY_LITERAL)].map((match) => match[1]!).filter((key) => groups.has(key.split('.')[0]!));
  return { asked, literal };
}

const found = sourceFiles(here).map((file) => keysIn(readFileSync(file, 'utf8')));
const asked = new Set(found.flatMap((keys) => keys.asked));
const literal = new Set(found.flatMap((keys) => keys.literal));

/** Whether a language has a key: as it is, or in each plural form the language uses. */
function has(language: (typeof LANGUAGES)[number], key: string): boolean {
  const keys = locales[language]!;
  if (keys.has(key)) return true;
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return forms.every((form) => keys.has(`${key}_${form}`));
}

describe('the studio locale files', () => {
  it.each(LANGUAGES)('%s has the same keys as en-US, plural forms included, each with text and the same placeholders', (language) => {
    const keys = locales[language]!;
    expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of keys) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(variables(text), `${language} ${key}`).toEqual(variables(reference.get(key)!));
    }
  });

  it.each(LANGUAGES)('%s has every plural form its language uses', (language) => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const bases = new Set([...locales[language]!.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    for (const base of bases) for (const form of forms) expect(locales[language]!.has(`${base}_${form}`), `${language} ${base}_${form}`).toBe(true);
  });

  it.each(LANGUAGES)('%s has every key the code asks for', (language) => {
    expect(asked.size).toBeGreaterThan(30);
    expect([...asked, ...literal].filter((key) => !has(language, key))).toEqual([]);
  });

  it('has no key the code never uses', () => {
    const used = new Set([...asked, ...literal]);
    expect([...reference.keys()].filter((key) => !used.has(key.replace(PLURAL, '')))).toEqual([]);
  });

  it('finds keys as the code writes them, and leaves other namespaces alone', () => {
    expect(keysIn(`t('save.button'); studioI18n.t("page.title", { file }); t('problems.heading', { count: 2 })`).asked).toEqual([
      'save.button',
      'page.title',
      'problems.heading',
    ]);
    expect(keysIn(`t('form:label'); t('label', { ns: 'form' })`).asked).toEqual([]);
    expect(keysIn(`const { t } = useTranslation('history'); t('title')`).asked).toEqual([]);
    expect(keysIn(`const { t } = useTranslation(); t('save.button')`).asked).toEqual(['save.button']);
    expect(keysIn(`return { refused: 'insert.noScreen' }; { label: 'add.column' }; import x from './i18n.ts'`).literal).toEqual([
      'insert.noScreen',
      'add.column',
    ]);
  });
});
