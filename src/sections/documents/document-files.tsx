// A document's download buttons, one per file.
import type { DocumentDownload } from '../../manifest/screens.gen';
import { attachmentsOf, type Attachment, type DocumentRow } from './document-rows';
import { DownloadButton } from './download-button';

/** Props shared by the table and the cards: how files download and which are downloading. */
export interface FilesProps {
  download: DocumentDownload;
  busy: ReadonlySet<string>;
  onDownload: (attachment: Attachment) => void;
}

/** The row's files as buttons; nothing when the document has none. */
export function DocumentFiles({ row, name, download, busy, onDownload }: FilesProps & { row: DocumentRow; name: string }) {
  const attachments = attachmentsOf(row, download);
  if (attachments.length === 0) return null;
  return (
    <div className="document-files">
      {attachments.map((attachment) => (
        <DownloadButton key={attachment.id} attachment={attachment} documentName={name} busy={busy.has(attachment.id)} onDownload={onDownload} />
      ))}
    </div>
  );
}
