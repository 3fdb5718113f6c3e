// Pure helpers of the documents section: the rows of the answer, each row's files, the page shown.
import type { DocumentDownload, Field } from '../../manifest/screens.gen';
import type { SectionData } from '../section-types';
import { valueAt } from '../source';

/** One document of the list, as the call answers it. */
export type DocumentRow = Record<string, unknown>;

/** One downloadable file of a document. `fileName` and `sizeBytes` are read when the answer has them (contract names). */
export interface Attachment {
  /** The value sent as the download call's `idField`. */
  id: string;
  language: string | undefined;
  fileName: string | undefined;
  sizeBytes: number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The documents in the section's data (objects only). */
export function rowsOf(data: SectionData): DocumentRow[] {
  return Array.isArray(data.value) ? data.value.filter(isRecord) : [];
}

/** A document's files: entries of `attachmentsField` that have an id; the rest are left out. */
export function attachmentsOf(row: DocumentRow, download: DocumentDownload): Attachment[] {
  const files = valueAt(row, download.attachmentsField);
  if (!Array.isArray(files)) return [];
  const attachments: Attachment[] = [];
  for (const file of files) {
    if (!isRecord(file)) continue;
    const id = file[download.idField];
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') continue;
    const language = download.languageField ? file[download.languageField] : undefined;
    const size = file.sizeBytes;
    attachments.push({
      id: String(id),
      language: typeof language === 'string' && language ? language : undefined,
      fileName: typeof file.fileName === 'string' && file.fileName ? file.fileName : undefined,
      sizeBytes: typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : undefined,
    });
  }
  return attachments;
}

/** The rows shown on a page: all of them when the server pages, a slice when this side does. */
export function rowsOnPage<T>(rows: readonly T[], clientPaged: boolean, page: number, pageSize: number): T[] {
  return clientPaged ? rows.slice((page - 1) * pageSize, page * pageSize) : [...rows];
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The field that names a document: the one marked `card: 'title'`, else the first. */
export function titleFieldOf(fields: readonly [Field, ...Field[]]): Field {
  return fields.find((field) => field.card === 'title') ?? fields[0];
}

/** The fields a phone card lists under its title: all but the title and those marked `card: 'hidden'`. */
export function cardFieldsOf(fields: readonly [Field, ...Field[]]): Field[] {
  const title = titleFieldOf(fields);
  return fields.filter((field) => field !== title && field.card !== 'hidden');
}
