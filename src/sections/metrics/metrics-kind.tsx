// The `metrics` section kind: headline figures of one record (NAV, change, iNAV, premium/discount) as tiles.
import type { MetricsSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { isEmptyRecord } from '../record';
import { MetricsSkeleton, MetricsView } from './metric-tiles';

export const metricsKind: SectionKind<MetricsSection> = {
  View: MetricsView,
  Skeleton: MetricsSkeleton,
  isEmpty: (data, section) =>
    isEmptyRecord(
      data.value,
      section.items.map((item) => item.key),
    ),
};

/** The kind's code, as its index.ts loads it. */
export default metricsKind;
