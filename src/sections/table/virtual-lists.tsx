// The virtualised lists (a table of thousands of rows; its cards on phones), whose code loads on
// demand, once. A screen loads it with its kinds' code when a table on screen virtualises (the kind's
// `prepare`), so the first rows are drawn with the section instead of after a placeholder; otherwise
// the list suspends until its code is in.
import type { TableSection } from '../../manifest/screens.gen';
import { onDemand } from '../../chunks/load-chunk';
import { useViewport } from '../../stores/viewport';
import { isVirtual } from './table-rows';
import type { VirtualTableProps } from './virtual-table';
import type { VirtualCardsProps } from './virtual-cards';

const tableCode = onDemand(() => import('./virtual-table'));
const cardsCode = onDemand(() => import('./virtual-cards'));

export function VirtualTable(props: VirtualTableProps) {
  const { VirtualTable: List } = tableCode.useCode();
  return <List {...props} />;
}

export function VirtualCards(props: VirtualCardsProps) {
  const { VirtualCards: List } = cardsCode.useCode();
  return <List {...props} />;
}

/** Loads the list a table section will draw at this width, when it virtualises; undefined when it does not. */
export function prepareList(section: TableSection): Promise<unknown> | undefined {
  if (!isVirtual(section)) return undefined;
  return useViewport.getState().mode === 'mobile' ? cardsCode.load() : tableCode.load();
}
