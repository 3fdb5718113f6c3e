// @vitest-environment happy-dom
// A table's comparison checkboxes (its `compare`): a first column on wide screens, one on each card
// on phones, each named for its fund; a tick chooses the fund in the session store, a fund past the
// comparison's limit is refused and its box stays clear.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { SiteCompare, TableSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { CompareContext } from '../compare-context';
import { tableKind } from './table-kind';
import { useAppStorage } from '../../stores/app-storage';
import { useViewport, viewportOf } from '../../stores/viewport';
import { RenderPassContext } from '../../runtime/render-pass';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const rows = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name, i) => ({ name: `${name} ETF`, code: `28${i}0`, nav: i + 1 }));
const section: TableSection = {
  id: 'funds',
  kind: 'table',
  caption: label('Funds'),
  source: { call: '/v1/fundProduct/list' },
  rowKey: 'code',
  compare: { codeField: 'code', nameField: 'name' },
  fields: [
    { key: 'name', label: label('Name'), card: 'title' },
    { key: 'code', label: label('Code') },
    { key: 'nav', label: label('NAV'), format: { type: 'number', decimals: 2 } },
  ],
};
const site: SiteCompare = { route: '/compare', param: 'codes', max: 4 };
const controls: SectionControls = {
  page: 1,
  pageSize: 20,
  setPage: () => {},
  sort: undefined,
  setSort: () => {},
  pathParams: {},
  setPathParam: () => {},
  fetching: false,
};

/** `compare`: the site's comparison; null for a site without one. */
const wrap = (node: ReactNode, compare: SiteCompare | null = site) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>
      <CompareContext.Provider value={compare ?? undefined}>{node}</CompareContext.Provider>
    </MantineProvider>
  </I18nextProvider>
);
const table = (props: Partial<TableSection> = {}) => (
  <tableKind.View section={{ ...section, ...props }} data={{ value: rows, total: undefined }} controls={controls} />
);
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Compare ${name}` });
const chosen = () => useAppStorage.getState().compare.map((fund) => fund.code);

let phone = false;
beforeAll(() => i18n.changeLanguage('en-US'));
beforeEach(() => {
  phone = false;
  useViewport.setState(viewportOf(1280));
  window.matchMedia = ((query: string) => ({
    matches: query === 'print' ? false : phone,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  useAppStorage.setState({ compare: [], compareRefusals: 0 });
});
afterEach(() => {
  cleanup();
  useAppStorage.setState({ compare: [], compareRefusals: 0 });
  sessionStorage.clear();
});

describe('a table’s comparison checkboxes on wide screens', () => {
  it('are a first column headed "Compare", one box per row named for its fund', () => {
    render(wrap(table()));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Compare', 'Name', 'Code', 'NAV']);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(within(first).getAllByRole('cell')[0]!).getByRole('checkbox', { name: 'Compare Alpha ETF' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
  });

  it('choose the fund in the session store, in the order ticked, and untick it again', () => {
    render(wrap(table()));
    fireEvent.click(box('Gamma ETF'));
    fireEvent.click(box('Alpha ETF'));
    expect(chosen()).toEqual(['2820', '2800']);
    expect(useAppStorage.getState().compare[0]).toEqual({ code: '2820', name: 'Gamma ETF' });
    expect(box('Gamma ETF').checked).toBe(true);
    expect(box('Beta ETF').checked).toBe(false);
    fireEvent.click(box('Gamma ETF'));
    expect(chosen()).toEqual(['2800']);
    expect(box('Gamma ETF').checked).toBe(false);
  });

  it('refuse a fifth fund: nothing is added, its box stays clear, and the refusal is counted for the tray to tell', () => {
    render(wrap(table()));
    for (const name of ['Alpha ETF', 'Beta ETF', 'Gamma ETF', 'Delta ETF']) fireEvent.click(box(name));
    fireEvent.click(box('Epsilon ETF'));
    expect(chosen()).toEqual(['2800', '2810', '2820', '2830']);
    expect(box('Epsilon ETF').checked).toBe(false);
    expect(useAppStorage.getState().compareRefusals).toBe(1);
  });

  it('follow the site’s limit', () => {
    render(wrap(table(), { ...site, max: 2 }));
    for (const name of ['Alpha ETF', 'Beta ETF', 'Gamma ETF']) fireEvent.click(box(name));
    expect(chosen()).toEqual(['2800', '2810']);
  });

  it('show the funds chosen before, and none while drawing what the page’s HTML has', () => {
    useAppStorage.getState().setCompare([{ code: '2810', name: 'Beta ETF' }]);
    const { unmount } = render(wrap(table()));
    expect(box('Beta ETF').checked).toBe(true);
    unmount();
    render(<RenderPassContext.Provider value={{ staticPass: true }}>{wrap(table())}</RenderPassContext.Provider>);
    expect(box('Beta ETF').checked).toBe(false);
  });

  it('are not drawn when the site has no comparison, nor for a table without `compare`', () => {
    render(wrap(table(), null));
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    render(wrap(table({ compare: undefined })));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('have their column in the placeholder too, so the table keeps its columns when the rows arrive', () => {
    render(wrap(<tableKind.Skeleton section={section} />));
    expect(document.querySelectorAll('th')[0]!.textContent).toBe('Compare');
    expect(document.querySelectorAll('tbody tr')[0]!.querySelectorAll('td')).toHaveLength(4);
  });
});

describe('on phones', () => {
  beforeEach(() => {
    phone = true;
    useViewport.setState(viewportOf(390));
  });

  it('each card has its box, with the word "Compare" beside it, that chooses its fund', () => {
    render(wrap(table()));
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const card = within(cards[1]!);
    expect(card.getByText('Compare')).toBeTruthy();
    fireEvent.click(card.getByRole('checkbox', { name: 'Compare Beta ETF' }));
    expect(chosen()).toEqual(['2810']);
    // The word is the box's label too: a tap on it ticks it.
    fireEvent.click(within(cards[2]!).getByText('Compare'));
    expect(chosen()).toEqual(['2810', '2820']);
  });
});
