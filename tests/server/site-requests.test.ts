// Every request the site sends, built by the site's own code (src/sections/source.ts and the rest)
// from screens.json, is one the demo API takes: the API refuses a field its request schema does not
// list (40002), so a field the site sends but the contract lacks fails here, not on a visitor's page.
// Covered: each screen's subject, every sourced section (in every tab) with its starting controls and
// with each page size, page 2, each sortable field both ways, each chart range, the filters set and a
// date range chosen; the entry's first requests; the dictionaries; the CSV exports and document files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Filter, ScreenManifest, Screen, Section, SortRule } from '../../src/manifest/screens.gen';
import { buildCall, buildRequestBody, valueAt, type ServerState } from '../../src/sections/source';
import { withDateRange } from '../../src/sections/date-range';
import { filtersOf } from '../../src/sections/filter-params';
import { paramsOf, usableQuery } from '../../src/sections/filter-bar/filter-query';
import { firstRequests, sectionsOf } from '../../src/screens/first-requests';
import { attachmentsOf } from '../../src/sections/documents/document-rows';
import { downloadAttachment } from '../../src/sections/documents/download-attachment';
import { downloadFile } from '../../src/sections/file-download/save-file';
import { configureClient } from '../../src/api/client';
import type { SourcedSection } from '../../src/sections/section-types';
import { startApi, type ApiServer } from './api-server';

const manifest = JSON.parse(readFileSync('screens.json', 'utf8')) as ScreenManifest;
/** The route query of a fund's screens, as the fund list links to them, and of the comparison, as its tray opens it. */
const ROUTE_QUERY = 'code=2800&codes=2800,2808';
/** A date range chosen in a table's date inputs. */
const CHOSEN_RANGE = ['2024-01-01', '2024-12-31'] as const;

let api: ApiServer;
let dictionaries: Record<string, { value: string }[]>;

beforeAll(async () => {
  api = await startApi();
  configureClient({ base: () => api.origin, language: () => 'en-US' });
  // The site's own dictionaries call (src/app/use-dictionaries.ts), with its body.
  const answer = await api.envelope('/common/dictType', {}, { 'Accept-Language': 'en-US' });
  expect(answer.code, answer.message).toBe(0);
  dictionaries = answer.result as typeof dictionaries;
});
afterAll(() => api.close());

const hasSource = (section: Section): section is SourcedSection => 'source' in section;

/** The options a filter takes: its fixed ones, else its dictionary's. */
const optionsOf = (filter: Filter) => filter.options?.map((o) => o.value) ?? (filter.dictType ? dictionaries[filter.dictType]?.map((e) => e.value) : undefined);

/** A value for each parameter of the filter, as the filter bar writes it. */
function filterValues(filter: Filter): [string, string][] {
  const [first] = paramsOf(filter);
  if (filter.control === 'range') return paramsOf(filter).map((name, i) => [name, i === 0 ? '0.1' : '90']);
  if (filter.control === 'search') return [[first!, 'Hang Seng']];
  const options = optionsOf(filter) ?? [];
  const chosen = filter.control === 'multiSelect' ? options.slice(0, 2).join(',') : options.find((o) => o !== filter.default);
  expect(chosen, `filter ${filter.param} has options`).toBeTruthy();
  return [[first!, chosen!]];
}

/** The addresses a screen is seen at: the route query alone, with every filter set, with a date range chosen. */
function queriesOf(screen: Screen): URLSearchParams[] {
  const filters = filtersOf(sectionsOf(screen));
  const queries = [new URLSearchParams(ROUTE_QUERY)];
  if (filters.length) {
    const address = new URLSearchParams(ROUTE_QUERY);
    for (const [name, value] of filters.flatMap(filterValues)) address.set(name, value);
    const usable = usableQuery(filters, address, optionsOf);
    // Every value set is usable: none is dropped before the request is built.
    expect(usable.toString(), `${screen.route}: the filters' sample values`).toBe(address.toString());
    queries.push(usable);
  }
  const ranges = sectionsOf(screen).flatMap((section) => (section.kind === 'table' && section.dateRange ? [section.dateRange] : []));
  if (ranges.length) {
    const address = new URLSearchParams(ROUTE_QUERY);
    for (const range of ranges) {
      address.set(range.start, CHOSEN_RANGE[0]);
      address.set(range.end, CHOSEN_RANGE[1]);
    }
    queries.push(address);
  }
  return queries;
}

/** The paging and sort states of a server-paged section: its start, each page size, page 2, each sortable field both ways. */
function serverStates(section: SourcedSection): ServerState[] {
  if (!('paging' in section) || section.paging?.mode !== 'server') return [{}];
  const { pageSize } = section.paging;
  const sizes: number[] = 'sizes' in section.paging ? (section.paging.sizes ?? []) : [];
  const start: SortRule | undefined = 'sort' in section ? section.sort : undefined;
  const sortable = 'fields' in section ? section.fields.filter((field) => 'sortable' in field && field.sortable).map((field) => field.key) : [];
  return [
    { page: { page: 1, pageSize }, sort: start },
    { page: { page: 2, pageSize }, sort: start },
    ...sizes.map((size) => ({ page: { page: 1, pageSize: size }, sort: start })),
    ...sortable.flatMap((field) => (['asc', 'desc'] as const).map((order) => ({ page: { page: 1, pageSize }, sort: { field, order } }))),
  ];
}

/** The path parameter choices of a section: each of a chart's ranges, else none. */
const pathChoices = (section: SourcedSection): Record<string, string>[] =>
  section.kind === 'chart' && section.chart.ranges ? section.chart.ranges.options.map((option) => ({ [section.chart.ranges!.param]: option.value })) : [{}];

/** POSTs a request the site builds and expects it answered (code 0); resolves to the envelope. */
async function expectTaken(what: string, call: string, body: Record<string, unknown>) {
  const answer = await api.envelope(call, body, { 'Accept-Language': 'en-US' });
  expect(answer.code, `${what}: POST ${call} ${JSON.stringify(body)} → ${answer.message}`).toBe(0);
  return answer;
}

describe('the requests the site sends (screens.json through the site’s request builders)', () => {
  it('uses screens that have subjects and sourced sections (the test reads the right file)', () => {
    expect(manifest.screens.some((screen) => screen.subject)).toBe(true);
    expect(manifest.screens.flatMap(sectionsOf).filter(hasSource).length).toBeGreaterThan(10);
  });

  for (const screen of manifest.screens) {
    it(`are all taken on ${screen.route}: subject, sections with every control, first requests`, async () => {
      for (const query of queriesOf(screen)) {
        const where = `${screen.route}?${query}`;
        if (screen.subject) await expectTaken(`${where} subject`, buildCall(screen.subject.source, query), buildRequestBody(screen.subject.source, query));
        for (const declared of sectionsOf(screen).filter(hasSource)) {
          const section = withDateRange(declared, query);
          for (const chosen of pathChoices(section)) {
            for (const state of serverStates(section)) {
              await expectTaken(`${where} section ${section.id}`, buildCall(section.source, query, chosen), buildRequestBody(section.source, query, state));
            }
          }
        }
        for (const { call, body } of firstRequests(screen, query.toString(), optionsOf)) await expectTaken(`${where} first request`, call, body);
      }
    });
  }

  it('downloads every table export with the table’s request body, and a document file', async () => {
    let exports = 0;
    let documents = 0;
    for (const screen of manifest.screens) {
      for (const query of queriesOf(screen)) {
        for (const declared of sectionsOf(screen).filter(hasSource)) {
          const section = withDateRange(declared, query);
          const saved: string[] = [];
          const save = (blob: Blob, name: string) => void saved.push(`${name} ${blob.size}`);
          if (section.kind === 'table' && section.download) {
            // As the table's CSV button sends it: the request body without page and sort.
            const body = buildRequestBody(section.source, query);
            await expect(
              downloadFile(section.download.call, body, 'fallback.csv', save),
              `${section.download.call} ${JSON.stringify(body)}`,
            ).resolves.toBeUndefined();
            exports++;
          }
          if (section.kind === 'documents') {
            const answer = await expectTaken(`${screen.route} ${section.id}`, buildCall(section.source, query), buildRequestBody(section.source, query));
            const rows = valueAt(answer.data, section.source.dataPath) as Record<string, unknown>[];
            const attachment = rows.flatMap((row) => attachmentsOf(row, section.download))[0];
            if (!attachment) continue;
            await expect(downloadAttachment(section.download, attachment, save), `${section.download.call} ${attachment.id}`).resolves.toBeUndefined();
            documents++;
          }
          expect(
            saved.every((line) => !line.endsWith(' 0')),
            saved.join('; '),
          ).toBe(true);
        }
      }
    }
    expect(exports, 'table exports in screens.json').toBeGreaterThan(0);
    expect(documents, 'document files downloaded').toBeGreaterThan(0);
  });
});
