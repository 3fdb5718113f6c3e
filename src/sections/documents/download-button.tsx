// One file's download button: its language, kind and size, and which document it belongs to.
import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGES } from '../../i18n/languages';
import { DownloadIcon } from '../file-download/download-icon';
import type { Attachment } from './document-rows';
import { fileLabel } from './file-label';

/** Props of a download button. */
export interface DownloadButtonProps {
  attachment: Attachment;
  /** The document's name, for the button's accessible name. */
  documentName: string;
  busy: boolean;
  onDownload: (attachment: Attachment) => void;
}

/** A button that downloads one file; shows a loader and is disabled while its file downloads. */
export function DownloadButton({ attachment, documentName, busy, onDownload }: DownloadButtonProps) {
  const { t } = useTranslation();
  const known = (tag: string) => (LANGUAGES as readonly string[]).includes(tag);
  const label = fileLabel(attachment, (tag) => (known(tag) ? t(`shell.languageNames.${tag}`) : undefined), t('documents.file'));
  return (
    <Button
      variant="default"
      size="xs"
      className="document-download"
      leftSection={<DownloadIcon />}
      loading={busy}
      loaderProps={{ size: 14 }}
      onClick={() => onDownload(attachment)}
    >
      {/* One inline run (the button's label is a flex box): the name starts with what the button does to
          which document, then says what the visible text says. */}
      <span>
        <VisuallyHidden>{t('documents.downloadPrefix', { name: documentName })}</VisuallyHidden>
        <span lang={attachment.language && known(attachment.language) ? attachment.language : undefined}>{label.main}</span>
        {label.size ? (
          <>
            <VisuallyHidden>, </VisuallyHidden>
            <span className="document-size">{label.size}</span>
          </>
        ) : null}
      </span>
    </Button>
  );
}
