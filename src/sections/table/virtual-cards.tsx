// Every row of a long table as cards on phones, in a scroll box, drawing only the cards in view.
// Loaded on demand with the virtual table.
import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SortRule, TableSection } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { cardFields } from './card-fields';
import { TableCard } from './table-card';
import { rowKeys, type Row } from './table-rows';
import { CARD_GAP, cardHeightEstimate } from './virtual-layout';
import { useTableName } from './use-table-name';
import { useTopOnChange } from './use-top-on-change';
import type { CompareColumn } from './compare-checkbox';

/** What the virtual card list draws. */
export interface VirtualCardsProps {
  section: TableSection;
  rows: Row[];
  height: number;
  sort: SortRule | undefined;
  context: FormatContext;
  /** Changes when the rows are another selection (a search): the box scrolls back to the top. */
  scrollKey?: string;
  /** The comparison's checkbox on each card. */
  compare?: CompareColumn | undefined;
}

/** A focusable scroll box holding a list whose cards are measured as drawn; `aria-setsize`/`aria-posinset` give the full count. */
export function VirtualCards({ section, rows, height, sort, context, scrollKey, compare }: VirtualCardsProps) {
  const name = useTableName(section);
  const parts = useMemo(() => cardFields(section.fields), [section.fields]);
  const keys = useMemo(() => rowKeys(section, rows), [section, rows]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the build has no React Compiler; the virtualiser re-renders on scroll itself.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => cardHeightEstimate(parts.lines.length),
    overscan: 4,
    // Room under the last card, as the padding above each card.
    paddingEnd: CARD_GAP,
    initialRect: { width: 0, height },
    getItemKey: (index) => keys[index]!,
  });
  // A new order or selection starts at the top.
  useTopOnChange(scroller, virtualizer, `${sort?.field ?? ''}:${sort?.order ?? ''}:${scrollKey ?? ''}`);
  return (
    <div ref={scroller} className="table-virtual" style={{ height }} tabIndex={0} role="group" aria-label={name}>
      <ul className="table-cards vc" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <TableCard
            key={item.key}
            ref={virtualizer.measureElement}
            style={{ transform: `translateY(${item.start}px)` }}
            position={{ index: item.index, size: rows.length }}
            row={rows[item.index]!}
            parts={parts}
            context={context}
            compare={compare}
          />
        ))}
      </ul>
    </div>
  );
}
