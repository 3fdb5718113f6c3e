// The `table` section kind's registry entry: its view, its skeleton, and when it counts as empty.
import type { TableSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { TableSkeleton } from './table-skeleton';
import { rowsOf } from './table-rows';
import { TableView } from './table-view';

export const tableKind: SectionKind<TableSection> = {
  View: TableView,
  Skeleton: TableSkeleton,
  isEmpty: (data) => rowsOf(data).length === 0,
};
