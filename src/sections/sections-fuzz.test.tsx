// @vitest-environment happy-dom
// Property-based fuzz of the whole section path — POST client, react-query, the source's data path
// and transforms, the kind's view — with every sourced section of the shipped screens.json (every
// kind the site uses) fed random and malformed answers: fields missing, null, of the wrong type,
// huge or infinite numbers, negative sizes, dates that do not parse, arrays for objects, HTML,
// binary and truncated JSON, error envelopes and HTTP errors. No throw may reach the page (nor the
// section's error boundary), and each section ends in a clear state.
import { Component, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { configureClient } from '../api/client';
import { i18n } from '../i18n/i18n';
import type { ScreenManifest, Section } from '../manifest/screens.gen';
import { SectionRenderer } from './section-renderer';
import { KINDS, kindOf } from './registry';

const manifest = JSON.parse(readFileSync('screens.json', 'utf8')) as ScreenManifest;
const allSections = manifest.screens.flatMap((screen) => [
  ...(screen.sections ?? []),
  ...(screen.tabs ?? []).flatMap((tab) => tab.sections),
  ...(screen.afterTabs ?? []),
]);
const sourced = [...new Map(allSections.filter((section) => 'source' in section).map((section) => [section.id, section])).values()];

/** Every key a section reads, so random records hit real fields as well as strange ones. */
const KEYS = [
  ...new Set(
    JSON.stringify(sourced)
      .match(/"(?:key|field|dataPath|totalPath|attachmentsField|idField|languageField|x)":"([\w.]+)"/g)!
      .map((match) => match.split('":"')[1]!.replace('"', '').split('.')[0]!),
  ),
];

// JSON cannot spell these; the answer's text can (1e400 parses to Infinity).
const RAW = { '"__INF__"': '1e400', '"__NINF__"': '-1e400', '"__HUGE__"': '1.7976931348623157e308' };
const scalar = fc.oneof(
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...Object.keys(RAW).map((raw) => raw.slice(1, -1)), -1, -1e12, 0, Number.MAX_SAFE_INTEGER + 2, 1e21),
  fc.constantFrom(
    '2026-02-30',
    'not a date',
    '20/11/2026',
    '9999-99-99T99:99',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '{"a":1}',
    '\u0000\u0001\uFFFD binary',
    'NaN',
    '-Infinity',
    '1e400',
    '',
  ),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('record')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  record: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 4 })), tie('value'), { maxKeys: 6 }),
}));
/** Rows more often than not: arrays of records with the section's own keys. */
const rows = fc.array(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: KEYS.length }), { maxLength: 5 });
const data = fc.oneof(value, rows, fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }));

interface Answer {
  status: number;
  body: string;
}
const serialize = (payload: unknown) => Object.entries(RAW).reduce((text, [token, raw]) => text.split(token).join(raw), JSON.stringify(payload) ?? 'null');
const answer: fc.Arbitrary<Answer> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(data, fc.boolean(), value)
      .map(([inner, wrap, total]) => ({ status: 200, body: serialize({ code: 0, message: 'ok', data: wrap ? { list: inner, total } : inner }) })),
  },
  { weight: 1, arbitrary: data.map((inner) => ({ status: 200, body: serialize({ code: 0, result: inner }) })) },
  { weight: 1, arbitrary: fc.tuple(fc.integer(), value).map(([code, message]) => ({ status: 200, body: serialize({ code: code || 1, message }) })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(400, 404, 500, 502, 503), fc.string()).map(([status, body]) => ({ status, body })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
        '',
        '\u0000\u0001\u0002PDF-1.7\uFFFD',
        '{"code":0,"data":{"list":[',
        'null',
        '[]',
        '"ok"',
        '{"code":"zero","data":[]}',
        '{"data":[]}',
        '{"code":0}',
      )
      .map((body) => ({ status: 200, body })),
  },
);

class PageBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

let next: Answer = { status: 200, body: '{}' };
const sectionFailures: unknown[] = [];
let consoleError: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  configureClient({ base: () => '/api', language: () => 'en-US', timeoutMs: 2000 });
  vi.stubGlobal('fetch', async () => new Response(next.body, { status: next.status, headers: { 'Content-Type': 'application/json' } }));
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('A section failed to render')) sectionFailures.push(args[1]);
  });
  // Every lazily loaded kind, before the runs.
  await Promise.all(KINDS.map((definition) => kindOf({ kind: definition.name }).load?.()));
  // And what the sections draw with beyond their kind (a table's tools, a long table's list), as a screen prepares it.
  await Promise.all(sourced.flatMap((section) => kindOf(section).prepare?.(section) ?? []));
});
afterAll(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

async function draw(section: Section, reply: Answer): Promise<{ text: string; pageErrors: unknown[] }> {
  next = reply;
  const pageErrors: unknown[] = [];
  // The address of a fund's page, and of a comparison (whose sections show only with its codes).
  const location = memoryLocation({ path: '/details?code=2800&codes=2800,2808', record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <PageBoundary onError={(error) => pageErrors.push(error)}>
              <SectionRenderer section={section} />
            </PageBoundary>
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  // The answer arrives and is drawn.
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  const text = container.textContent ?? '';
  cleanup();
  client.clear();
  return { text, pageErrors };
}

describe('every sourced section of screens.json against random answers', () => {
  it('covers every kind that reads a call', () => {
    expect(new Set(sourced.map((section) => section.kind))).toEqual(new Set(['table', 'metrics', 'keyValue', 'richText', 'chart', 'documents', 'comparison']));
  });

  it('draws a real answer, and says No Data for an empty one (the fuzz talks to the real path)', async () => {
    const fundList = sourced.find((section) => section.id === 'fundList')!;
    const full = await draw(fundList, {
      status: 200,
      body: JSON.stringify({ code: 0, data: { total: 1, list: [{ fundName: 'Harbour ETF', fundCode: '2800' }] } }),
    });
    expect(full.text).toContain('Harbour ETF');
    const empty = await draw(fundList, { status: 200, body: JSON.stringify({ code: 0, data: { total: 0, list: [] } }) });
    expect(empty.text).toContain('No Data');
    const broken = await draw(fundList, { status: 200, body: '<html>' });
    expect(broken.text).toContain("The server's answer was not in the expected form.");
  });

  it('never lets a throw reach the page, and always ends in a clear state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sourced), answer, async (section, reply) => {
        sectionFailures.length = 0;
        const { text, pageErrors } = await draw(section, reply);
        expect(pageErrors).toEqual([]);
        expect(sectionFailures).toEqual([]);
        // An answer that is not a successful envelope always says 'fail to load' with its way out.
        if (reply.status !== 200 || !/^\{"code":0[,}]/.test(reply.body)) expect(text).toMatch(/fail to load[\s\S]*Refresh immediately/);
      }),
      { numRuns: 150 },
    );
    // 150 renders: seconds on a quiet machine, several times that on a busy one.
  }, 240_000);
});
