// The table section's view: its tools (date range, search, download), then the rows — sorted (here or
// on the server), searched and paged — as a table on wider screens, cards on phones, or a virtualised
// scroll box for thousands of rows.
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TableSection } from '../../manifest/screens.gen';
import { useFormatContext } from '../../formats/use-format-context';
import type { SectionProps } from '../section-types';
import { NoData } from '../section-state';
import { CardSort } from './card-sort';
import { DataTable } from './data-table';
import { matchingRows, rowText, searchWords } from './row-search';
import { TableCards } from './table-cards';
import { TablePager } from './table-pager';
import { isVirtual, pageCount, pageRows, rowsOf } from './table-rows';
import { likelyOrders, nextSort, orderRows, prepareOrders } from './table-sort';
import { TableTools } from './tools-code';
import { usePhoneLayout } from './use-phone-layout';
import { useTableSearch } from './use-table-search';
import { VirtualCards, VirtualSkeleton, VirtualTable } from './virtual-lists';
import { onIdle } from '../../runtime/idle';
import { useCompareColumn } from './compare-checkbox';

/** Draws the rows; sort and page state live in the renderer's `controls` (a server-paged table refetches on change). */
export function TableView({ section, data, controls }: SectionProps<TableSection>) {
  const { t, i18n } = useTranslation();
  const phone = usePhoneLayout();
  const context = useFormatContext();
  const serverPaged = section.paging?.mode === 'server';
  const all = useMemo(() => rowsOf(data), [data]);
  const search = useTableSearch(section, controls.setPage);
  const words = useMemo(() => searchWords(search?.applied ?? ''), [search?.applied]);
  const searching = words.length > 0;
  const searchFields = section.search?.fields;
  // Each row's searchable text, made once per data and language (on the first search), not per key typed.
  const texts = useMemo(
    () => (searching && searchFields ? all.map((row) => rowText(row, searchFields, section.fields, context)) : []),
    [searching, searchFields, all, section.fields, context],
  );
  const found = useMemo(() => (searching ? matchingRows(all, texts, words) : all), [searching, all, texts, words]);
  // The server sorts the rows of a server-paged table; any other is sorted here.
  const sorted = useMemo(() => (serverPaged ? found : orderRows(found, controls.sort, i18n.language)), [found, serverPaged, controls.sort, i18n.language]);
  const onSort = (field: string) => controls.setSort(nextSort(controls.sort, field));
  // A table sorted here makes the orders a next click may ask for while the browser is idle (the
  // first builds the language's collator), so the click only draws the rows.
  useEffect(
    () => (serverPaged ? undefined : prepareOrders(found, likelyOrders(section.fields, controls.sort), i18n.language, (task) => onIdle(task, 2000, 200))),
    [serverPaged, found, section.fields, controls.sort, i18n.language],
  );
  const total = serverPaged ? (data.total ?? all.length) : found.length;
  const virtual = isVirtual(section);
  const tools = <TableTools section={section} search={search} requestBody={controls.requestBody} />;
  const compare = useCompareColumn(section.compare);

  // No rows: a table with a date range keeps its tools (another range may have rows); a search offers to clear itself.
  if (sorted.length === 0) {
    return (
      <>
        {tools}
        <NoData onClearFilters={searching ? search?.clear : undefined} clearLabel={t('table.clearSearch')} />
      </>
    );
  }

  let body;
  if (virtual) {
    const height = section.virtualize!;
    body = (
      <Suspense fallback={<VirtualSkeleton section={section} phone={phone} compare={compare !== undefined} />}>
        {phone ? (
          <VirtualCards section={section} rows={sorted} height={height} sort={controls.sort} context={context} scrollKey={search?.applied} compare={compare} />
        ) : (
          <VirtualTable
            section={section}
            rows={sorted}
            measureRows={all}
            height={height}
            sort={controls.sort}
            onSort={onSort}
            context={context}
            scrollKey={search?.applied}
            compare={compare}
          />
        )}
      </Suspense>
    );
  } else {
    const rows = pageRows(sorted, section.paging, controls.page, controls.pageSize);
    body = phone ? (
      <TableCards section={section} rows={rows} context={context} compare={compare} />
    ) : (
      <DataTable section={section} rows={rows} sort={controls.sort} onSort={onSort} context={context} compare={compare} />
    );
  }

  return (
    <>
      {tools}
      {phone ? <CardSort fields={section.fields} sort={controls.sort} defaultSort={section.sort} onChange={controls.setSort} /> : null}
      <div className="table-body" aria-busy={controls.fetching || undefined} data-fetching={controls.fetching || undefined}>
        {body}
      </div>
      {virtual ? <TablePager total={total} pages={1} page={1} phone={phone} /> : null}
      {!virtual && section.paging ? (
        <TablePager
          total={total}
          pages={pageCount(total, controls.pageSize)}
          page={controls.page}
          setPage={controls.setPage}
          phone={phone}
          pageSize={controls.pageSize}
          pageSizes={controls.pageSizes}
          setPageSize={controls.setPageSize}
        />
      ) : null}
    </>
  );
}
