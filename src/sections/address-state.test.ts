import { describe, expect, it } from 'vitest';
import type { TableSection } from '../manifest/screens.gen';
import { readAddressState, writeAddressState } from './address-state';

const label = { 'zh-TW': 'x', 'zh-CN': 'x', 'en-US': 'x' };
const section: TableSection = {
  id: 'list',
  kind: 'table',
  inAddress: true,
  source: { call: '/v1/fundProduct/list' },
  paging: { mode: 'server', pageSize: 20, sizes: [20, 50, 100] },
  fields: [
    { key: 'fundName', label, sortable: true },
    { key: 'nav', label, sortable: true },
    { key: 'isin', label },
  ],
};

describe('table state in the address', () => {
  it('reads page, size and sort', () => {
    expect(readAddressState('type=ETF&page=3&size=50&sort=nav:desc', section)).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'nav', order: 'desc' },
      cleaned: 'type=ETF&page=3&size=50&sort=nav:desc',
    });
  });

  it('drops what the table cannot use, and keeps the rest of the address', () => {
    const state = readAddressState('type=ETF&page=-2&size=7&sort=isin:desc', section);
    expect(state).toMatchObject({ page: 1, pageSize: 20, sort: undefined });
    expect(state.cleaned).toBe('type=ETF');
    expect(readAddressState('page=abc&sort=nav:sideways', section).cleaned).toBe('');
    expect(readAddressState('page=1&size=20', section).cleaned).toBe(''); // defaults need not be written
  });

  it('writes a page, and starts again at page 1 on a new size or sort', () => {
    expect(writeAddressState('type=ETF', { page: 4 }, section)).toBe('type=ETF&page=4');
    expect(writeAddressState('type=ETF&page=4', { sort: { field: 'nav', order: 'asc' } }, section)).toBe('type=ETF&sort=nav:asc');
    expect(writeAddressState('page=4&sort=nav:asc', { sort: null }, section)).toBe('');
    expect(writeAddressState('page=4', { pageSize: 50 }, section)).toBe('size=50');
    expect(writeAddressState('size=50', { pageSize: 20 }, section)).toBe('');
  });
});
