// The `filterBar` section kind: filters that write the page's query string for the sections below.
import type { FilterBarSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { FilterBarView } from './filter-bar-view';

export const filterBarKind: SectionKind<FilterBarSection> = {
  View: ({ section }) => <FilterBarView section={section} />,
  Skeleton: ({ section }) => <FilterBarView section={section} placeholder />,
  isEmpty: () => false,
};
