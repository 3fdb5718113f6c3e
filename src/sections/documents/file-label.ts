// Pure helpers that word a download button: the file's language, kind and size.
import { formatDecimal } from '../../formats/decimal';
import type { Attachment } from './document-rows';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size as people write it: "812 B", "6 KB", "1.4 MB" (binary steps; the three languages write them alike). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Whole bytes and kilobytes; one decimal from megabytes on, where it still tells files apart.
  const decimals = unit >= 2 && value < 100 ? 1 : 0;
  const number = formatDecimal(unit === 1 ? Math.max(1, Math.round(value)) : value, { min: 0, max: decimals });
  return `${number} ${UNITS[unit]}`;
}

/** The file's kind from its name's extension ("PDF"), or undefined when the name has none. */
export function fileKind(fileName: string | undefined): string | undefined {
  const extension = fileName ? /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1] : undefined;
  return extension?.toUpperCase();
}

/** The parts of a button's text: what the file is ("English PDF") and how big ("6 KB"). */
export interface FileLabel {
  main: string;
  size: string | undefined;
}

/**
 * Words a file: its language's name (`languageName` gives it for a known tag), its kind and its size.
 * Without a language or kind the file's name stands in, and `fallback` without that.
 */
export function fileLabel(attachment: Attachment, languageName: (tag: string) => string | undefined, fallback: string): FileLabel {
  const name = attachment.language ? (languageName(attachment.language) ?? attachment.language) : undefined;
  const kind = fileKind(attachment.fileName);
  const main = name ? [name, kind].filter(Boolean).join(' ') : (attachment.fileName ?? kind ?? fallback);
  return { main, size: attachment.sizeBytes === undefined ? undefined : formatFileSize(attachment.sizeBytes) };
}
