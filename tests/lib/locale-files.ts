// What the locale tests share: a locale file's keys flattened (`group.name` → text), its
// placeholders, and the source files whose keys they check.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../src/i18n/languages';

type Tree = { [key: string]: string | Tree };

/** A locale tree as `group.name` → text. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** The three languages' files in `dir` (`<language>.json`), flattened. */
export const readLocales = (dir: string): Record<Language, Map<string, string>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Tree)])) as Record<
    Language,
    Map<string, string>
  >;

/** A text's placeholders (`{{count}}`), sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

/** The TypeScript source files under `dir`: no tests, no declarations, no generated files. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.gen\.|\.d\.ts$/.test(name) ? [file] : [];
  });
}
