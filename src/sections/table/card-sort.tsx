// Sorting on phones, where there are no column headers: a "Sort by" select and an order toggle.
import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Field, SortRule } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { nextSort, sortableFields } from './table-sort';
import { SortIcon } from './sort-icon';

/** What the sort bar needs; without `onChange` (the skeleton) its controls are disabled. */
export interface CardSortProps {
  fields: Field[];
  sort: SortRule | undefined;
  /** The manifest's order: with one, there is no "Default order" choice (it is one of the fields' orders, and the call's order often looks the same). */
  defaultSort?: SortRule | undefined;
  onChange?: ((sort: SortRule | undefined) => void) | undefined;
}

/**
 * The sortable fields (and the initial order's field) in a native select, then ascending/descending.
 * A field chosen starts as its header's first click does; the toggle reverses. Nothing when no field sorts.
 */
export function CardSort({ fields, sort, defaultSort, onChange }: CardSortProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const id = useId();
  const choices = fields.filter((field) => field.sortable || field.key === sort?.field || field.key === defaultSort?.field);
  if (!sortableFields(fields).length) return null;
  const order = sort?.order ?? 'asc';
  return (
    <div className="table-card-sort">
      <label htmlFor={id}>{t('table.sortBy')}</label>
      <select
        id={id}
        value={sort?.field ?? ''}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.value ? nextSort(sort, event.target.value) : undefined)}
      >
        {defaultSort ? null : <option value="">{t('table.defaultOrder')}</option>}
        {choices.map((field) => (
          <option key={field.key} value={field.key}>
            {label(field.label)}
          </option>
        ))}
      </select>
      <button type="button" className="table-order" disabled={!onChange || !sort} onClick={() => sort && onChange?.(nextSort(sort, sort.field))}>
        <SortIcon direction={order} />
        <VisuallyHidden>{t('table.order')} </VisuallyHidden>
        {order === 'asc' ? t('table.ascending') : t('table.descending')}
      </button>
    </div>
  );
}
