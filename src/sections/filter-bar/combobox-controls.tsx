// The combobox controls (Mantine Select and MultiSelect), behind React.lazy: with their popover and
// floating positioning they weigh ~28 KB gzip. (While the build bundles Mantine through its barrel
// file, esbuild still puts them in the shared Mantine chunk; the split pays once it imports per component.)
import { MultiSelect, Pill, Select } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Option } from './filter-options';

/** The options list stays inside the bar's search landmark (not portalled to the body), so it belongs to the page's regions. */
const inBar = { withinPortal: false, zIndex: 300 } as const;

/** Props shared by both controls. */
export interface ComboboxControlProps {
  label: string;
  options: Option[];
  disabled?: boolean | undefined;
}

/** One of many, clearable; nothing chosen reads "All". */
export function SelectControl({
  label,
  options,
  value,
  onChange,
  disabled,
}: ComboboxControlProps & { value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      className="filter-field filter-field-select"
      label={label}
      placeholder={t('filterBar.all')}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('filterBar.clear') }}
      nothingFoundMessage={t('filterBar.nothingFound')}
      comboboxProps={inBar}
      allowDeselect
      disabled={disabled}
    />
  );
}

/**
 * Several of many, searchable by typing, clearable; nothing chosen reads "All". The box keeps one
 * line (the first choice and "+N"), so choosing, or the box arriving over its stand-in, moves nothing.
 */
export function MultiSelectControl({
  label,
  options,
  value,
  onChange,
  disabled,
}: ComboboxControlProps & { value: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      className="filter-field filter-field-multi"
      classNames={{ pillsList: 'filter-pills', inputField: 'filter-pills-field' }}
      label={label}
      placeholder={value.length ? undefined : t('filterBar.all')}
      data={options}
      value={value}
      onChange={onChange}
      renderPill={({ option, value: item, onRemove, disabled: off }) => {
        const index = item === undefined ? -1 : value.indexOf(item);
        if (index === 0) {
          return (
            <Pill withRemoveButton onRemove={onRemove} disabled={off} className="filter-pill">
              {option?.label ?? item}
            </Pill>
          );
        }
        return index === 1 ? <Pill className="filter-pill-more">+{value.length - 1}</Pill> : null;
      }}
      searchable
      // Typing then Enter picks the first match.
      selectFirstOptionOnChange
      clearable
      clearButtonProps={{ 'aria-label': t('filterBar.clear') }}
      nothingFoundMessage={t('filterBar.nothingFound')}
      comboboxProps={inBar}
      disabled={disabled}
    />
  );
}
