// Files from the API saved by the browser: a POST through the client, then a temporary download link;
// and the words for a download that failed. Shared by the documents' files and the tables' CSV exports.
import { postForFile } from '../../api/client';
import { ApiError, HttpError, NetworkError, TimeoutError } from '../../api/api-errors';

/** How long the file's object URL lives after the click: long enough for a slow browser to start saving. */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Saves a blob under a file name: an object URL clicked through a temporary `<a download>`, revoked later.
 * Works in the top window and in same-origin frames.
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

/** POSTs `body` to a call that answers a file and saves it under the server's name (Content-Disposition), else `fallbackName`. */
export async function downloadFile(call: string, body: Record<string, unknown>, fallbackName: string, save: typeof saveBlob = saveBlob): Promise<void> {
  const file = await postForFile(call, body);
  save(file.blob, file.fileName ?? fallbackName);
}

/**
 * The `download.errors.*` key that tells the visitor why a download failed, or undefined for a
 * server's `code ≠ 0` answer: the app already shows the server's own message as a toast.
 */
export function downloadErrorKey(error: unknown): string | undefined {
  if (error instanceof ApiError) return undefined;
  if (error instanceof TimeoutError) return 'download.errors.timeout';
  if (error instanceof NetworkError) return 'download.errors.network';
  if (error instanceof HttpError) return 'download.errors.http';
  return 'download.errors.failed';
}
