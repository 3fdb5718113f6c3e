// A `segmented` filter: one of a few options, as native radio buttons drawn as a segmented control
// (filter-bar.css); the segments wrap onto more lines when the screen is narrow.
import { useLabel } from '../../i18n/use-label';
import type { FilterControlProps } from './filter-props';
import { useFilterOptions } from './filter-options';
import { Segments } from '../segments';
import { SkeletonBar } from '../skeleton-bar';

/** A fieldset named by its legend (the filter's label); arrow keys move between the radios natively. */
export function SegmentedFilter({ filter, query, write, disabled }: FilterControlProps) {
  const label = useLabel();
  const raw = query.get(filter.param) ?? '';
  const value = raw || filter.default || '';
  const options = useFilterOptions(filter, raw ? [raw] : []);
  const checked = options.some((option) => option.value === value) ? value : options[0]?.value;
  const choose = (next: string) => write({ [filter.param]: next === filter.default ? undefined : next });
  return (
    <fieldset className="filter-field filter-field-segmented" disabled={disabled}>
      {/* The legend holds the label as other fields hold theirs, so all labels are one height. */}
      <legend>
        <span className="filter-label">{label(filter.label)}</span>
      </legend>
      {options.length > 0 ? (
        <Segments options={options} value={checked} onChange={choose} />
      ) : (
        // The dictionary is still on its way: a bar of the control's height keeps the page still.
        <SkeletonBar className="filter-segmented-placeholder" />
      )}
    </fieldset>
  );
}
