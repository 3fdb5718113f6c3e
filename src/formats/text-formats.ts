// Formatters of words: text, dict (session dictionaries), enum (manifest labels), link and list.
import { EMPTY, labelText, siteLanguage, type Formatter, type FormatOf } from './format-types';

/** A code as a string: non-blank text or a finite number; undefined for anything else. */
function codeOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value.trim() : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** `text`: a non-blank string or a finite number, as it is. */
export const text: Formatter<FormatOf<'text'>> = (value) => {
  if (typeof value === 'string') return value.trim() ? { text: value } : EMPTY;
  if (typeof value === 'number' && Number.isFinite(value)) return { text: String(value) };
  return EMPTY;
};

/** `dict`: the code's label in the session's dictionary of `dictType`; the code itself when it has none. */
export const dict: Formatter<FormatOf<'dict'>> = (value, format, { dicts }) => {
  const code = codeOf(value);
  if (code === undefined) return EMPTY;
  const entries = dicts?.[format.dictType];
  const label = Array.isArray(entries) ? entries.find((entry) => entry?.value === code)?.label : undefined;
  return { text: typeof label === 'string' && label ? label : code };
};

/** `enum`: the manifest's label of the value (true/false under the keys "true"/"false"); the value itself when it has none. */
export const enumFormat: Formatter<FormatOf<'enum'>> = (value, format, { language }) => {
  const key = typeof value === 'boolean' ? String(value) : codeOf(value);
  if (key === undefined) return EMPTY;
  return { text: Object.hasOwn(format.labels, key) ? labelText(format.labels[key]!, language) : key };
};

/** Schemes that run code or hide content when followed: never a link, never shown. */
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;

function parseUrl(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/** `link`: an http(s) address becomes `{ text, href }`; other text stays plain; a script address is EMPTY. */
export const link: Formatter<FormatOf<'link'>> = (value, format, { language }) => {
  if (typeof value !== 'string' || !value.trim()) return EMPTY;
  const address = value.trim();
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:").
  if (SCRIPT_SCHEME.test([...address].filter((c) => c > ' ').join(''))) return EMPTY;
  const url = /^https?:\/\//i.test(address) ? parseUrl(address) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { text: address };
  return { text: format.text ? labelText(format.text, language) : address, href: url.href };
};

/**
 * How each language joins a list, as Intl.ListFormat's conjunction does (decimal.test.ts holds
 * them to it): written out, as for numbers (decimal.ts), so a page's first list builds no Intl formatter.
 */
const JOINS: Record<ReturnType<typeof siteLanguage>, { between: string; last: string; two: string }> = {
  'en-US': { between: ', ', last: ', and ', two: ' and ' },
  'zh-TW': { between: '、', last: '和', two: '和' },
  'zh-CN': { between: '、', last: '和', two: '和' },
};

/** `list`: the strings of an array joined as the language joins a list ("A, B, and C" / "A、B和C"); other items are dropped. */
export const list: Formatter<FormatOf<'list'>> = (value, _format, { language }) => {
  if (!Array.isArray(value)) return EMPTY;
  const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
  if (items.length === 0) return EMPTY;
  const join = JOINS[siteLanguage(language)];
  if (items.length <= 2) return { text: items.join(join.two) };
  return { text: `${items.slice(0, -1).join(join.between)}${join.last}${items.at(-1)}` };
};
