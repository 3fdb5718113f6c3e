// Downloads one of a document's files: its id under the call's `idField`, saved under the server's name.
import type { DocumentDownload } from '../../manifest/screens.gen';
import { downloadFile, saveBlob } from '../file-download/save-file';
import type { Attachment } from './document-rows';

/** POSTs `{ [idField]: id }` to the download call and saves the answer under the server's file name (else the list's, else the id). */
export function downloadAttachment(download: DocumentDownload, attachment: Attachment, save: typeof saveBlob = saveBlob): Promise<void> {
  return downloadFile(download.call, { [download.idField]: attachment.id }, attachment.fileName ?? attachment.id, save);
}
