import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Filter, Screen, ScreenManifest } from '../manifest/screens.gen';
import { firstRequests, ruledRequests, sectionsToDraw } from './first-requests';
import type { SubjectState } from '../sections/visibility';

const manifest = JSON.parse(readFileSync('screens.json', 'utf8')) as ScreenManifest;
const screen = (id: string) => manifest.screens.find((s) => s.id === id) as Screen;

describe('firstRequests', () => {
  it("asks for the fund list's first page as the table does", () => {
    const requests = firstRequests(screen('index'), '');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.call).toBe('/v1/fundProduct/list');
    expect(requests[0]!.body).toMatchObject({ pageNum: 1 });
  });

  it("takes the list's page and sort from the address", () => {
    const [request] = firstRequests(screen('index'), '?page=3&sort=fundCode:desc');
    expect(request!.body).toMatchObject({ pageNum: 3, sortField: 'fundCode', sortOrder: 'desc' });
  });

  it('asks at once with a filtered address, tentatively while the filter waits on its dictionary', () => {
    const [request] = firstRequests(screen('index'), '?issuer=PKS');
    expect(request!.body).toMatchObject({ issuer: ['PKS'], pageNum: 1 });
    expect(request!.tentative).toBe(true);
  });

  it('drops a code the known options do not have, and is then not tentative', () => {
    const options = (filter: Filter) => (filter.param === 'issuer' ? ['PKS', 'HBR'] : (filter.options?.map((option) => option.value) ?? []));
    const [known] = firstRequests(screen('index'), '?issuer=PKS', options);
    expect(known!.body).toMatchObject({ issuer: ['PKS'] });
    expect(known!.tentative).toBeUndefined();
    const [unknown] = firstRequests(screen('index'), '?issuer=NOPE', options);
    expect(unknown!.body).not.toHaveProperty('issuer');
  });

  it('drops what no options are needed to reject: a range that runs backwards', () => {
    const [request] = firstRequests(screen('index'), '?expenseRatioMin=2&expenseRatioMax=1');
    expect(request!.body).not.toHaveProperty('expenseRatioMin');
    expect(request!.tentative).toBeUndefined();
  });

  it("asks for a fund's subject and the open tab's sections, all for that fund", () => {
    const requests = firstRequests(screen('details'), '?code=2800');
    expect(requests[0]!.call).toBe(screen('details').subject!.source.call);
    expect(requests.length).toBeGreaterThan(3);
    for (const { body } of requests) if ('productCode' in body) expect(body.productCode).toBe('2800');
  });

  it('asks for nothing without the fund the screen is about', () => {
    expect(firstRequests(screen('details'), '')).toEqual([]);
  });
});

describe('firstRequests of a comparison', () => {
  it('asks the comparison once for all its sections when the address names funds, and nothing when it names none', () => {
    const requests = firstRequests(screen('compare'), '?codes=2800,2808');
    // One call and body for every section (the query cache makes them one request); the chart's range starts where the tables' is.
    expect(requests.length).toBeGreaterThan(5);
    expect(new Set(requests.map((request) => JSON.stringify(request)))).toEqual(
      new Set([JSON.stringify({ call: '/v1/fundProduct/compare/1Y', body: { productCodes: ['2800', '2808'] } })]),
    );
    expect(firstRequests(screen('compare'), '')).toEqual([]);
  });
});

describe('ruledRequests', () => {
  const details = screen('details');
  const fund = (value: Record<string, unknown>): SubjectState => ({ status: 'ready', value });
  const old = { fundType: 'ETF', indexRole: 'UNDERLYING', listingDate: '2010-01-04' };
  const calls = (requests: { call: string }[]) => requests.map((request) => request.call);

  it("asks, once the fund is in, for the calls of the open tab's sections its rules show", () => {
    const requests = ruledRequests(details, '?code=2800', fund(old));
    // The quote (ETFs only) and the performance of a fund older than six months.
    expect(calls(requests)).toEqual(
      expect.arrayContaining([
        '/v1/fundProduct/detail/marketInfo',
        '/v1/fundProduct/detail/performanceTrend/1Y',
        '/v1/fundProduct/detail/performance/cumulative',
        '/v1/fundProduct/detail/performance/calendarYear',
      ]),
    );
    for (const { body } of requests) expect(body.productCode).toBe('2800');
    // Not the calls the entry already started, which have no rule.
    expect(calls(requests)).not.toContain('/v1/fundProduct/detail/baseInfo');
  });

  it('leaves out the sections whose rules do not hold', () => {
    const young = ruledRequests(details, '?code=2800', fund({ ...old, fundType: 'MUTUAL', listingDate: new Date().toISOString().slice(0, 10) }));
    expect(calls(young)).toEqual([]);
  });

  it('asks for the sections of a tab shown by a rule, when it is the open one', () => {
    const tracking = ruledRequests(details, '?code=2800&tab=tracking', fund(old));
    expect(calls(tracking)).toContain('/v1/fundProduct/detail/trackingMetrics');
    const hidden = calls(ruledRequests(details, '?code=2800&tab=tracking', fund({ ...old, indexRole: 'NONE' })));
    expect(hidden).not.toContain('/v1/fundProduct/detail/trackingMetrics');
    // That tab hidden, the first one opens: its calls, which the entry could not know of, start now.
    expect(hidden).toContain('/v1/fundProduct/detail/assetValue');
    expect(calls(firstRequests(details, '?code=2800&tab=tracking'))).not.toContain('/v1/fundProduct/detail/assetValue');
  });

  it('asks for nothing before the fund is in, or when the address sets a filter', () => {
    expect(ruledRequests(details, '?code=2800', { status: 'pending' })).toEqual([]);
    const index = screen('index');
    const filterBar = index.sections!.find((section) => section.kind === 'filterBar');
    const param = filterBar && 'filters' in filterBar ? (filterBar.filters[0] as { param?: string }).param : undefined;
    expect(ruledRequests(index, `?${param}=x`, fund(old))).toEqual([]);
  });
});

describe('sectionsToDraw', () => {
  const ids = (query: string) => sectionsToDraw(screen('details'), new URLSearchParams(query)).map((section) => section.id);

  it("is the open tab's sections with those around the tabs, not another tab's", () => {
    expect(ids('code=2800')).toEqual(expect.arrayContaining(['quote', 'profile', 'trend']));
    expect(ids('code=2800')).not.toContain('documents');
    expect(ids('code=2800&tab=document')).toContain('documents');
    expect(ids('code=2800&tab=document')).not.toContain('profile');
  });

  it('includes a named tab whose rules wait for the fund', () => {
    expect(ids('code=2800&tab=tracking')).toEqual(expect.arrayContaining(['trackingFigures', 'trackingChart']));
  });
});
