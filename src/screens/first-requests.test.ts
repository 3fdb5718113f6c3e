import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Screen, ScreenManifest } from '../manifest/screens.gen';
import { firstRequests } from './first-requests';

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

  it('asks for nothing when the address sets a filter (the filter bar may drop it first)', () => {
    const index = screen('index');
    const filterBar = index.sections!.find((section) => section.kind === 'filterBar');
    const param = filterBar && 'filters' in filterBar ? (filterBar.filters[0] as { param?: string }).param : undefined;
    expect(param).toBeTruthy();
    expect(firstRequests(index, `?${param}=x`)).toEqual([]);
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
