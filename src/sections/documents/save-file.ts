// Downloads a document's file through the POST client and hands it to the browser as a saved file.
import { postForFile } from '../../api/client';
import { ApiError, HttpError, NetworkError, TimeoutError } from '../../api/api-errors';
import type { DocumentDownload } from '../../manifest/screens.gen';
import type { Attachment } from './document-rows';

/** How long the file's object URL lives after the click: long enough for a slow browser to start saving. */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Saves a blob under a file name: an object URL clicked through a temporary `<a download>`, revoked later.
 * Works in the top window and in same-origin frames; see the section's notes for cross-origin frames.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** POSTs `{ [idField]: id }` to the download call and saves the answer under the server's file name. */
export async function downloadAttachment(download: DocumentDownload, attachment: Attachment, save: typeof saveBlob = saveBlob): Promise<void> {
  const file = await postForFile(download.call, { [download.idField]: attachment.id });
  save(file.blob, file.fileName ?? attachment.fileName ?? attachment.id);
}

/**
 * The `documents.errors.*` key that tells the visitor why a download failed, or undefined for a
 * server's `code ≠ 0` answer: the app already shows the server's own message as a toast.
 */
export function downloadErrorKey(error: unknown): string | undefined {
  if (error instanceof ApiError) return undefined;
  if (error instanceof TimeoutError) return 'documents.errors.timeout';
  if (error instanceof NetworkError) return 'documents.errors.network';
  if (error instanceof HttpError) return 'documents.errors.http';
  return 'documents.errors.failed';
}
