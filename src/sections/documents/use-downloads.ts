// The download state of a documents section: its files downloading through the shared download state.
import { useCallback } from 'react';
import type { DocumentDownload } from '../../manifest/screens.gen';
import { useFileDownloads } from '../file-download/use-file-downloads';
import type { Attachment } from './document-rows';
import { downloadAttachment } from './download-attachment';

/** Downloads files one click at a time per file; the same file's second click while busy is ignored. */
export function useDownloads(download: DocumentDownload) {
  const { busy, start: run, failure, dismiss } = useFileDownloads();
  const start = useCallback((attachment: Attachment) => run(attachment.id, () => downloadAttachment(download, attachment)), [run, download]);
  return { busy, start, failure, dismiss };
}
