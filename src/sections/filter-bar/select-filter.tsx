// `select` and `multiSelect` filters: the combobox loads on demand; until then a read-only box of
// the same size shows the chosen values.
import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useLabel } from '../../i18n/use-label';
import type { FilterControlProps } from './filter-props';
import { useFilterOptions } from './filter-options';
import { parseList } from './filter-query';
import { loadChunk } from '../../runtime/load-chunk';
import { onIdle } from '../../runtime/idle';

const importComboboxes = () => import('./combobox-controls');
const loadComboboxes = () => loadChunk(importComboboxes);
const SelectControl = lazy(() => loadComboboxes().then((module) => ({ default: module.SelectControl })));
const MultiSelectControl = lazy(() => loadComboboxes().then((module) => ({ default: module.MultiSelectControl })));

/**
 * Loads the comboboxes' code while the browser is idle (for filters not drawn yet); returns the
 * cancel. A failure here is left to the load that needs the code, which handles it.
 */
export function warmComboboxes(): () => void {
  return onIdle(() => void importComboboxes().catch(() => {}), 3000);
}

/** What shows while the combobox loads (and in the bar's skeleton): the label and the chosen labels. */
function Placeholder({ label, text, className }: { label: string; text: string; className: string }) {
  const { t } = useTranslation();
  return <TextInput className={`filter-field ${className}`} label={label} value={text} placeholder={t('filterBar.all')} readOnly disabled />;
}

/** A `select` (one value or none) or a `multiSelect` (a comma-separated list) filter. */
export function SelectFilter({ filter, query, write, disabled }: FilterControlProps) {
  const label = useLabel();
  const multiple = filter.control === 'multiSelect';
  const chosen = multiple ? parseList(query.get(filter.param)) : [query.get(filter.param) ?? ''].filter(Boolean);
  const options = useFilterOptions(filter, chosen);
  const text = chosen.map((value) => options.find((option) => option.value === value)?.label ?? value).join(', ');
  const className = multiple ? 'filter-field-multi' : 'filter-field-select';
  const placeholder = <Placeholder label={label(filter.label)} text={text} className={className} />;
  if (disabled) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {multiple ? (
        <MultiSelectControl label={label(filter.label)} options={options} value={chosen} onChange={(values) => write({ [filter.param]: values.join(',') })} />
      ) : (
        <SelectControl
          label={label(filter.label)}
          options={options}
          value={chosen[0] ?? null}
          onChange={(value) => write({ [filter.param]: value ?? undefined })}
        />
      )}
    </Suspense>
  );
}
