// The toast that says a download failed. Its code (Mantine's Notification, Portal and transitions)
// loads with the first failure: most visits never download, and fewer fail.
import { lazy, Suspense } from 'react';
import type { DownloadFailure } from './use-file-downloads';
import { withOnDemandStyles } from '../../runtime/on-demand-styles';
import { loadChunk } from '../../runtime/load-chunk';

export interface DownloadToastProps {
  failure: DownloadFailure | undefined;
  onClose: () => void;
}

const DownloadToastView = lazy(withOnDemandStyles(() => loadChunk(() => import('./download-toast-view'))));

export function DownloadToast({ failure, onClose }: DownloadToastProps) {
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <DownloadToastView failure={failure} onClose={onClose} />
    </Suspense>
  );
}
