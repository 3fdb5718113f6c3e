// The `documents` section kind: a list of documents, each with a download button per file.
import type { DocumentsSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { rowsOf } from './document-rows';
import { DocumentsSkeleton } from './documents-skeleton';
import { DocumentsView } from './documents-view';

export const documentsKind: SectionKind<DocumentsSection> = {
  View: DocumentsView,
  Skeleton: DocumentsSkeleton,
  isEmpty: (data) => rowsOf(data).length === 0,
};

/** The kind's code, as its index.ts loads it. */
export default documentsKind;
