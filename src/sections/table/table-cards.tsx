// The table on phones: one page of rows as a list of cards.
import { useMemo, type CSSProperties } from 'react';
import type { TableSection } from '../../manifest/screens.gen';
import type { FormatContext } from '../../formats/format-registry';
import { cardFields } from './card-fields';
import { TableCard } from './table-card';
import { rowKeys, type Row } from './table-rows';
import { useTableName } from './use-table-name';
import type { CompareColumn } from './compare-checkbox';

/** The cards of one page, named like the table; `compare`: the comparison's checkbox on each. */
export function TableCards({
  section,
  rows,
  context,
  compare,
}: {
  section: TableSection;
  rows: Row[];
  context: FormatContext;
  compare?: CompareColumn | undefined;
}) {
  const name = useTableName(section);
  const parts = useMemo(() => cardFields(section.fields), [section.fields]);
  const keys = rowKeys(section, rows);
  // The number of lines a card's lines out of view are taken to have until they are drawn (table.css).
  const estimate = { '--card-lines': parts.lines.length } as CSSProperties;
  return (
    <ul className="table-cards" aria-label={name} style={estimate}>
      {rows.map((row, index) => (
        <TableCard key={keys[index]} row={row} parts={parts} context={context} compare={compare} />
      ))}
    </ul>
  );
}
