// @vitest-environment happy-dom
// The table kind in a DOM: sort buttons, client and server sorting, paging, phone cards, skeletons.
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { SortRule, TableSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { tableKind } from './table-kind';
import { useViewport, viewportOf } from '../../stores/viewport';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const fields: TableSection['fields'] = [
  { key: 'name', label: label('Name'), sortable: true, link: { route: '/details', query: { code: 'code' } } },
  { key: 'code', label: label('Code'), card: 'hidden' },
  { key: 'nav', label: label('NAV'), format: { type: 'number', decimals: 2 }, align: 'end', sortable: true, hint: label('HKD') },
  { key: 'site', label: label('Site'), format: { type: 'link' } },
];
const rows = [
  { name: 'Beta', code: 'B', nav: 10, site: 'https://example.com/b' },
  { name: 'alpha', code: 'A', nav: 2.5, site: '' },
  { name: 'Gamma', code: 'G', nav: 33, site: 'https://example.com/g' },
];
const base: TableSection = { id: 't', kind: 'table', caption: label('Funds'), source: { call: '/v1/x' }, rowKey: 'code', fields };

let phone = false;
beforeAll(() => i18n.changeLanguage('en-US'));
beforeEach(() => {
  phone = false;
  useViewport.setState(viewportOf(1280));
  window.matchMedia = ((query: string) => ({
    // Phones are the viewport store's mobile mode; the screen is never paper here.
    matches: query === 'print' ? false : phone,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(cleanup);

const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{node}</MantineProvider>
  </I18nextProvider>
);

/** The renderer's part: page and sort state (a new order goes back to page 1). */
function Harness({
  section,
  data,
  spy,
  fetching = false,
}: {
  section: TableSection;
  data: unknown[];
  spy?: (sort: SortRule | undefined) => void;
  fetching?: boolean;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<SortRule | undefined>(section.sort);
  const controls: SectionControls = {
    page,
    pageSize: section.paging?.pageSize ?? 20,
    setPage,
    sort,
    setSort: (next) => {
      spy?.(next);
      setSortState(next);
      setPage(1);
    },
    pathParams: {},
    setPathParam: () => {},
    fetching,
  };
  return <tableKind.View section={section} data={{ value: data, total: section.paging?.mode === 'server' ? 57 : undefined }} controls={controls} />;
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('table on wide screens', () => {
  it('puts a sort button in sortable headers only, with the hint as small text', () => {
    render(wrap(<Harness section={base} data={rows} />));
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Code', 'NAVHKD', 'Site']);
    expect(within(headers[0]!).getByRole('button', { name: 'Name' })).toBeTruthy();
    expect(within(headers[1]!).queryByRole('button')).toBeNull();
    expect(headers[2]!.querySelector('.table-hint')?.textContent).toBe('HKD');
  });

  it('sorts on the client: ascending, then reversing on each click, with aria-sort on the header', () => {
    render(wrap(<Harness section={base} data={rows} />));
    const button = screen.getByRole('button', { name: 'NAV' });
    const header = () => button.closest('th')!;
    expect(header().hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['alpha', 'Beta', 'Gamma']);
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Gamma', 'Beta', 'alpha']);
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['alpha', 'Beta', 'Gamma']);
  });

  it('reverses the manifest’s default order on the first click, even when the call already has that order', () => {
    // The call sends the rows by NAV, largest first: the default order looks the same as no order.
    const byNav = [...rows].sort((a, b) => b.nav - a.nav);
    const spy = vi.fn();
    render(wrap(<Harness section={{ ...base, sort: { field: 'nav', order: 'desc' } }} data={byNav} spy={spy} />));
    const button = screen.getByRole('button', { name: 'NAV' });
    const header = () => button.closest('th')!;
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Gamma', 'Beta', 'alpha']);
    fireEvent.click(button);
    expect(spy).toHaveBeenLastCalledWith({ field: 'nav', order: 'asc' });
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['alpha', 'Beta', 'Gamma']);
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Gamma', 'Beta', 'alpha']);
    expect(spy).not.toHaveBeenCalledWith(undefined);
  });

  it('puts the page buttons in one navigation landmark named Pages', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `Fund ${i + 1}`, code: `C${i}`, nav: i }));
    const { container } = render(wrap(<Harness section={{ ...base, paging: { mode: 'client', pageSize: 10 } }} data={many} />));
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    expect(container.querySelectorAll('[aria-label="Pages"]')).toHaveLength(1);
  });

  it('has no navigation landmark when there is one page', () => {
    const { container } = render(wrap(<Harness section={{ ...base, paging: { mode: 'client', pageSize: 10 } }} data={rows} />));
    expect(screen.getByText('Total 3 items')).toBeTruthy();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('sorts text in the language collation, ignoring case', () => {
    render(wrap(<Harness section={base} data={rows} />));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumn()).toEqual(['alpha', 'Beta', 'Gamma']);
  });

  it('asks the server for the order when the server pages, without reordering the rows here', () => {
    const spy = vi.fn();
    render(wrap(<Harness section={{ ...base, paging: { mode: 'server', pageSize: 20 } }} data={rows} spy={spy} />));
    fireEvent.click(screen.getByRole('button', { name: 'NAV' }));
    expect(spy).toHaveBeenLastCalledWith({ field: 'nav', order: 'asc' });
    expect(firstColumn()).toEqual(['Beta', 'alpha', 'Gamma']);
    expect(screen.getByText('Total 57 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('starts in the manifest order and pages on the client', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `Fund ${i + 1}`, code: `C${i}`, nav: i }));
    render(wrap(<Harness section={{ ...base, paging: { mode: 'client', pageSize: 10 }, sort: { field: 'nav', order: 'desc' } }} data={many} />));
    expect(firstColumn()).toHaveLength(10);
    expect(firstColumn()[0]).toBe('Fund 25');
    expect(screen.getByText('Total 25 items')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(firstColumn()).toEqual(['Fund 5', 'Fund 4', 'Fund 3', 'Fund 2', 'Fund 1']);
  });

  it('links in-site fields and opens outside links in a new window, said in hidden text', () => {
    render(wrap(<Harness section={base} data={rows} />));
    expect(screen.getByRole('link', { name: 'Beta' }).getAttribute('href')).toBe('/details?code=B');
    const outside = screen.getByRole('link', { name: /example\.com\/b/ });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outside.textContent).toContain('(opens in a new window)');
  });

  it('keeps the rows while a page loads, marked busy', () => {
    const { container } = render(wrap(<Harness section={base} data={rows} fetching />));
    expect(container.querySelector('[aria-busy="true"] table')).toBeTruthy();
  });

  it('draws a skeleton with the same headers and a page of rows', () => {
    const { container } = render(wrap(<tableKind.Skeleton section={{ ...base, paging: { mode: 'server', pageSize: 20 } }} />));
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Code', 'NAVHKD', 'Site']);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(container.querySelector('button')).toBeNull();
  });

  it('draws as many skeleton rows as the manifest expects, so a short table does not shrink when its rows come', () => {
    const { container } = render(wrap(<tableKind.Skeleton section={{ ...base, skeletonRows: 2 }} />));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    cleanup();
    const unset = render(wrap(<tableKind.Skeleton section={base} />));
    expect(unset.container.querySelectorAll('tbody tr')).toHaveLength(10);
  });
});

describe('table on phones', () => {
  beforeEach(() => {
    phone = true;
    useViewport.setState(viewportOf(390));
  });

  it('shows each row as a card: the title as a link, hidden fields left out, the rest as lines', () => {
    render(wrap(<Harness section={base} data={rows} />));
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Beta' }).getAttribute('href')).toBe('/details?code=B');
    expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['NAVHKD', 'Site']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts with the Sort by select and the order toggle', () => {
    render(wrap(<Harness section={base} data={rows} />));
    const titles = () => screen.getAllByRole('listitem').map((card) => card.querySelector('.table-card-title')!.textContent);
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Default order', 'Name', 'NAV']);
    act(() => void fireEvent.change(select, { target: { value: 'nav' } }));
    expect(titles()).toEqual(['alpha', 'Beta', 'Gamma']);
    fireEvent.click(screen.getByRole('button', { name: 'Order: Ascending' }));
    expect(titles()).toEqual(['Gamma', 'Beta', 'alpha']);
    expect(screen.getByRole('button', { name: 'Order: Descending' })).toBeTruthy();
  });

  it('reverses the manifest’s default order with the toggle, and offers no "Default order" that looks the same', () => {
    const byNav = [...rows].sort((a, b) => b.nav - a.nav);
    const spy = vi.fn();
    render(wrap(<Harness section={{ ...base, sort: { field: 'nav', order: 'desc' } }} data={byNav} spy={spy} />));
    const titles = () => screen.getAllByRole('listitem').map((card) => card.querySelector('.table-card-title')!.textContent);
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Name', 'NAV']);
    expect(select.value).toBe('nav');
    expect(titles()).toEqual(['Gamma', 'Beta', 'alpha']);
    fireEvent.click(screen.getByRole('button', { name: 'Order: Descending' }));
    expect(titles()).toEqual(['alpha', 'Beta', 'Gamma']);
    fireEvent.click(screen.getByRole('button', { name: 'Order: Ascending' }));
    expect(titles()).toEqual(['Gamma', 'Beta', 'alpha']);
    // Another field starts as its header's first click does: ascending.
    act(() => void fireEvent.change(select, { target: { value: 'name' } }));
    expect(spy).toHaveBeenLastCalledWith({ field: 'name', order: 'asc' });
    expect(titles()).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(spy).not.toHaveBeenCalledWith(undefined);
  });

  it('draws card skeletons with the real labels', () => {
    const { container } = render(wrap(<tableKind.Skeleton section={{ ...base, paging: { mode: 'client', pageSize: 5 } }} />));
    expect(container.querySelectorAll('li.table-card')).toHaveLength(5);
    expect(container.querySelector('table')).toBeNull();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).disabled).toBe(true);
  });
});

describe('virtualised table', () => {
  it('draws its first rows in its first render once the kind has prepared its list (no placeholder first)', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `Holding ${i}`, code: `H${i}`, nav: i }));
    const section = { ...base, virtualize: 400 };
    expect(tableKind.prepare!(base)).toEqual([]);
    await Promise.all(tableKind.prepare!(section));
    const { container } = render(wrap(<Harness section={section} data={many} />));
    // Synchronously, and never the placeholder: nothing was left to wait for.
    expect(container.querySelector('.table-virtual-skeleton')).toBeNull();
    expect(screen.getByRole('table', { name: 'Funds' }).getAttribute('aria-rowcount')).toBe('3001');
  });

  it('loads the virtual table with the full row count', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `Holding ${i}`, code: `H${i}`, nav: i }));
    render(wrap(<Harness section={{ ...base, virtualize: 400 }} data={many} />));
    const table = await screen.findByRole('table', { name: 'Funds' });
    expect(table.getAttribute('aria-rowcount')).toBe('3001');
    expect(table.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
    expect(screen.getByText('Total 3000 items')).toBeTruthy();
  });

  it('prepares the tools of a table that has them, which then draw in its first render', async () => {
    const section: TableSection = { ...base, search: { fields: ['name'] } };
    const loads = tableKind.prepare!(section);
    expect(loads).toHaveLength(1);
    await Promise.all(loads);
    render(wrap(<Harness section={section} data={[{ name: 'A', code: 'A1', nav: 1 }]} />));
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });

  it('prepares the cards on phones, which then draw at once too', async () => {
    phone = true;
    useViewport.setState(viewportOf(390));
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `Holding ${i}`, code: `H${i}`, nav: i }));
    const section = { ...base, virtualize: 400 };
    await Promise.all(tableKind.prepare!(section));
    const { container } = render(wrap(<Harness section={section} data={many} />));
    expect(container.querySelector('.table-virtual-skeleton')).toBeNull();
    expect(screen.getByRole('group', { name: 'Funds' })).toBeTruthy();
  });
});
