// The download state of a documents section: which files are downloading, and the last failure to tell.
import { useCallback, useRef, useState } from 'react';
import type { DocumentDownload } from '../../manifest/screens.gen';
import { HttpError } from '../../api/api-errors';
import type { Attachment } from './document-rows';
import { downloadAttachment, downloadErrorKey } from './save-file';

/** A failure to show: a locale key and its values, worded when drawn so it follows the language. */
export interface DownloadFailure {
  key: string;
  values: Record<string, unknown>;
  /** Distinguishes two equal failures in a row, so the toast restarts. */
  serial: number;
}

/** Downloads files one click at a time per file; the same file's second click while busy is ignored. */
export function useDownloads(download: DocumentDownload) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<DownloadFailure | undefined>();
  // Read in the click handler, not in render: a double click arrives before the button re-renders disabled.
  const inFlight = useRef(new Set<string>());

  const start = useCallback(
    async (attachment: Attachment) => {
      if (inFlight.current.has(attachment.id)) return;
      inFlight.current.add(attachment.id);
      setBusy((current) => new Set(current).add(attachment.id));
      try {
        await downloadAttachment(download, attachment);
      } catch (error) {
        const key = downloadErrorKey(error);
        if (key) setFailure((last) => ({ key, values: error instanceof HttpError ? { status: error.status } : {}, serial: (last?.serial ?? 0) + 1 }));
      } finally {
        inFlight.current.delete(attachment.id);
        setBusy((current) => {
          const next = new Set(current);
          next.delete(attachment.id);
          return next;
        });
      }
    },
    [download],
  );

  const dismiss = useCallback(() => setFailure(undefined), []);
  return { busy, start, failure, dismiss };
}
