// Below a table: "Total N items" and, when there is more than one page, the page buttons.
import { Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** Pager props; without `setPage` only the total shows (a virtualised table has one long page). */
export interface TablePagerProps {
  total: number;
  pages: number;
  page: number;
  setPage?: ((page: number) => void) | undefined;
  phone: boolean;
  /** The page size and the sizes to choose from (no choice without them). */
  pageSize?: number;
  pageSizes?: readonly number[] | undefined;
  setPageSize?: ((size: number) => void) | undefined;
}

/** The total, announced politely when it changes, and Mantine's Pagination with translated labels in a labelled `nav`. */
export function TablePager({ total, pages, page, setPage, phone, pageSize, pageSizes, setPageSize }: TablePagerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="table-pager">
      <Text size="sm" className="table-total" aria-live="polite">
        {t('pagination.total', { total })}
      </Text>
      {pageSizes && setPageSize ? (
        <span className="table-page-size">
          <label htmlFor={id}>{t('pagination.pageSize')}</label>
          <select id={id} value={pageSize} onChange={(event) => setPageSize(Number(event.currentTarget.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {setPage && pages > 1 ? (
        // One navigation landmark per pager, named in the visitor's language (the WAI-ARIA pagination pattern).
        <nav className="table-pages" aria-label={t('pagination.label')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({
              'aria-label': t(`pagination.${control}`),
            })}
            getItemProps={(item) => ({
              'aria-label': t('pagination.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </nav>
      ) : (
        <div className="table-pages" />
      )}
    </div>
  );
}

/** The pager's place while the rows load: the same boxes, empty. */
export function TablePagerPlaceholder() {
  return (
    <div className="table-pager" aria-hidden="true">
      <Text size="sm" className="table-total">
        {'\u00a0'}
      </Text>
      <div className="table-pages" />
    </div>
  );
}
