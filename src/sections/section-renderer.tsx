// Draws one manifest section: builds its request, fetches through react-query, and owns the
// loading, empty and error states and the error boundary, so section views stay pure.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Title } from '@mantine/core';
import type { Section } from '../manifest/screens.gen';
import { sourceQuery } from '../api/call-query';
import { sectionRegistry } from './registry';
import { SectionBoundary } from './section-boundary';
import { FailToLoad, NoData } from './section-state';
import type { SectionData, SectionKind } from './section-types';
import { buildRequestBody, valueAt } from './source';
import { useLabel } from '../i18n/use-label';

export function SectionRenderer({ section }: { section: Section }) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const search = useSearch();
  const [page, setPage] = useState(1);
  const pageSize = section.paging?.pageSize ?? 20;
  const body = buildRequestBody(section.source, new URLSearchParams(search), section.paging?.mode === 'server' ? { page, pageSize } : undefined);
  const query = useQuery({ ...sourceQuery(section.source.call, body, i18n.language), placeholderData: keepPreviousData });
  const kind = sectionRegistry[section.kind] as SectionKind<Section>;
  const headingId = `section-${section.id}`;

  let content;
  if (query.isPending) content = <kind.Skeleton section={section} />;
  else if (query.isError && !query.data) content = <FailToLoad onRetry={() => void query.refetch()} />;
  else {
    const data: SectionData = {
      value: valueAt(query.data, section.source.dataPath),
      total: section.source.totalPath ? Number(valueAt(query.data, section.source.totalPath)) || 0 : undefined,
    };
    content = kind.isEmpty(data) ? <NoData /> : <kind.View section={section} data={data} paging={{ page, pageSize, setPage }} />;
  }

  return (
    <section className="section" aria-labelledby={section.title ? headingId : undefined} aria-busy={query.isFetching}>
      {section.title ? (
        <Title order={2} id={headingId} className="section-title">
          {label(section.title)}
        </Title>
      ) : null}
      <SectionBoundary message={t('errors.section')}>{content}</SectionBoundary>
    </section>
  );
}
