// The download state of a section: which files are downloading, and the last failure to tell.
import { useCallback, useRef, useState } from 'react';
import { HttpError } from '../../api/api-errors';
import { downloadErrorKey } from './save-file';

/** A failure to show: a locale key and its values, worded when drawn so it follows the language. */
export interface DownloadFailure {
  key: string;
  values: Record<string, unknown>;
  /** Distinguishes two equal failures in a row, so the toast restarts. */
  serial: number;
}

/** What a section's downloads look like to its buttons and its toast. */
export interface FileDownloads {
  /** The ids of the files downloading now. */
  busy: ReadonlySet<string>;
  /** Runs `download` for the file `id`, unless that file is already downloading. */
  start: (id: string, download: () => Promise<void>) => Promise<void>;
  failure: DownloadFailure | undefined;
  dismiss: () => void;
}

/** Downloads one click at a time per file: the same file's second click while busy is ignored. */
export function useFileDownloads(): FileDownloads {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<DownloadFailure | undefined>();
  // Read in the click handler, not in render: a double click arrives before the button re-renders disabled.
  const inFlight = useRef(new Set<string>());

  const start = useCallback(async (id: string, download: () => Promise<void>) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setBusy((current) => new Set(current).add(id));
    try {
      await download();
    } catch (error) {
      const key = downloadErrorKey(error);
      if (key) setFailure((last) => ({ key, values: error instanceof HttpError ? { status: error.status } : {}, serial: (last?.serial ?? 0) + 1 }));
    } finally {
      inFlight.current.delete(id);
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const dismiss = useCallback(() => setFailure(undefined), []);
  return { busy, start, failure, dismiss };
}
