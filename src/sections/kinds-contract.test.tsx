// @vitest-environment happy-dom
// Every section kind against the same three kinds of data: valid, empty and malformed. Valid data
// shows; empty data counts as empty ('No Data'); malformed data never breaks the page — the kind
// either counts it as empty or draws what it can, and nothing reaches the error boundary.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, findByText, render, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { readFileSync } from 'node:fs';
import { i18n } from '../i18n/i18n';
import type { Section } from '../manifest/screens.gen';
import type { SectionControls } from './section-types';
import { SectionBoundary } from './section-boundary';
import { KINDS, kindOf } from './registry';
import type { KindDetails } from './define-kind';

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

/** Each kind with its code loaded and its contract fixture (its folder's index.ts). */
const FIXTURES = KINDS.map((definition) => {
  const contract = (definition.details as KindDetails<Section>).contract;
  return { name: definition.name, kind: kindOf({ kind: definition.name }), ...contract };
});

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
// A kind that asks a call of its own (the fund picker's search) asks it through the page's query client; none answers here.
const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SectionBoundary message="broken">{node}</SectionBoundary>
      </QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>
);

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  // The kinds loaded on demand, and what each draws with.
  await Promise.all(FIXTURES.flatMap(({ kind, section }) => [kind.load?.(), ...(kind.prepare?.(section) ?? [])]));
});
afterEach(cleanup);

describe('every section kind', () => {
  it('registers every kind of the schema, each with a contract fixture', () => {
    const schema = JSON.parse(readFileSync('schemas/screens.schema.json', 'utf8'));
    const kinds = schema.definitions.section.oneOf.map((ref: { $ref: string }) => schema.definitions[ref.$ref.split('/').pop()!].properties.kind.const);
    expect(FIXTURES.map(({ name }) => name).sort()).toEqual(kinds.sort());
    for (const { name, section, shows } of FIXTURES) {
      expect(section.kind, name).toBe(name);
      expect(shows.trim(), `${name}: its contract names no text that valid data shows`).not.toBe('');
    }
  });

  for (const { name, kind, section, valid, press, shows, empty } of FIXTURES) {
    describe(name, () => {
      it('shows valid data', async () => {
        const { container } = render(wrap(<kind.View section={section as never} data={{ value: valid, total: undefined }} controls={controls} />));
        expect(kind.isEmpty({ value: valid, total: undefined }, section as never)).toBe(false);
        if (press) fireEvent.click(await findByText(container, press));
        await waitFor(() => expect(container.textContent).toContain(shows));
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
