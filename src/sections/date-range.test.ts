// A table's date range: the default ranges, the range an address gives, and the body it makes.
import { describe, expect, it } from 'vitest';
import type { TableDateRange, TableSection } from '../manifest/screens.gen';
import { addressRange, defaultRange, isDay, isReversed, withDateRange, writeRange } from './date-range';
import { buildRequestBody } from './source';

const spec: TableDateRange = { start: 'startDate', end: 'endDate', default: '1Y' };
const query = (search: string) => new URLSearchParams(search);
const TODAY = '2026-11-20';

describe('defaultRange', () => {
  it('ends today and starts that far back, on 1 January for YTD, open for ALL', () => {
    expect(defaultRange('1Y', TODAY)).toEqual({ start: '2025-11-20', end: TODAY });
    expect(defaultRange('3M', TODAY)).toEqual({ start: '2026-08-20', end: TODAY });
    expect(defaultRange('6M', TODAY)).toEqual({ start: '2026-05-20', end: TODAY });
    expect(defaultRange('3Y', TODAY)).toEqual({ start: '2023-11-20', end: TODAY });
    expect(defaultRange('5Y', TODAY)).toEqual({ start: '2021-11-20', end: TODAY });
    expect(defaultRange('YTD', TODAY)).toEqual({ start: '2026-01-01', end: TODAY });
    expect(defaultRange('ALL', TODAY)).toEqual({ start: undefined, end: TODAY });
  });

  it('keeps to the month’s last day when the day does not exist back then', () => {
    expect(defaultRange('3M', '2026-05-31').start).toBe('2026-02-28');
    expect(defaultRange('1Y', '2028-02-29').start).toBe('2027-02-28');
  });
});

describe('isDay', () => {
  it('takes real YYYY-MM-DD days from 1900 to 2099 only', () => {
    expect(['2026-11-20', '2024-02-29', '1900-01-01'].every(isDay)).toBe(true);
    expect(['2026-02-30', '2026-13-01', '20261120', '2026-1-2', '0002-11-20', '2100-01-01', '', 'yesterday', null, undefined].some(isDay)).toBe(false);
  });
});

describe('addressRange', () => {
  it('uses the default range when the address has none', () => {
    expect(addressRange(spec, query(''), TODAY)).toEqual({ range: { start: '2025-11-20', end: TODAY }, unusable: false });
  });

  it('takes the address’s days, each missing one from the default', () => {
    expect(addressRange(spec, query('startDate=2026-01-05&endDate=2026-03-31'), TODAY).range).toEqual({ start: '2026-01-05', end: '2026-03-31' });
    expect(addressRange(spec, query('startDate=2026-01-05'), TODAY).range).toEqual({ start: '2026-01-05', end: TODAY });
    expect(addressRange(spec, query('endDate=2026-03-31'), TODAY).range).toEqual({ start: '2025-11-20', end: '2026-03-31' });
  });

  it('drops a reversed or malformed range for the default one, and says so', () => {
    for (const search of [
      'startDate=2026-05-01&endDate=2026-01-01',
      'startDate=2026-02-30',
      'endDate=tomorrow',
      'startDate=2027-01-01',
      'startDate=0002-01-01',
    ]) {
      expect(addressRange(spec, query(search), TODAY), search).toEqual({ range: { start: '2025-11-20', end: TODAY }, unusable: true });
    }
  });

  it('never reverses an open range', () => {
    expect(isReversed({ start: undefined, end: '2020-01-01' })).toBe(false);
    expect(addressRange({ ...spec, default: 'ALL' }, query('endDate=2020-01-01'), TODAY)).toEqual({
      range: { start: undefined, end: '2020-01-01' },
      unusable: false,
    });
  });
});

describe('writeRange', () => {
  it('writes both days, keeps other parameters, drops the page when asked, and removes an open end', () => {
    expect(writeRange('code=2800&page=3', spec, { start: '2026-01-05', end: '2026-03-31' }, 'page')).toBe('code=2800&startDate=2026-01-05&endDate=2026-03-31');
    expect(writeRange('code=2800&startDate=2026-01-05&endDate=2026-03-31', spec, { start: undefined, end: '2026-04-30' })).toBe('code=2800&endDate=2026-04-30');
  });
});

describe('withDateRange', () => {
  const table: TableSection = {
    id: 'navHistory',
    kind: 'table',
    source: { call: '/v1/fundProduct/detail/navHistory', body: { productCode: { query: 'code' } }, dataPath: 'list' },
    paging: { mode: 'server', pageSize: 20 },
    dateRange: spec,
    fields: [{ key: 'date', label: { 'zh-TW': '日期', 'zh-CN': '日期', 'en-US': 'Date' } }],
  };
  const bodyOf = (search: string) => buildRequestBody(withDateRange(table, query(search), TODAY).source, query(search));

  it('puts the range the address gives into the body, under the spec’s names', () => {
    expect(bodyOf('code=2800&startDate=2026-01-05&endDate=2026-03-31')).toEqual({ productCode: '2800', startDate: '2026-01-05', endDate: '2026-03-31' });
  });

  it('sends the default range instead of a reversed or malformed one', () => {
    expect(bodyOf('code=2800&startDate=2026-05-01&endDate=2026-01-01')).toEqual({ productCode: '2800', startDate: '2025-11-20', endDate: TODAY });
    expect(bodyOf('code=2800&startDate=2026-05-01&endDate=2026-13-01')).toEqual({ productCode: '2800', startDate: '2025-11-20', endDate: TODAY });
  });

  it('leaves out the open start of ALL, and other sections as they are', () => {
    const all = { ...table, dateRange: { ...spec, default: 'ALL' as const } };
    expect(buildRequestBody(withDateRange(all, query('code=2800'), TODAY).source, query('code=2800'))).toEqual({ productCode: '2800', endDate: TODAY });
    const plain = { ...table, dateRange: undefined };
    expect(withDateRange(plain, query('startDate=2026-01-05'), TODAY)).toBe(plain);
  });
});
