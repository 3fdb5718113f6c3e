// The section kinds: one entry per `kind` of the manifest. A kind added to the schema without an
// entry here fails the type check. The fund list's kinds (table, filterBar) come with the screen
// code, and so does the notice (a few hundred bytes), so that a risk notice at the top of a fund's
// page is drawn with the fund's name; the others load when a screen that shows them opens.
import type { Section } from '../manifest/screens.gen';
import type { SectionKind } from './section-types';
import { lazyKind } from './on-demand';
import { tableKind } from './table/table-kind';
import { filterBarKind } from './filter-bar/filter-bar-kind';
import { noticeKind } from './notice/notice-kind';

type Registry = { [K in Section['kind']]: SectionKind<Extract<Section, { kind: K }>> };

export const sectionRegistry: Registry = {
  table: tableKind,
  filterBar: filterBarKind,
  keyValue: lazyKind(() => import('./key-value/key-value-kind').then((m) => m.keyValueKind)),
  metrics: lazyKind(() => import('./metrics/metrics-kind').then((m) => m.metricsKind)),
  chart: lazyKind(() => import('./chart/chart-kind').then((m) => m.chartKind)),
  richText: lazyKind(() => import('./rich-text/rich-text-kind').then((m) => m.richTextKind)),
  documents: lazyKind(() => import('./documents/documents-kind').then((m) => m.documentsKind)),
  notice: noticeKind,
  links: lazyKind(() => import('./links/links-kind').then((m) => m.linksKind)),
};
