// The shapes every formatter shares: its result, its context, and the helpers they all need.
import type { Format, Label } from '../manifest/screens.gen';
import type { Language } from '../i18n/languages';
import type { DictEntry } from '../stores/app-storage';

/** What a cell shows. `tone` marks a rise or fall; `empty` means there was no usable value; `href` is a safe http(s) link. */
export interface Formatted {
  text: string;
  tone?: 'up' | 'down' | 'flat';
  empty?: boolean;
  href?: string;
}

/** What every formatter knows besides the value: the language, the session's dictionaries, and the value's row. */
export interface FormatContext {
  language: string;
  dicts?: Record<string, DictEntry[]>;
  row?: unknown;
}

/** A formatter of one `format.type`: never throws, returns EMPTY for a value it cannot show. */
export type Formatter<F extends Format> = (value: unknown, format: F, context: FormatContext) => Formatted;
/** The manifest format with the given `type`. */
export type FormatOf<T extends Format['type']> = Extract<Format, { type: T }>;

/** The result for a missing or unusable value. */
export const EMPTY: Formatted = Object.freeze({ text: '-', empty: true });

/** One of the site's languages for any tag: en… → en-US, Simplified Chinese → zh-CN, else zh-TW. */
export function siteLanguage(language: string): Language {
  if (/^en\b/i.test(language)) return 'en-US';
  if (/^zh-(CN|SG|Hans)\b/i.test(language)) return 'zh-CN';
  return 'zh-TW';
}

/** A manifest label's text in the language (Traditional Chinese when that text is missing). */
export function labelText(label: Label, language: string): string {
  return label[siteLanguage(language)] ?? label['zh-TW'];
}

/** The value at a dotted path of an object (`a.b`); undefined when any step is not an object. */
export function fieldAt(value: unknown, path: string): unknown {
  let node = value;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
