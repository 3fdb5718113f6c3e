// The section kinds: one entry per `kind` of the manifest. A kind added to the schema without an
// entry here fails the type check. The fund list's kinds (table, filterBar) come with the screen
// code; the others load when a screen that shows them opens.
import type { Section } from '../manifest/screens.gen';
import type { SectionKind } from './section-types';
import { lazyKind } from './on-demand';
import { tableKind } from './table/table-kind';
import { filterBarKind } from './filter-bar/filter-bar-kind';

type Registry = { [K in Section['kind']]: SectionKind<Extract<Section, { kind: K }>> };

export const sectionRegistry: Registry = {
  table: tableKind,
  filterBar: filterBarKind,
  keyValue: lazyKind(() => import('./key-value/key-value-kind').then((m) => m.keyValueKind)),
  metrics: lazyKind(() => import('./metrics/metrics-kind').then((m) => m.metricsKind)),
  chart: lazyKind(() => import('./chart/chart-kind').then((m) => m.chartKind)),
  richText: lazyKind(() => import('./rich-text/rich-text-kind').then((m) => m.richTextKind)),
  documents: lazyKind(() => import('./documents/documents-kind').then((m) => m.documentsKind)),
  notice: lazyKind(() => import('./notice/notice-kind').then((m) => m.noticeKind)),
  links: lazyKind(() => import('./links/links-kind').then((m) => m.linksKind)),
};
