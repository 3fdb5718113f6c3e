// The query parameters the screen's filter bars write: what 'Clear the filters' may drop.
import { createContext, useContext } from 'react';
import type { Section } from '../manifest/screens.gen';

export const FilterParamsContext = createContext<ReadonlySet<string>>(new Set());

export const useFilterParams = () => useContext(FilterParamsContext);

/** Every parameter the filter bars among these sections write (a range writes `<param>Min` and `<param>Max`). */
export function filterParamsOf(sections: readonly Section[]): Set<string> {
  return new Set(
    sections.flatMap((section) =>
      section.kind === 'filterBar' ? section.filters.flatMap((filter) => (filter.control === 'range' ? [`${filter.param}Min`, `${filter.param}Max`] : [filter.param])) : [],
    ),
  );
}
