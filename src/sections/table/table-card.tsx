// One row as a card on phones: its title field on top, then label and value lines.
import type { CSSProperties, Ref } from 'react';
import type { FormatContext } from '../../formats/format-registry';
import { useLabel } from '../../i18n/use-label';
import type { CardFields } from './card-fields';
import { CellContent, formatCell, toneClass } from './table-cell';
import type { Row } from './table-rows';
import { CompareCheckbox, type CompareColumn } from './compare-checkbox';
import { CompareLabel } from './compare-label';

/** What a card draws; the virtual list adds its position and a ref to measure it. */
export interface TableCardProps {
  row: Row;
  parts: CardFields;
  context: FormatContext;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  position?: { index: number; size: number };
  /** The comparison's checkbox, at the end of the title line. */
  compare?: CompareColumn | undefined;
}

/** A `<li>` card: the title (a link when its field has one), then a definition list of the other fields. */
export function TableCard({ row, parts, context, ref, style, position, compare }: TableCardProps) {
  const label = useLabel();
  const title = formatCell(parts.title, row, context);
  return (
    <li
      ref={ref}
      style={style}
      className="table-card"
      data-index={position?.index}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position?.size}
    >
      <div className="table-card-inner">
        <div className={['table-card-title', toneClass(title)].filter(Boolean).join(' ')} data-compare={compare ? true : undefined}>
          <CellContent field={parts.title} row={row} formatted={title} />
          {compare ? (
            <CompareLabel>
              <CompareCheckbox column={compare} row={row} />
            </CompareLabel>
          ) : null}
        </div>
        {parts.lines.length ? (
          <dl className="table-card-lines">
            {parts.lines.map((field) => {
              const formatted = formatCell(field, row, context);
              return (
                <div key={field.key} className="table-card-line">
                  <dt>
                    {label(field.label)}
                    {field.hint ? <span className="table-hint">{label(field.hint)}</span> : null}
                  </dt>
                  <dd className={toneClass(formatted)}>
                    <CellContent field={field} row={row} formatted={formatted} />
                  </dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
