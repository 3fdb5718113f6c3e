// The fund list of a large universe: it works out a fund's NAV only when it must, and answers exactly
// what working out every row would.
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** @type {typeof import('./fund-list.mjs')} */
let fundListModule;
/** @type {typeof import('../data/series.mjs')} */
let series;
/** @type {typeof import('../data/funds.mjs')} */
let funds;

beforeAll(async () => {
  vi.stubEnv('DEMO_FUNDS', '2000');
  vi.resetModules();
  funds = await import('../data/funds.mjs');
  series = await import('../data/series.mjs');
  fundListModule = await import('./fund-list.mjs');
});

const now = new Date('2026-06-15T10:00:00Z');
/** @type {(body: Record<string, unknown>, language?: 'en-US' | 'zh-TW' | 'zh-CN') => { total: number, list: any[] }} */
const list = (body, language = 'en-US') => fundListModule.fundList(body, { language, now, params: {} });
/** Every row worked out, the plain way. */
const allRows = (/** @type {'en-US' | 'zh-TW' | 'zh-CN'} */ language) => funds.FUNDS.map((fund) => fundListModule.listRow(fund, language, now));

describe('the fund list at 2,000 funds', () => {
  it('shows the NAV the fund’s own series ends with, and the change from the day before', () => {
    expect(funds.FUNDS).toHaveLength(2000);
    for (const fund of funds.FUNDS.filter((_, i) => i % 97 === 0)) {
      const { points } = series.fundSeries(fund, now);
      expect(series.navFacts(fund, now), fund.fundCode).toEqual({ asOf: points.at(-1)?.date, nav: points.at(-1)?.nav, previousNav: points.at(-2)?.nav });
    }
  });

  it('pages through every fund in the list’s own order', () => {
    const page3 = list({ pageNum: 3, pageSize: 50 });
    expect(page3.total).toBe(2000);
    expect(page3.list.map((row) => row.fundCode)).toEqual(funds.FUNDS.slice(100, 150).map((fund) => fund.fundCode));
    expect(page3.list).toEqual(allRows('en-US').slice(100, 150));
  });

  it('sorts by a figure of the NAV and by name exactly as sorting every row would', () => {
    const rows = allRows('zh-TW');
    const byChange = [...rows].sort((a, b) => b.navChangePct - a.navChangePct);
    expect(list({ sortField: 'navChangePct', sortOrder: 'desc', pageSize: 200 }, 'zh-TW').list).toEqual(byChange.slice(0, 200));
    const collator = new Intl.Collator('zh-TW', { numeric: true });
    const byName = [...rows].sort((a, b) => collator.compare(a.fundName, b.fundName));
    expect(list({ sortField: 'fundName', pageNum: 4, pageSize: 100 }, 'zh-TW').list).toEqual(byName.slice(300, 400));
  });

  it('filters by fund size and expense ratio with a keyword, as filtering every row would', () => {
    const expected = allRows('en-US').filter(
      (row) => row.assetSizeM >= 500 && row.assetSizeM <= 5000 && row.expenseRatio <= 0.5 && row.fundName.toLowerCase().includes('index'),
    );
    const answer = list({ assetSizeMMin: 500, assetSizeMMax: 5000, expenseRatioMax: 0.5, keyword: 'INDEX', pageSize: 200 });
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.total).toBe(expected.length);
    expect(answer.list).toEqual(expected.slice(0, 200));
  });
});
