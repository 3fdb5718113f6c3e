// Picks a filter's control by its `control`.
import type { FilterControlProps } from './filter-props';
import { RangeFilter } from './range-filter';
import { SearchFilter } from './search-filter';
import { SegmentedFilter } from './segmented-filter';
import { SelectFilter } from './select-filter';

/** The control of one filter. */
export function FilterControl(props: FilterControlProps) {
  switch (props.filter.control) {
    case 'segmented':
      return <SegmentedFilter {...props} />;
    case 'select':
    case 'multiSelect':
      return <SelectFilter {...props} />;
    case 'range':
      return <RangeFilter {...props} />;
    case 'search':
      return <SearchFilter {...props} />;
  }
}
