// The table section's view: sorts (here or on the server), pages, and picks the layout — a table on
// wider screens, cards on phones, a virtualised scroll box for thousands of rows.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSection } from '../../manifest/screens.gen';
import { useFormatContext } from '../../formats/use-format-context';
import type { SectionProps } from '../section-types';
import { CardSort } from './card-sort';
import { DataTable } from './data-table';
import { TableCards } from './table-cards';
import { TablePager } from './table-pager';
import { isVirtual, pageCount, pageRows, rowsOf } from './table-rows';
import { nextSort, orderRows } from './table-sort';
import { usePhoneLayout } from './use-phone-layout';
import { VirtualSkeleton } from './virtual-skeleton';

const VirtualTable = lazy(() => import('./virtual-table').then((module) => ({ default: module.VirtualTable })));
const VirtualCards = lazy(() => import('./virtual-cards').then((module) => ({ default: module.VirtualCards })));

/** Draws the rows; sort and page state live in the renderer's `controls` (a server-paged table refetches on change). */
export function TableView({ section, data, controls }: SectionProps<TableSection>) {
  const { i18n } = useTranslation();
  const phone = usePhoneLayout();
  const context = useFormatContext();
  const collator = useMemo(() => new Intl.Collator(i18n.language, { numeric: true }), [i18n.language]);
  const serverPaged = section.paging?.mode === 'server';
  const all = useMemo(() => rowsOf(data), [data]);
  // The server sorts the rows of a server-paged table; any other is sorted here.
  const sorted = useMemo(() => (serverPaged ? all : orderRows(all, controls.sort, collator)), [all, serverPaged, controls.sort, collator]);
  const onSort = (field: string) => controls.setSort(nextSort(controls.sort, field));
  const total = serverPaged ? (data.total ?? all.length) : all.length;
  const virtual = isVirtual(section);

  let body;
  if (virtual) {
    const height = section.virtualize!;
    body = (
      <Suspense fallback={<VirtualSkeleton section={section} phone={phone} />}>
        {phone ? (
          <VirtualCards section={section} rows={sorted} height={height} sort={controls.sort} context={context} />
        ) : (
          <VirtualTable section={section} rows={sorted} measureRows={all} height={height} sort={controls.sort} onSort={onSort} context={context} />
        )}
      </Suspense>
    );
  } else {
    const rows = pageRows(sorted, section.paging, controls.page, controls.pageSize);
    body = phone ? <TableCards section={section} rows={rows} context={context} /> : <DataTable section={section} rows={rows} sort={controls.sort} onSort={onSort} context={context} />;
  }

  return (
    <>
      {phone ? <CardSort fields={section.fields} sort={controls.sort} onChange={controls.setSort} /> : null}
      <div className="table-body" aria-busy={controls.fetching || undefined} data-fetching={controls.fetching || undefined}>
        {body}
      </div>
      {virtual ? <TablePager total={total} pages={1} page={1} phone={phone} /> : null}
      {!virtual && section.paging ? <TablePager total={total} pages={pageCount(total, controls.pageSize)} page={controls.page} setPage={controls.setPage} phone={phone} pageSize={controls.pageSize} pageSizes={controls.pageSizes} setPageSize={controls.setPageSize} /> : null}
    </>
  );
}
