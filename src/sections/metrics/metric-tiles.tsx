// The metrics section's tiles (label, large value, up to three small values), the switch between the
// record's versions (counters) above them, and a skeleton of the same size.
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Metric, MetricsSection, SubValue } from '../../manifest/screens.gen';
import { formatValue } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { useLabel } from '../../i18n/use-label';
import type { SectionProps } from '../section-types';
import { valueAt } from '../source';
import { MetricValue } from './metric-value';
import { asRecord } from '../record';
import { sampleText } from './sample-text';
import { chosenRecord, MetricVariants } from './metric-variants';
import { useSearch } from 'wouter';

interface TileParts {
  main: (item: Metric) => ReactNode;
  sub: (sub: SubValue) => ReactNode;
}

/** One `<dl>` of tiles: a `<dt>` label, the figure and its small values as `<dd>`s. */
function Tiles({ section, parts }: { section: MetricsSection; parts: TileParts }) {
  const label = useLabel();
  return (
    <dl className="metrics">
      {section.items.map((item, index) => (
        <div className="metric" key={`${index}-${item.key}`}>
          <dt className="metric-label">{label(item.label)}</dt>
          <dd className="metric-value">{parts.main(item)}</dd>
          {(item.sub ?? []).map((sub, subIndex) => (
            <dd className="metric-sub" key={`${subIndex}-${sub.key}`}>
              {sub.label ? <span className="metric-sub-label">{`${label(sub.label)} `}</span> : null}
              {parts.sub(sub)}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** The record's headline figures, formatted. No live region: the figures refresh and would be read out each time. */
export function MetricsView({ section, data }: SectionProps<MetricsSection>) {
  const base = useFormatContext();
  const search = useSearch();
  const whole = asRecord(data.value) ?? {};
  const { variants } = section;
  const record = chosenRecord(whole, variants, variants ? new URLSearchParams(search).get(variants.param) : null);
  const context = { ...base, row: record };
  const show = (key: string, format: Metric['format']) => <MetricValue formatted={formatValue(valueAt(record, key), format, context)} />;
  return (
    <>
      {variants ? <MetricVariants record={whole} variants={variants} /> : null}
      <Tiles section={section} parts={{ main: (item) => show(item.key, item.format), sub: (sub) => show(sub.key, sub.format) }} />
    </>
  );
}

/**
 * The same tiles, labels shown; each value is a grey bar over a stand-in text formatted like the real
 * figure, so it wraps as the figure will and the tiles keep their height when the data arrives.
 */
export function MetricsSkeleton({ section }: { section: MetricsSection }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const bar = (format: Metric['format']) => (
    // The stand-in is drawn by the stylesheet (`data-sample`), not text of the page: a page's HTML,
    // read without its script by a crawler or a link preview, holds no made-up figure.
    <span className="metric-skeleton" aria-hidden="true" data-sample={sampleText(format, context)} />
  );
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      {/* The switch's row, kept while the versions load. */}
      {section.variants ? <div className="metric-variants metric-variants-placeholder" aria-hidden="true" /> : null}
      <Tiles section={section} parts={{ main: (item) => bar(item.format), sub: (sub) => bar(sub.format) }} />
    </div>
  );
}
