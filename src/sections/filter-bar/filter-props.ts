// What every filter control receives.
import type { Filter } from '../../manifest/screens.gen';
import type { ParamUpdates } from './filter-query';

/** Props of one filter control. */
export interface FilterControlProps {
  filter: Filter;
  /** The page's query parameters. */
  query: URLSearchParams;
  /** Writes parameter changes to the address. */
  write: (updates: ParamUpdates) => void;
  /** Drawn as a placeholder (the bar's skeleton): not usable. */
  disabled?: boolean;
}
