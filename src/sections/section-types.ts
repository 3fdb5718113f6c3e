// What a section kind's component receives from the renderer.
import type { ComponentType } from 'react';
import type { Section, SortRule } from '../manifest/screens.gen';

/** The value taken from the call's answer (rows or a record), after the source's transforms. */
export interface SectionData {
  /** The value at the source's dataPath; undefined for kinds without a source. */
  value: unknown;
  /** The total row count when the source pages on the server. */
  total: number | undefined;
}

/**
 * Request state the renderer owns, so that a change refetches through the same query: the page
 * and sort of a server-paged table, the path parameters a chart's range buttons choose.
 */
export interface SectionControls {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  sort: SortRule | undefined;
  setSort: (sort: SortRule | undefined) => void;
  /** Page sizes the visitor may choose (none: the size is fixed). */
  pageSizes?: readonly number[] | undefined;
  setPageSize?: (size: number) => void;
  pathParams: Record<string, string>;
  setPathParam: (name: string, value: string) => void;
  /** Whether a refetch is under way (the previous data is still shown). */
  fetching: boolean;
  /** The request's body without page, page size and sort: what an export of the same rows is sent. */
  requestBody?: Record<string, unknown>;
}

/** Props of a section kind's view: pure — no fetching. */
export interface SectionProps<S extends Section = Section> {
  section: S;
  data: SectionData;
  controls: SectionControls;
}

/** One registry entry: the view, a skeleton of the same size shown while loading, and what counts as empty. */
export interface SectionKind<S extends Section> {
  View: ComponentType<SectionProps<S>>;
  Skeleton: ComponentType<{ section: S }>;
  /** Whether the data counts as empty ('No Data'), given the section's config; kinds without a source are never empty. */
  isEmpty: (data: SectionData, section: S) => boolean;
  /** Loads more code a section of this kind will draw with (a virtualised table's list, a table's tools), with the screen's kinds; none when it needs none. */
  prepare?: (section: S) => Array<Promise<unknown>>;
}

/** A section that reads a call. */
export type SourcedSection = Extract<Section, { source: unknown }>;
