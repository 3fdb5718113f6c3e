// One file's download button: its language, kind and size, and which document it belongs to.
import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
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

function DownloadIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 13.5h11" />
    </svg>
  );
}

/** A button that downloads one file; shows a loader and is disabled while its file downloads. */
export function DownloadButton({ attachment, documentName, busy, onDownload }: DownloadButtonProps) {
  const { t, i18n } = useTranslation();
  const known = (tag: string) => (LANGUAGES as readonly string[]).includes(tag);
  const label = fileLabel(attachment, i18n.language, (tag) => (known(tag) ? t(`shell.languageNames.${tag}`) : undefined), t('documents.file'));
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
