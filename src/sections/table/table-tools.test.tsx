// @vitest-environment happy-dom
// A table's tools through the section renderer, as on a screen: the date range in the address and the
// body (a reversed one never sent), the CSV download of the same body, and the search over the rows.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureClient, onApiError } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import type { TableSection } from '../../manifest/screens.gen';
import { SectionRenderer } from '../section-renderer';
import { tableKind } from './table-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const navHistory: TableSection = {
  id: 'navHistory',
  kind: 'table',
  source: { call: '/v1/fundProduct/detail/navHistory', body: { productCode: { query: 'code' } }, dataPath: 'list', totalPath: 'total' },
  rowKey: 'date',
  paging: { mode: 'server', pageSize: 20 },
  sort: { field: 'date', order: 'desc' },
  dateRange: { start: 'startDate', end: 'endDate', default: '1Y' },
  download: { call: '/v1/fundProduct/detail/navHistory/export' },
  fields: [
    { key: 'date', label: label('Date'), format: { type: 'date' }, sortable: true },
    { key: 'nav', label: label('NAV'), format: { type: 'number', decimals: 4 } },
  ],
};
const holdings: TableSection = {
  id: 'holdings',
  kind: 'table',
  source: { call: '/v1/fundProduct/detail/portfolioHolding', body: { productCode: { query: 'code' } }, dataPath: 'list' },
  rowKey: 'name',
  paging: { mode: 'client', pageSize: 2 },
  search: { fields: ['name', 'ticker'] },
  fields: [
    { key: 'name', label: label('Name') },
    { key: 'ticker', label: label('Ticker') },
    { key: 'weightPct', label: label('Weighting'), format: { type: 'percent', scale: 'percent', decimals: 2 } },
  ],
};
const HOLDINGS = [
  { name: 'Apple Inc', ticker: 'AAPL US', weightPct: 5 },
  { name: 'Nestlé SA', ticker: 'NESN SW', weightPct: 4 },
  { name: 'Tencent Holdings', ticker: '700 HK', weightPct: 3 },
  { name: 'Applied Materials', ticker: 'AMAT US', weightPct: 2 },
  { name: 'Cash and others', ticker: null, weightPct: 1 },
];

type Answer = (call: string, body: Record<string, unknown>) => Response | Promise<Response>;
const json = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'ok', data }), { headers: { 'Content-Type': 'application/json' } });
const navRows = (body: Record<string, unknown>) =>
  json({
    total: 2,
    list: [
      { date: body.endDate, nav: 27.8318 },
      { date: body.startDate, nav: 25.1 },
    ],
  });
let requests: { call: string; body: Record<string, unknown> }[] = [];
let answer: Answer;

function mount(section: TableSection, path: string) {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <SectionRenderer section={section} />
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { query: () => location.history.at(-1)!.split('?')[1] ?? '', history: location.history };
}
const callsTo = (call: string) => requests.filter((request) => request.call === call).map((request) => request.body);
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const cellTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeAll(async () => {
  // Today is 20 November 2026 for the default ranges; timers stay real (debounce, toasts).
  vi.useFakeTimers({ now: new Date('2026-11-20T04:00:00Z'), toFake: ['Date'] });
  // The tools' code, as a screen loads it with the table's kind before drawing it.
  await Promise.all(tableKind.prepare!(navHistory));
});
afterAll(() => vi.useRealTimers());
beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  configureClient({ base: () => '/api', language: () => i18n.language });
  requests = [];
  answer = (call, body) => (call.endsWith('/navHistory') ? navRows(body) : json({ total: HOLDINGS.length, list: HOLDINGS }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = url.replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      requests.push({ call, body });
      return answer(call, body);
    }),
  );
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a table with a date range', () => {
  it('shows and sends the last year by default', async () => {
    mount(navHistory, '/per-details?code=2800');
    await screen.findByText('20 Nov 2026');
    expect(input('Start date').value).toBe('2025-11-20');
    expect(input('End date').value).toBe('2026-11-20');
    expect(screen.getByRole('group', { name: 'Date range' })).toBeTruthy();
    expect(callsTo('/v1/fundProduct/detail/navHistory')).toEqual([
      { productCode: '2800', startDate: '2025-11-20', endDate: '2026-11-20', pageNum: 1, pageSize: 20, sortField: 'date', sortOrder: 'desc' },
    ]);
  });

  it('writes a new range into the address, named as the body fields, and sends it', async () => {
    const address = mount(navHistory, '/per-details?code=2800');
    await screen.findByText('20 Nov 2026');
    fireEvent.change(input('Start date'), { target: { value: '2026-01-05' } });
    expect(address.query()).toBe('code=2800&startDate=2026-01-05&endDate=2026-11-20');
    await screen.findByText('5 Jan 2026');
    expect(callsTo('/v1/fundProduct/detail/navHistory').at(-1)).toMatchObject({ startDate: '2026-01-05', endDate: '2026-11-20', pageNum: 1 });
  });

  it('opens the range of a shared address', async () => {
    mount(navHistory, '/per-details?code=2800&startDate=2026-01-05&endDate=2026-03-31');
    await screen.findByText('31 Mar 2026');
    expect(input('Start date').value).toBe('2026-01-05');
    expect(callsTo('/v1/fundProduct/detail/navHistory')).toHaveLength(1);
  });

  it('says a start after the end inline, in the visitor’s language, and sends nothing', async () => {
    const address = mount(navHistory, '/per-details?code=2800');
    await screen.findByText('20 Nov 2026');
    fireEvent.change(input('Start date'), { target: { value: '2026-12-01' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Start time is greater than end time');
    for (const name of ['Start date', 'End date']) {
      expect(input(name).getAttribute('aria-invalid')).toBe('true');
      expect(input(name).getAttribute('aria-describedby')).toBe(alert.id);
    }
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(screen.getByRole('alert').textContent).toBe('開始時間大於結束時間');
    expect(address.query()).toBe('code=2800');
    // The language's refetch keeps the last good range; the reversed one is never sent.
    expect(callsTo('/v1/fundProduct/detail/navHistory').map((body) => body.startDate)).toEqual(['2025-11-20', '2025-11-20']);
    // The rows of the last good range stay.
    expect(cellTexts()).toHaveLength(2);
    // Putting it right clears the message and sends the range.
    fireEvent.change(input('結束日期'), { target: { value: '2026-12-31' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(address.query()).toBe('code=2800&startDate=2026-12-01&endDate=2026-12-31');
  });

  it('drops a reversed or malformed range of a shared address: never sent, gone from the address', async () => {
    for (const bad of ['startDate=2026-05-01&endDate=2026-01-01', 'startDate=2026-02-30&endDate=2026-03-01']) {
      requests = [];
      const address = mount(navHistory, `/per-details?code=2800&${bad}`);
      await screen.findByText('20 Nov 2026');
      expect(callsTo('/v1/fundProduct/detail/navHistory').map((body) => [body.startDate, body.endDate])).toEqual([['2025-11-20', '2026-11-20']]);
      await waitFor(() => expect(address.query()).toBe('code=2800'));
      cleanup();
    }
  });

  it('keeps its inputs above No Data, so that another range can be chosen', async () => {
    answer = () => json({ total: 0, list: [] });
    mount(navHistory, '/per-details?code=2800');
    await screen.findByText('No Data');
    expect(input('Start date').value).toBe('2025-11-20');
  });
});

describe('a table with a download', () => {
  it('POSTs the table’s body without page or sort to the export call, busy while it runs, and saves the server’s file name', async () => {
    let send!: (response: Response) => void;
    const fileName = '2800 盈富基金 過往資產淨值 2026-01-05–2026-11-20.csv';
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mount(navHistory, '/per-details?code=2800&startDate=2026-01-05');
    await screen.findByText('20 Nov 2026');
    answer = (call, body) => (call.endsWith('/export') ? new Promise((resolve) => (send = resolve)) : navRows(body));
    const button = screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(callsTo('/v1/fundProduct/detail/navHistory/export')).toEqual([{ productCode: '2800', startDate: '2026-01-05', endDate: '2026-11-20' }]);
    await act(async () =>
      send(
        new Response('\uFEFFDate,NAV\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="2800 NAV history.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          },
        }),
      ),
    );
    await waitFor(() => expect(saved).toEqual([fileName]));
    expect(button.disabled).toBe(false);
  });

  it('takes its label from the manifest, else the visitor’s language', async () => {
    await i18n.changeLanguage('zh-CN');
    mount({ ...navHistory, download: { call: '/v1/fundProduct/detail/navHistory/export' } }, '/per-details?code=2800');
    expect(await screen.findByRole('button', { name: '下载 CSV' })).toBeTruthy();
    cleanup();
    mount({ ...navHistory, download: { call: '/v1/fundProduct/detail/navHistory/export', label: label('Export') } }, '/per-details?code=2800');
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('says in the visitor’s language when the file cannot be fetched', async () => {
    mount(navHistory, '/per-details?code=2800');
    await screen.findByText('20 Nov 2026');
    answer = (call, body) => (call.endsWith('/export') ? Promise.reject(new TypeError('Failed to fetch')) : navRows(body));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Download failed');
    expect(alert.textContent).toContain('Unable to connect to the network');
  });

  it('hands an error envelope to the app, whose toast shows its message', async () => {
    const heard: string[] = [];
    const stop = onApiError((error) => heard.push(error.message));
    mount(navHistory, '/per-details?code=2800');
    await screen.findByText('20 Nov 2026');
    answer = (call, body) =>
      call.endsWith('/export')
        ? new Response(JSON.stringify({ code: 50001, message: 'Simulated failure' }), { headers: { 'Content-Type': 'application/json' } })
        : navRows(body);
    const button = screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(heard).toEqual(['Simulated failure']));
    stop();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a table with a search', () => {
  /** Types into the search and waits until the rows are `expected` (they follow when typing pauses). */
  const typeSearch = async (text: string, expected: string[]) => {
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });
    await waitFor(() => expect(cellTexts()).toEqual(expected));
  };

  it('keeps the rows whose listed fields have the words, about 200 ms after typing; the total follows and the page is 1 again', async () => {
    mount(holdings, '/investment-portfolio-details?code=2800');
    await screen.findByText('Apple Inc');
    expect(screen.getByText('Total 5 items')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cellTexts()).toEqual(['Tencent Holdings', 'Applied Materials']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'appl' } });
    // Not at once: the rows follow when typing pauses.
    expect(cellTexts()).toEqual(['Tencent Holdings', 'Applied Materials']);
    await waitFor(() => expect(cellTexts()).toEqual(['Apple Inc', 'Applied Materials']));
    expect(screen.getByText('Total 2 items')).toBeTruthy();
    await typeSearch('nestle', ['Nestlé SA']);
    await typeSearch('700 hk', ['Tencent Holdings']);
    // One call: the search is done here.
    expect(requests).toHaveLength(1);
  });

  it('shows No Data with a way to clear the search when nothing matches', async () => {
    mount(holdings, '/investment-portfolio-details?code=2800');
    await screen.findByText('Apple Inc');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'microsoft' } });
    await screen.findByText('No Data');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Total 5 items')).toBeTruthy();
  });

  it('keeps the search in the address as q when the table keeps its state there', async () => {
    const address = mount({ ...holdings, inAddress: true }, '/investment-portfolio-details?code=2800&q=nestle');
    await screen.findByText('Nestlé SA');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('nestle');
    expect(cellTexts()).toEqual(['Nestlé SA']);
    await typeSearch('apple', ['Apple Inc']);
    expect(address.query()).toBe('code=2800&q=apple');
  });

  it('keeps the search out of the address otherwise', async () => {
    const address = mount(holdings, '/investment-portfolio-details?code=2800');
    await screen.findByText('Apple Inc');
    await typeSearch('apple', ['Apple Inc']);
    expect(address.query()).toBe('code=2800');
  });
});
