// The hook that gives sections what formatters need: the current language and the session's dictionaries.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useDicts } from '../stores/app-storage';
import type { FormatContext } from './format-types';

/**
 * Whether the section drawn here shows a value through a dictionary (a `dict` format): one that does
 * not is not drawn again when the dictionaries arrive. True unless a section says otherwise.
 */
export const DictsNeededContext = createContext(true);

const usesDicts = new WeakMap<object, boolean>();

/** Whether a part of the manifest (a section) has a `dict` format anywhere in it. */
export function usesDictFormat(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesDictFormat);
  if (typeof node !== 'object' || node === null) return false;
  let uses = usesDicts.get(node);
  if (uses === undefined) {
    const record = node as Record<string, unknown>;
    uses = (record.type === 'dict' && typeof record.dictType === 'string') || Object.values(record).some(usesDictFormat);
    usesDicts.set(node, uses);
  }
  return uses;
}

/** `{ language, dicts }` for formatValue; a section adds `row` for each row it draws. */
export function useFormatContext(): FormatContext {
  const { i18n } = useTranslation();
  const dicts = useDicts(useContext(DictsNeededContext));
  const language = i18n.language;
  return useMemo(() => ({ language, dicts }), [language, dicts]);
}
