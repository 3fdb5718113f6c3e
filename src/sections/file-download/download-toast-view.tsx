// The toast that says a download failed, in the visitor's language; it closes by itself.
// Loaded with the first failure (download-toast.tsx).
import { useEffect } from 'react';
import { Notification, Portal } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { DownloadToastProps } from './download-toast';

/** How long a failure stays on screen (as long as the other notifications). */
const DOWNLOAD_TOAST_MS = 4500;

/**
 * A toast of its own: section folders may not import the app's toast host (`app/toasts`), so a failure
 * that is not a server message is shown here, top centre like the app's toasts.
 */
export default function DownloadToastView({ failure, onClose }: DownloadToastProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(onClose, DOWNLOAD_TOAST_MS);
    return () => clearTimeout(timer);
  }, [failure, onClose]);
  if (!failure) return null;
  return (
    <Portal>
      <div className="download-toast">
        <Notification
          color="red"
          withBorder
          title={t('download.errors.title')}
          classNames={{ description: 'download-toast-text' }}
          onClose={onClose}
          closeButtonProps={{ 'aria-label': t('download.close') }}
        >
          {t(failure.key, failure.values)}
        </Notification>
      </div>
    </Portal>
  );
}
