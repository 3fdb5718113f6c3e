// The `table` section kind's registry entry: its view, its skeleton, and when it counts as empty.
import type { TableSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { TableSkeleton } from './table-skeleton';
import { rowsOf } from './table-rows';
import { TableView } from './table-view';
import { prepareList } from './virtual-lists';
import { loadTableTools } from './tools-code';

export const tableKind: SectionKind<TableSection> = {
  View: TableView,
  Skeleton: TableSkeleton,
  // A table with a date range is never empty here: it keeps its inputs above 'No Data', so another range can be chosen.
  isEmpty: (data, section) => rowsOf(data).length === 0 && !section.dateRange,
  // What the table draws with beyond its kind's code: its virtual list, its tools.
  prepare: (section) => [...prepareList(section), loadTableTools(section)].filter((load) => load !== undefined),
};
