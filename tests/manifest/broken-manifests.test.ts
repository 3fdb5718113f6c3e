// A corpus of broken manifests, each with the message staff must see: the place in words, the JSON
// pointer, what was found and what is allowed. Run through the same path as the browser and the
// build (syntax check, migration, precompiled schema validator, the checks a schema cannot make).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateManifest } from '../../src/manifest/validate-manifest';
import { syntaxProblem } from '../../src/manifest/json-syntax';
import type { Problem } from '../../src/manifest/manifest-problems';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- cases reach into any part of the file
const base = (): Doc => JSON.parse(readFileSync('screens.json', 'utf8'));
const index = (doc: Doc) => doc.screens[0];
const table = (doc: Doc) => index(doc).sections.find((s: Doc) => s.kind === 'table');
const details = (doc: Doc) => doc.screens.find((s: Doc) => s.id === 'details');
const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const fund = { productCode: { query: 'code' } };
const chart = (spec: Doc = {}, source: Doc = {}) => ({
  id: 'trend',
  kind: 'chart',
  source: { call: '/v1/fundProduct/detail/performanceTrend/{period}', body: fund, dataPath: 'list', ...source },
  chart: {
    type: 'line',
    x: { key: 'date', label: label('Date') },
    series: [{ key: 'fundPct', label: label('Fund') }],
    ranges: {
      param: 'period',
      default: '1Y',
      options: [
        { value: '1M', label: label('1M') },
        { value: '1Y', label: label('1Y') },
      ],
    },
    ...spec,
  },
});
/** A NAV history table with a date range and a download, and a holdings table with a search, on the details screen. */
const navTable = (tools: Doc = {}) => ({
  id: 'navHistory',
  kind: 'table',
  source: { call: '/v1/fundProduct/detail/navHistory', body: fund, dataPath: 'list', totalPath: 'total' },
  paging: { mode: 'server', pageSize: 20 },
  dateRange: { start: 'startDate', end: 'endDate', default: '1Y' },
  download: { call: '/v1/fundProduct/detail/navHistory/export' },
  fields: [{ key: 'date', label: label('Date') }],
  ...tools,
});
const holdingsTable = (tools: Doc = {}) => ({
  id: 'holdings',
  kind: 'table',
  source: { call: '/v1/fundProduct/detail/portfolioHolding', body: fund, dataPath: 'list' },
  virtualize: 560,
  search: { fields: ['name', 'ticker'] },
  fields: [
    { key: 'name', label: label('Name') },
    { key: 'ticker', label: label('Ticker') },
  ],
  ...tools,
});
/** Makes these the only sections of the details screen (no tabs). */
const onDetails = (doc: Doc, ...sections: Doc[]) => {
  details(doc).sections = sections;
  delete details(doc).tabs;
};

interface Case {
  name: string;
  /** Raw text instead of an edit, for syntax errors. */
  text?: string;
  edit?: (doc: Doc) => void;
  /** The problem that must be among those reported (substrings of place and message, exact pointer). */
  expected: { pointer?: string; place?: string; message: string };
}

const CASES: Case[] = [
  { name: 'a comma too many', text: '{\n  "version": 2,\n  "site": {},\n}', expected: { place: 'line 4, column 1', message: 'comma too many' } },
  { name: 'a missing quote', text: '{\n  "version: 2\n}', expected: { place: 'line 2', message: 'is not valid JSON' } },
  {
    name: 'a misspelt top-level key',
    edit: (d) => ((d.screen = d.screens), delete d.screens),
    expected: { pointer: '/screen', message: 'did you mean "screens"?' },
  },
  { name: 'an unknown version', edit: (d) => (d.version = 3), expected: { pointer: '/version', message: '3' } },
  { name: 'a label without English', edit: (d) => delete d.site.name['en-US'], expected: { place: '`site` › `name`', message: 'missing "en-US"' } },
  { name: 'an empty label', edit: (d) => (d.site.name['zh-CN'] = ''), expected: { pointer: '/site/name/zh-CN', message: 'is empty; write a text here' } },
  { name: 'a misspelt section kind', edit: (d) => (table(d).kind = 'tabel'), expected: { place: 'section 2 `fundList`', message: '"table"' } },
  {
    name: 'a table without fields',
    edit: (d) => delete table(d).fields,
    expected: { place: 'screen 1 `index` › section 2 `fundList`', message: 'missing "fields"' },
  },
  {
    name: 'a field key with a space',
    edit: (d) => (table(d).fields[0].key = 'fund name'),
    expected: { pointer: '/screens/0/sections/1/fields/0/key', message: '"fund name"' },
  },
  {
    name: 'a misspelt field property',
    edit: (d) => ((table(d).fields[1].lable = table(d).fields[1].label), delete table(d).fields[1].label),
    expected: { pointer: '/screens/0/sections/1/fields/1/lable', message: 'did you mean "label"?' },
  },
  {
    name: 'an unknown format',
    edit: (d) => (table(d).fields[4].format = { type: 'percentage', scale: 'percent' }),
    expected: { place: 'field 5', message: '"percent"' },
  },
  {
    name: 'a percent without its scale',
    edit: (d) => (table(d).fields[4].format = { type: 'percent' }),
    expected: { place: 'field 5', message: 'missing "scale"' },
  },
  {
    name: 'too many decimals',
    edit: (d) => (table(d).fields[4].format = { type: 'number', decimals: 12 }),
    expected: { pointer: '/screens/0/sections/1/fields/4/format/decimals', message: 'is 12; it must be at most 8' },
  },
  {
    name: 'a currency format with no currency',
    edit: (d) => (table(d).fields[4].format = { type: 'currency' }),
    expected: { pointer: '/screens/0/sections/1/fields/4/format', message: 'needs "currency"' },
  },
  {
    name: 'a link to a screen that does not exist',
    edit: (d) => (table(d).fields[0].link.route = '/detail'),
    expected: { place: 'field 1 `fundName` › `link` › `route`', message: 'links to "/detail", which no screen declares' },
  },
  { name: 'a route with capitals', edit: (d) => (details(d).route = '/Details'), expected: { place: 'screen 2 `details` › `route`', message: '"/Details"' } },
  {
    name: 'two screens on one route',
    edit: (d) => (details(d).route = '/index'),
    expected: { pointer: '/screens/1/route', message: 'route "/index" is used by two screens' },
  },
  {
    name: 'two sections with one id',
    edit: (d) => onDetails(d, chart(), chart()),
    expected: { pointer: '/screens/1/sections/1/id', message: 'section id "trend" is used twice' },
  },
  {
    name: 'a call the contract does not have',
    edit: (d) => (table(d).source.call = '/v1/fundProduct/lsit'),
    expected: { pointer: '/screens/0/sections/1/source/call', message: 'Did you mean "/v1/fundProduct/list"?' },
  },
  {
    name: 'a path parameter nobody fills',
    edit: (d) =>
      onDetails(d, {
        id: 'sectors',
        kind: 'table',
        source: { call: '/v1/fundProduct/detail/portfolioDistribute/{kind}', body: fund, dataPath: 'list' },
        fields: [{ key: 'name', label: label('Name') }],
      }),
    expected: { pointer: '/screens/1/sections/0/source/call', message: 'nothing fills it' },
  },
  {
    name: 'a path parameter value the contract lacks',
    edit: (d) =>
      onDetails(d, {
        id: 'sectors',
        kind: 'table',
        source: { call: '/v1/fundProduct/detail/portfolioDistribute/{kind}', pathParams: { kind: { value: 'industry' } }, body: fund, dataPath: 'list' },
        fields: [{ key: 'name', label: label('Name') }],
      }),
    expected: { pointer: '/screens/1/sections/0/source/pathParams/kind', message: 'allowed: assetClass, country, sector' },
  },
  {
    name: 'a range button the contract lacks',
    edit: (d) =>
      onDetails(
        d,
        chart({
          ranges: {
            param: 'period',
            default: '1Y',
            options: [
              { value: '2W', label: label('2W') },
              { value: '1Y', label: label('1Y') },
            ],
          },
        }),
      ),
    expected: { pointer: '/screens/1/sections/0/source/pathParams/period', message: '"2W"' },
  },
  {
    name: 'a range default that is no button',
    edit: (d) =>
      onDetails(
        d,
        chart({
          ranges: {
            param: 'period',
            default: '5Y',
            options: [
              { value: '1M', label: label('1M') },
              { value: '1Y', label: label('1Y') },
            ],
          },
        }),
      ),
    expected: { pointer: '/screens/1/sections/0/chart/ranges/default', message: 'not one of the buttons: 1M, 1Y' },
  },
  {
    name: 'range buttons for a parameter the call lacks',
    edit: (d) => onDetails(d, chart({}, { call: '/v1/fundProduct/detail/navHistory' })),
    expected: { pointer: '/screens/1/sections/0/chart/ranges/param', message: 'names {period}, which the call' },
  },
  {
    name: 'an unknown chart type',
    edit: (d) => onDetails(d, chart({ type: 'area' })),
    expected: { pointer: '/screens/1/sections/0/chart/type', message: 'found "area"; allowed: line, bar, pie, donut' },
  },
  {
    name: 'a subject rule without a subject',
    edit: (d) => (delete details(d).subject, onDetails(d, { ...chart(), visible: { subject: [{ field: 'fundType', in: ['ETF'] }] } })),
    expected: { pointer: '/screens/1', message: 'no "subject"' },
  },
  {
    name: 'a subject rule with no test',
    edit: (d) => (
      (details(d).subject = { source: { call: '/v1/fundProduct/detail/baseInfo', body: fund } }),
      onDetails(d, { ...chart(), visible: { subject: [{ field: 'fundType' }] } })
    ),
    expected: { place: 'screen 2 `details` › section 1 `trend` › `visible` › `subject` › item 1', message: 'in' },
  },
  {
    name: 'a width the grid does not have',
    edit: (d) => (table(d).layout = { desktop: 5 }),
    expected: { pointer: '/screens/0/sections/1/layout/desktop', message: '5' },
  },
  {
    name: 'an unknown filter control',
    edit: (d) => index(d).sections.unshift({ id: 'filters', kind: 'filterBar', filters: [{ param: 'type', control: 'slider', label: label('Type') }] }),
    expected: { pointer: '/screens/0/sections/0/filters/0/control', message: 'found "slider"; allowed: segmented, select' },
  },
  {
    name: 'two filters writing one parameter',
    edit: (d) =>
      index(d).sections.unshift({
        id: 'filters',
        kind: 'filterBar',
        filters: [
          { param: 'type', control: 'search', label: label('A') },
          { param: 'type', control: 'search', label: label('B') },
        ],
      }),
    expected: { pointer: '/screens/0/sections/0/filters/1/param', message: 'written by two filters' },
  },
  {
    name: 'a link to a missing sub-detail screen',
    edit: (d) => onDetails(d, { id: 'more', kind: 'links', links: [{ label: label('Performance'), route: '/perf-details' }] }),
    expected: { place: 'section 1 `more` › link 1 › `route`', message: 'links to "/perf-details"' },
  },
  {
    name: 'two tabs with one id',
    edit: (d) => (
      (details(d).tabs = [
        { id: 'a', label: label('A'), sections: [] },
        { id: 'a', label: label('B'), sections: [] },
      ]),
      delete details(d).sections
    ),
    expected: { pointer: '/screens/1/tabs/1/id', message: 'tab id "a" is used twice' },
  },
  {
    name: 'a screen with nothing on it',
    edit: (d) => (delete details(d).sections, delete details(d).tabs),
    expected: { pointer: '/screens/1', message: 'neither sections nor tabs' },
  },
  {
    name: 'a download call the contract lacks',
    edit: (d) =>
      onDetails(d, {
        id: 'docs',
        kind: 'documents',
        source: { call: '/v1/fundProduct/document/list', body: fund, dataPath: 'list' },
        download: { call: '/v1/fundProduct/document/get', attachmentsField: 'attachments', idField: 'fileId' },
        fields: [{ key: 'name', label: label('Name') }],
      }),
    expected: { pointer: '/screens/1/sections/0/download/call', message: 'the API contract (docs/api.md) does not have' },
  },
  {
    name: 'a script address in the header',
    edit: (d) => (d.site.header.loginLink.href = 'javascript:alert(1)'),
    expected: { place: '`site` › `header` › `loginLink` › `href`', message: '"javascript:alert(1)"' },
  },
  {
    name: 'a table download call that is no text',
    edit: (d) => (table(d).download = { call: 42 }),
    expected: { place: 'section 2 `fundList` › `download` › `call`', message: 'string' },
  },
  {
    name: 'a table download without its call',
    edit: (d) => (table(d).download = { label: label('CSV') }),
    expected: { place: 'section 2 `fundList` › `download`', message: 'missing "call"' },
  },
  {
    name: 'a misspelt table download property',
    edit: (d) => (table(d).download = { cal: '/v1/fundProduct/detail/navHistory/export' }),
    expected: { pointer: '/screens/0/sections/1/download/cal', message: 'did you mean "call"?' },
  },
  {
    name: 'a table download call the contract lacks',
    edit: (d) => onDetails(d, navTable({ download: { call: '/v1/fundProduct/detail/navHistory/exprt' } })),
    expected: { place: 'section 1 `navHistory` › `download` › `call`', message: 'Did you mean "/v1/fundProduct/detail/navHistory/export"?' },
  },
  {
    name: 'an unknown date range default',
    edit: (d) => onDetails(d, navTable({ dateRange: { start: 'startDate', end: 'endDate', default: '2Y' } })),
    expected: { place: 'section 1 `navHistory` › `dateRange` › `default`', message: 'found "2Y"; allowed: 3M, 6M, YTD, 1Y, 3Y, 5Y, ALL' },
  },
  {
    name: 'a date range without its end',
    edit: (d) => onDetails(d, navTable({ dateRange: { start: 'startDate', default: '1Y' } })),
    expected: { place: 'section 1 `navHistory` › `dateRange`', message: 'missing "end"' },
  },
  {
    name: 'a date range whose two days have one name',
    edit: (d) => onDetails(d, navTable({ dateRange: { start: 'date', end: 'date', default: '1Y' } })),
    expected: { place: 'section 1 `navHistory` › `dateRange` › `end`', message: 'the same name as "start"' },
  },
  {
    name: 'a date range on the page parameter',
    edit: (d) => onDetails(d, navTable({ dateRange: { start: 'page', end: 'endDate', default: '1Y' } })),
    expected: { pointer: '/screens/1/sections/0/dateRange/start', message: "which the table's address already uses" },
  },
  {
    name: 'a date range the body also fills',
    edit: (d) =>
      onDetails(d, navTable({ source: { call: '/v1/fundProduct/detail/navHistory', body: { ...fund, startDate: { query: 'from' } }, dataPath: 'list' } })),
    expected: { pointer: '/screens/1/sections/0/source/body/startDate', message: 'is filled by the table\'s "dateRange"' },
  },
  {
    name: 'a search field the table does not have',
    edit: (d) => onDetails(d, holdingsTable({ search: { fields: ['name', 'isin'] } })),
    expected: { place: 'section 1 `holdings` › `search` › field 2', message: 'searches "isin", which is not a field of this table; its fields: name, ticker' },
  },
  {
    name: 'a search with no fields',
    edit: (d) => onDetails(d, holdingsTable({ search: { fields: [] } })),
    expected: { pointer: '/screens/1/sections/0/search/fields', place: 'section 1 `holdings` › `search`', message: 'has 0 entries; at least 1 needed' },
  },
  {
    name: 'a search on a server-paged table',
    edit: (d) => (table(d).search = { fields: ['fundName'] }),
    expected: { place: 'section 2 `fundList` › `search`', message: 'the server pages this table' },
  },
  {
    name: 'a note with a value it does not give',
    edit: (d) => (table(d).note = { text: label('As of {asOf}, {when}'), values: { asOf: { key: 'asOf' } } }),
    expected: { pointer: '/screens/0/sections/1/note/text/en-US', message: 'uses {when}, which "values" does not give' },
  },
  {
    name: 'a more link to a screen nobody declares',
    edit: (d) => (table(d).more = { route: '/nav-details', label: label('More'), keep: ['code'] }),
    expected: { pointer: '/screens/0/sections/1/more/route', message: 'links to "/nav-details", which no screen declares' },
  },
  {
    name: 'counters without the parameter that keeps the choice',
    edit: (d) => (details(d).sections.find((s: Doc) => s.id === 'quote').variants = { path: 'counters', key: 'tradingCurrency', label: label('Counter') }),
    expected: { place: '`quote` › `variants`', message: 'missing "param"' },
  },
  {
    name: 'a refresh too often for the API',
    edit: (d) => (details(d).sections.find((s: Doc) => s.id === 'quote').source.refresh = { seconds: 1 }),
    expected: { pointer: '/screens/1/sections/1/source/refresh/seconds', message: '5' },
  },
  {
    name: 'a comparison on a route no screen has',
    edit: (d) => (d.site.compare = { route: '/comparison', param: 'codes' }),
    expected: { pointer: '/site/compare/route', place: '`site` › `compare` › `route`', message: 'is "/comparison", which no screen declares' },
  },
  {
    name: 'a comparison of more funds than it can show',
    edit: (d) => (d.site.compare = { route: '/index', param: 'codes', max: 6 }),
    expected: { pointer: '/site/compare/max', message: 'is 6; it must be at most 4' },
  },
  {
    name: 'a fund page’s comparison button on a site without a comparison',
    edit: (d) => ((details(d).subject.compare = true), delete d.site.compare),
    expected: { pointer: '/screens/1/subject/compare', message: 'the site has no comparison screen: add "compare"' },
  },
  {
    name: 'a fund page’s comparison button without the fund’s name',
    edit: (d) => ((d.site.compare = { route: '/index', param: 'codes' }), (details(d).subject.compare = true), delete details(d).subject.titleField),
    expected: { pointer: '/screens/1/subject/compare', message: 'add "titleField"' },
  },
  {
    name: 'a table’s comparison checkboxes on a site without a comparison',
    edit: (d) => ((table(d).compare = { codeField: 'fundCode', nameField: 'fundName' }), delete d.site.compare),
    expected: { place: 'section 2 `fundList` › `compare`', message: 'has checkboxes that choose funds to compare, but the site has no comparison screen' },
  },
  {
    name: 'a number where text belongs',
    edit: (d) => (table(d).fields[0].key = 42),
    expected: { pointer: '/screens/0/sections/1/fields/0/key', message: 'string' },
  },
];

async function problemsFor(testCase: Case): Promise<Problem[]> {
  const doc = base();
  testCase.edit?.(doc);
  const text = testCase.text ?? JSON.stringify(doc, null, 2);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [syntaxProblem('screens.json', text)];
  }
  const result = await validateManifest(parsed);
  return result.ok ? [] : result.problems;
}

describe('broken manifests', () => {
  it('has a corpus of at least 25 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(25));

  for (const testCase of CASES) {
    it(`reports ${testCase.name}`, async () => {
      const problems = await problemsFor(testCase);
      const { pointer, place, message } = testCase.expected;
      const match = problems.find(
        (p) => (pointer === undefined || p.pointer === pointer) && (place === undefined || p.place.includes(place)) && p.message.includes(message),
      );
      expect(
        match,
        `expected ${JSON.stringify(testCase.expected)} among:\n${problems.map((p) => `${p.pointer} | ${p.place} | ${p.message}`).join('\n')}`,
      ).toBeDefined();
    });
  }
});
