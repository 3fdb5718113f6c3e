// A filter's options: fixed in the manifest, or the entries of a dictionary in the session store.
import type { Filter, Label } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { useDicts, type DictEntry } from '../../stores/app-storage';

/** One option as the controls take it. */
export interface Option {
  value: string;
  label: string;
}

/**
 * The options: the manifest's, else the dictionary's. Values in the address that no option has
 * (a link shared before the dictionary changed) are kept, shown as their code, so they can be removed.
 */
export function optionsOf(filter: Filter, dict: readonly DictEntry[] | undefined, label: (text: Label) => string, chosen: readonly string[] = []): Option[] {
  const options: Option[] = filter.options
    ? filter.options.map((option) => ({ value: option.value, label: label(option.label) }))
    : (dict ?? []).map(({ value, label: text }) => ({ value, label: text }));
  for (const value of chosen) if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return options;
}

/** The filter's options in the current language. */
export function useFilterOptions(filter: Filter, chosen: readonly string[] = []): Option[] {
  const label = useLabel();
  const dicts = useDicts();
  const dict = filter.dictType ? dicts[filter.dictType] : undefined;
  return optionsOf(filter, dict, label, chosen);
}
