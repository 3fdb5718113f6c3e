// What a section kind's component receives from the renderer.
import type { ComponentType } from 'react';
import type { Section } from '../manifest/screens.gen';

/** Rows (or a value) taken from the call's answer, and the paging state the renderer owns. */
export interface SectionData {
  /** The value at the source's dataPath. */
  value: unknown;
  /** The total row count when the source pages on the server. */
  total: number | undefined;
}

/** Paging state owned by the renderer, so a page change refetches through the same query. */
export interface SectionPaging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}

/** Props of a section kind's view: pure — no fetching. */
export interface SectionProps<S extends Section = Section> {
  section: S;
  data: SectionData;
  paging: SectionPaging;
}

/** One registry entry: the view, and a skeleton of the same size shown while loading. */
export interface SectionKind<S extends Section> {
  View: ComponentType<SectionProps<S>>;
  Skeleton: ComponentType<{ section: S }>;
  /** Whether the data counts as empty ('No Data'). */
  isEmpty: (data: SectionData) => boolean;
}
