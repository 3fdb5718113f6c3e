// @vitest-environment happy-dom
// Every section kind against the same three kinds of data: valid, empty and malformed. Valid data
// shows; empty data counts as empty ('No Data'); malformed data never breaks the page — the kind
// either counts it as empty or draws what it can, and nothing reaches the error boundary.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { readFileSync } from 'node:fs';
import { i18n } from '../i18n/i18n';
import type { Section } from '../manifest/screens.gen';
import type { SectionControls, SectionKind } from './section-types';
import { SectionBoundary } from './section-boundary';
import { tableKind } from './table/table-kind';
import { keyValueKind } from './key-value/key-value-kind';
import { metricsKind } from './metrics/metrics-kind';
import { chartKind } from './chart/chart-kind';
import { richTextKind } from './rich-text/rich-text-kind';
import { documentsKind } from './documents/documents-kind';
import { noticeKind } from './notice/notice-kind';
import { filterBarKind } from './filter-bar/filter-bar-kind';
import { linksKind } from './links/links-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const source = { call: '/v1/fundProduct/detail/baseInfo', body: { productCode: { query: 'code' } } };

/** Malformed answers a backend might send where rows or a record belong. */
const MALFORMED: unknown[] = [
  '<b>not data</b>',
  42,
  null,
  [1, 'two', null],
  [{ nav: { deep: [] }, name: 12345, date: 'yesterday' }],
  { list: 'x' },
  { nav: 'NaN', name: ['a', { b: 1 }], objectiveHtml: 7 },
];

interface Fixture {
  kind: SectionKind<never>;
  section: Section;
  valid: unknown;
  /** Text that valid data must show. */
  shows: string;
  empty?: unknown;
}

const FIXTURES: Record<Section['kind'], Fixture> = {
  table: {
    kind: tableKind as never,
    section: {
      id: 't',
      kind: 'table',
      source,
      fields: [
        { key: 'name', label: label('Name') },
        { key: 'nav', label: label('NAV'), format: { type: 'number', decimals: 2 } },
      ],
    },
    valid: [{ name: 'Harbour ETF', nav: 12.5 }],
    shows: 'Harbour ETF',
    empty: [],
  },
  keyValue: {
    kind: keyValueKind as never,
    section: { id: 'k', kind: 'keyValue', source, fields: [{ key: 'manager', label: label('Manager') }] },
    valid: { manager: 'Harbour Asset Management' },
    shows: 'Harbour Asset Management',
    empty: { manager: null },
  },
  metrics: {
    kind: metricsKind as never,
    section: { id: 'm', kind: 'metrics', source, items: [{ key: 'nav', label: label('NAV'), format: { type: 'number', decimals: 4 } }] },
    valid: { nav: 27.8318 },
    shows: '27.8318',
    empty: { nav: null },
  },
  chart: {
    kind: chartKind as never,
    section: {
      id: 'c',
      kind: 'chart',
      source,
      chart: { type: 'line', x: { key: 'date', label: label('Date') }, series: [{ key: 'nav', label: label('NAV') }] },
    },
    valid: [
      { date: '2026-11-19', nav: 1 },
      { date: '2026-11-20', nav: 2 },
    ],
    shows: '',
    empty: [],
  },
  richText: {
    kind: richTextKind as never,
    section: { id: 'r', kind: 'richText', source, field: 'objectiveHtml' },
    valid: { objectiveHtml: '<p>Aims to track</p>' },
    shows: '',
    empty: { objectiveHtml: '' },
  },
  documents: {
    kind: documentsKind as never,
    section: {
      id: 'd',
      kind: 'documents',
      source,
      download: { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' },
      fields: [{ key: 'name', label: label('Document') }],
    },
    valid: [{ name: 'Product Key Facts', attachments: [{ fileId: 'a', fileName: 'a.pdf', language: 'en-US', sizeBytes: 1000 }] }],
    shows: 'Product Key Facts',
    empty: [],
  },
  notice: { kind: noticeKind as never, section: { id: 'n', kind: 'notice', text: label('Demo data.') }, valid: undefined, shows: 'Demo data.' },
  filterBar: {
    kind: filterBarKind as never,
    section: { id: 'f', kind: 'filterBar', filters: [{ param: 'keyword', control: 'search', label: label('Search') }] },
    valid: undefined,
    shows: 'Search',
  },
  links: {
    kind: linksKind as never,
    section: { id: 'l', kind: 'links', links: [{ label: label('Performance details'), route: '/per-details', keep: ['code'] }] },
    valid: undefined,
    shows: 'Performance details',
  },
};

const controls: SectionControls = {
  page: 1,
  pageSize: 20,
  setPage: () => {},
  sort: undefined,
  setSort: () => {},
  pathParams: {},
  setPathParam: () => {},
  fetching: false,
};
const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>
      <SectionBoundary message="broken">{node}</SectionBoundary>
    </MantineProvider>
  </I18nextProvider>
);

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(cleanup);

describe('every section kind', () => {
  it('has a fixture for every kind of the schema', () => {
    const schema = JSON.parse(readFileSync('schemas/screens.schema.json', 'utf8'));
    const kinds = schema.definitions.section.oneOf.map((ref: { $ref: string }) => schema.definitions[ref.$ref.split('/').pop()!].properties.kind.const);
    expect(Object.keys(FIXTURES).sort()).toEqual(kinds.sort());
  });

  for (const [name, { kind, section, valid, shows, empty }] of Object.entries(FIXTURES)) {
    describe(name, () => {
      it('shows valid data', () => {
        const { container } = render(wrap(<kind.View section={section as never} data={{ value: valid, total: undefined }} controls={controls} />));
        expect(kind.isEmpty({ value: valid, total: undefined }, section as never)).toBe(false);
        expect(container.textContent).toContain(shows);
        expect(container.textContent).not.toContain('fail to load');
      });

      if (empty !== undefined) {
        it('counts empty data as empty', () => expect(kind.isEmpty({ value: empty, total: 0 }, section as never)).toBe(true));
      }

      it('survives malformed data: counted as empty, or drawn without breaking', () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
        for (const value of MALFORMED) {
          const data = { value, total: undefined };
          if (kind.isEmpty(data, section as never)) continue;
          const { container, unmount } = render(wrap(<kind.View section={section as never} data={data} controls={controls} />));
          expect(container.textContent, `${name} with ${JSON.stringify(value)}`).not.toContain('fail to load');
          unmount();
        }
        expect(errors.mock.calls.filter((call) => String(call[0]).includes('A section failed to render'))).toEqual([]);
        errors.mockRestore();
      });

      it('has a skeleton that renders without data', () => {
        const { container } = render(wrap(<kind.Skeleton section={section as never} />));
        expect(container.textContent).not.toContain('fail to load');
      });
    });
  }
});
