// The column headers of a real <table>: the same in the table and its skeleton, so both have one width.
import type { Field, SortRule } from '../../manifest/screens.gen';
import { useTranslation } from '../../i18n/use-translation';
import { ariaSortOf } from './table-sort';
import { ColumnHeading } from './column-heading';

/** The header row; `onSort` makes sortable labels buttons; `compare` puts the comparison's checkboxes' column first. */
export function TableHead({
  fields,
  sort,
  onSort,
  compare = false,
}: {
  fields: Field[];
  sort: SortRule | undefined;
  onSort?: (field: string) => void;
  compare?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {compare ? (
          <th scope="col" className="table-compare">
            {t('compare.column')}
          </th>
        ) : null}
        {fields.map((field) => (
          <th
            key={field.key}
            scope="col"
            data-align={field.align}
            aria-sort={ariaSortOf(sort, field.key)}
            style={field.width ? { minWidth: field.width } : undefined}
          >
            <ColumnHeading field={field} sort={sort} onSort={onSort} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
