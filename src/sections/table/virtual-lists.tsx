// The virtualised lists (a table of thousands of rows; its cards on phones) and their placeholder,
// whose code loads on demand, once. A screen loads it with its kinds' code when a table on screen
// virtualises (the kind's `prepare`), so the first rows are drawn with the section instead of after a
// placeholder; otherwise the list suspends until its code is in. A screen without such a table (the
// fund list) does not run it before it is interactive.
import { Suspense } from 'react';
import type { TableSection } from '../../manifest/screens.gen';
import { onDemand } from '../../runtime/load-chunk';
import { useViewport } from '../../stores/viewport';
import { isVirtual } from './table-rows';
import type { VirtualTableProps } from './virtual-table';
import type { VirtualCardsProps } from './virtual-cards';
import type { VirtualSkeletonProps } from './virtual-skeleton';

const tableCode = onDemand(() => import('./virtual-table'));
const cardsCode = onDemand(() => import('./virtual-cards'));
const skeletonCode = onDemand(() => import('./virtual-skeleton'));

function LoadedSkeleton(props: VirtualSkeletonProps) {
  const { VirtualSkeleton: Skeleton } = skeletonCode.useCode();
  return <Skeleton {...props} />;
}

/** The list's place while its rows or its code load; until the placeholder's own code is in, an empty box of the same height. */
export function VirtualSkeleton(props: VirtualSkeletonProps) {
  return (
    <Suspense fallback={<div className="table-virtual table-virtual-skeleton" style={{ height: props.section.virtualize ?? 400 }} aria-hidden="true" />}>
      <LoadedSkeleton {...props} />
    </Suspense>
  );
}

export function VirtualTable(props: VirtualTableProps) {
  const { VirtualTable: List } = tableCode.useCode();
  return <List {...props} />;
}

export function VirtualCards(props: VirtualCardsProps) {
  const { VirtualCards: List } = cardsCode.useCode();
  return <List {...props} />;
}

/** Loads the list a table section will draw at this width, and its placeholder, when it virtualises; nothing when it does not. */
export function prepareList(section: TableSection): Array<Promise<unknown>> {
  if (!isVirtual(section)) return [];
  return [skeletonCode.load(), useViewport.getState().mode === 'mobile' ? cardsCode.load() : tableCode.load()];
}
