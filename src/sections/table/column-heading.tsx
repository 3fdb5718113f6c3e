// A column header's content: the label (a sort button when the field is sortable) and its hint.
import type { Field, SortRule } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { sortDirection } from './table-sort';
import { SortIcon } from './sort-icon';

/** Header content. Without `onSort` (the skeleton) a sortable label looks the same but does nothing. */
export function ColumnHeading({ field, sort, onSort }: { field: Field; sort: SortRule | undefined; onSort?: ((field: string) => void) | undefined }) {
  const label = useLabel();
  const hint = field.hint ? <span className="table-hint">{label(field.hint)}</span> : null;
  if (!field.sortable) {
    return (
      <>
        {label(field.label)}
        {hint}
      </>
    );
  }
  const direction = sortDirection(sort, field.key);
  const inner = (
    <>
      {label(field.label)}
      <SortIcon direction={direction} />
    </>
  );
  return (
    <>
      {onSort ? (
        <button type="button" className="table-sort" data-active={direction ? true : undefined} onClick={() => onSort(field.key)}>
          {inner}
        </button>
      ) : (
        <span className="table-sort">{inner}</span>
      )}
      {hint}
    </>
  );
}
