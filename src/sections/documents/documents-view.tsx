// The documents section: a table on wider screens, cards on phones, a pager, and the downloads' toast.
import type { DocumentsSection } from '../../manifest/screens.gen';
import { useFormatContext } from '../../formats/use-format-context';
import type { SectionProps } from '../section-types';
import { attachmentsOf, pageCount, rowsOf, rowsOnPage, type DocumentRow } from './document-rows';
import { DocumentsCards } from './documents-cards';
import { DocumentsPager } from './documents-pager';
import { DocumentsTable } from './documents-table';
import { DownloadToast } from '../file-download/download-toast';
import { useDownloads } from './use-downloads';

/** The view: both layouts are drawn and CSS shows one, so a resize never refetches or loses state. */
export function DocumentsView({ section, data, controls }: SectionProps<DocumentsSection>) {
  const context = useFormatContext();
  const { busy, start, failure, dismiss } = useDownloads(section.download);
  const all = rowsOf(data);
  const paging = section.paging;
  const total = data.total ?? all.length;
  const rows = paging ? rowsOnPage(all, paging.mode === 'client', controls.page, controls.pageSize) : all;
  const rowKey = (row: DocumentRow, index: number) => attachmentsOf(row, section.download)[0]?.id ?? String(index);
  const shared = { section, rows, rowKey, context, download: section.download, busy, onDownload: (file: Parameters<typeof start>[0]) => void start(file) };
  return (
    <div className="documents" aria-busy={controls.fetching || undefined}>
      <div className="documents-wide">
        <DocumentsTable {...shared} />
      </div>
      <DocumentsCards {...shared} />
      {paging ? <DocumentsPager total={total} pages={pageCount(total, controls.pageSize)} page={controls.page} setPage={controls.setPage} /> : null}
      <DownloadToast failure={failure} onClose={dismiss} />
    </div>
  );
}
