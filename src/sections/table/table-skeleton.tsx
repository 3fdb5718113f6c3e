// The table section while its rows load: the layout that will show (table, cards or virtual box),
// with the same headers and row count, so nothing moves when the rows arrive.
import { useContext, useMemo } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { SkeletonBar } from '../skeleton-bar';
import { useTranslation } from '../../i18n/use-translation';
import type { TableSection } from '../../manifest/screens.gen';
import { CardSort } from './card-sort';
import { cardFields } from './card-fields';
import { SkeletonCard } from './skeleton-card';
import { TableHead } from './table-head';
import { TablePagerPlaceholder } from './table-pager';
import { TableTools } from './tools-code';
import { isVirtual } from './table-rows';
import { usePhoneLayout } from './use-phone-layout';
import { VirtualSkeleton } from './virtual-lists';
import { SectionPlaceholderContext, useStaticPass } from '../../runtime/render-pass';
import { useCompareColumn } from './compare-checkbox';

/** How many placeholder rows a table shows: the manifest's `skeletonRows`, else a page's worth (at most 20), else 10. */
export function skeletonRowCount(section: Pick<TableSection, 'paging' | 'skeletonRows'>): number {
  return section.skeletonRows ?? Math.min(section.paging?.pageSize ?? 10, 20);
}

/** `compare`: the comparison's checkboxes' column, empty until the rows are in. */
function TableRowsSkeleton({ section, compare }: { section: TableSection; compare: boolean }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <TableHead fields={section.fields} sort={section.sort} compare={compare} />
        <tbody>
          {Array.from({ length: skeletonRowCount(section) }, (_, row) => (
            <tr key={row}>
              {compare ? <td className="table-compare" /> : null}
              {section.fields.map((field) => (
                <td key={field.key}>
                  <SkeletonBar />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardsSkeleton({ section, compare }: { section: TableSection; compare: boolean }) {
  const parts = useMemo(() => cardFields(section.fields), [section.fields]);
  return (
    <ul className="table-cards">
      {Array.from({ length: skeletonRowCount(section) }, (_, index) => (
        <SkeletonCard key={index} parts={parts} compare={compare} />
      ))}
    </ul>
  );
}

/** The placeholder of the layout the view will use. */
export function TableSkeleton({ section }: { section: TableSection }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const virtual = isVirtual(section);
  const compare = useCompareColumn(section.compare) !== undefined;
  // Drawn as the page's HTML has it: its dates wait for the script (the live table takes their place).
  const inert = useContext(SectionPlaceholderContext);
  // The page's HTML does not know the window: it has both layouts, and its stylesheet shows the one that fits.
  if (useStaticPass()) {
    return (
      <>
        <TableTools section={section} inert />
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
          <div className="only-mobile">
            <CardSort fields={section.fields} sort={section.sort} defaultSort={section.sort} />
          </div>
          <div aria-hidden="true">
            <div className="only-desktop">
              {virtual ? <VirtualSkeleton section={section} phone={false} compare={compare} /> : <TableRowsSkeleton section={section} compare={compare} />}
            </div>
            <div className="only-mobile">
              {virtual ? <VirtualSkeleton section={section} phone compare={compare} /> : <CardsSkeleton section={section} compare={compare} />}
            </div>
          </div>
          {virtual || section.paging ? <TablePagerPlaceholder /> : null}
        </div>
      </>
    );
  }
  let body;
  if (virtual) body = <VirtualSkeleton section={section} phone={phone} compare={compare} />;
  else body = phone ? <CardsSkeleton section={section} compare={compare} /> : <TableRowsSkeleton section={section} compare={compare} />;
  // The tools stand outside the busy box: the dates can be chosen while the rows load.
  return (
    <>
      <TableTools section={section} inert={inert} />
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
        {phone ? <CardSort fields={section.fields} sort={section.sort} defaultSort={section.sort} /> : null}
        <div aria-hidden="true">{body}</div>
        {virtual || section.paging ? <TablePagerPlaceholder /> : null}
      </div>
    </>
  );
}
