// The hook that gives sections what formatters need: the current language and the session's dictionaries.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDicts } from '../stores/app-storage';
import type { FormatContext } from './format-types';

/** `{ language, dicts }` for formatValue; a section adds `row` for each row it draws. */
export function useFormatContext(): FormatContext {
  const { i18n } = useTranslation();
  const dicts = useDicts();
  const language = i18n.language;
  return useMemo(() => ({ language, dicts }), [language, dicts]);
}
