// A `search` filter: free text, written trimmed after a pause in typing.
import { useCallback } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useLabel } from '../../i18n/use-label';
import type { FilterControlProps } from './filter-props';
import { normalizeSearch, SEARCH_MAX_LENGTH } from './filter-query';
import { useDraft } from './use-draft';

/** A text box labelled above; its text reaches the address ~300 ms after the last keystroke. */
export function SearchFilter({ filter, query, write, disabled }: FilterControlProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const { param } = filter;
  const commit = useCallback((text: string) => write({ [param]: normalizeSearch(text) }), [write, param]);
  const [text, setText] = useDraft(query.get(param) ?? '', commit, normalizeSearch);
  return (
    <TextInput
      className="filter-field filter-field-search"
      type="search"
      label={label(filter.label)}
      placeholder={t('filterBar.searchPlaceholder')}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => setText(event.currentTarget.value)}
      // Enter writes at once, without waiting for the pause.
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
      disabled={disabled}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
