// @vitest-environment happy-dom
// The comparison's tray as a visitor meets it on the fund list: it appears with the first fund
// ticked, lists the funds with a way to take each out, counts them, opens the comparison screen with
// their codes once two are chosen, tells a refused fifth, clears, and keeps out of the comparison
// screen itself.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import type { Site, TableSection } from '../manifest/screens.gen';
import type { SectionControls } from '../sections/section-types';
import { tableKind } from '../sections/table/table-kind';
import { useAppStorage } from '../stores/app-storage';
import { useViewport, viewportOf } from '../stores/viewport';
import { hrefsIn, useSitePath } from './site-location';
import { SiteLayout } from './site-layout';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const site: Site = {
  name: label('Funds'),
  header: { loginLink: { id: 'login', label: label('Log in'), href: 'https://trade.example.com/login' } },
  footer: { links: [], copyright: label('© Harbour') },
  compare: { route: '/compare', param: 'codes', max: 4 },
};
const rows = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name, i) => ({ name: `${name} ETF`, code: `28${i}0` }));
const section: TableSection = {
  id: 'funds',
  kind: 'table',
  source: { call: '/v1/fundProduct/list' },
  rowKey: 'code',
  compare: { codeField: 'code', nameField: 'name' },
  fields: [
    { key: 'name', label: label('Name') },
    { key: 'code', label: label('Code') },
  ],
};
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

/** The fund list's table in the site's layout, at an address of the English site. */
function renderSite(address = '/en/index') {
  history.replaceState(null, '', address);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={useSitePath} hrefs={hrefsIn('en-US')}>
            <SiteLayout site={site}>
              <tableKind.View section={section} data={{ value: rows, total: undefined }} controls={controls} />
            </SiteLayout>
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
const tray = () => screen.getByRole('region', { name: 'Funds to compare' });

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  // The tray's code, loaded on demand, is in before the tests.
  await import('./compare-tray');
});
beforeEach(() => {
  useViewport.setState(viewportOf(1280));
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
  useAppStorage.setState({ compare: [], compareRefusals: 0 });
});
afterEach(() => {
  cleanup();
  useAppStorage.setState({ compare: [], compareRefusals: 0 });
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the comparison’s tray', () => {
  it('appears with the first fund chosen, and asks for a second before it compares', async () => {
    renderSite();
    expect(screen.queryByRole('region', { name: 'Funds to compare' })).toBeNull();
    tick('Alpha ETF');
    await screen.findByRole('region', { name: 'Funds to compare' });
    expect(
      within(tray())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alpha ETF']);
    expect(within(tray()).getByText('1 of 4 chosen')).toBeTruthy();
    const compare = within(tray()).getByRole('button', { name: 'Compare' }) as HTMLButtonElement;
    expect(compare.disabled).toBe(true);
    expect(document.getElementById(compare.getAttribute('aria-describedby')!)?.textContent).toBe('Choose at least 2 funds');
    // The page keeps room for it at its foot.
    expect(document.documentElement.style.getPropertyValue('--compare-tray-space')).toMatch(/^\d+px$/);
  });

  it('links to the comparison screen with the codes in the order chosen, in the page’s language', async () => {
    renderSite();
    tick('Gamma ETF');
    tick('Alpha ETF');
    await waitFor(() => expect(within(tray()).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/en/compare?codes=2820,2800'));
    expect(within(tray()).getByText('2 of 4 chosen')).toBeTruthy();
    act(() => within(tray()).getByRole('link', { name: 'Compare' }).click());
    expect(location.pathname + location.search).toBe('/en/compare?codes=2820,2800');
    // The comparison screen shows the funds itself: no tray there.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Funds to compare' })).toBeNull());
    expect(document.documentElement.style.getPropertyValue('--compare-tray-space')).toBe('');
  });

  it('says, politely, that a fifth fund cannot be added, and does not add it', async () => {
    renderSite();
    for (const name of ['Alpha ETF', 'Beta ETF', 'Gamma ETF', 'Delta ETF']) tick(name);
    await screen.findByText('4 of 4 chosen');
    const status = within(tray()).getByRole('status');
    expect(status.textContent).toBe('');
    tick('Epsilon ETF');
    await waitFor(() => expect(status.textContent).toBe('You can compare up to 4 funds. Remove one to add another.'));
    expect(useAppStorage.getState().compare.map((fund) => fund.code)).toEqual(['2800', '2810', '2820', '2830']);
    expect((screen.getByRole('checkbox', { name: 'Compare Epsilon ETF' }) as HTMLInputElement).checked).toBe(false);
    expect(within(tray()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('takes a fund out with its own button, and clears them all', async () => {
    renderSite();
    tick('Alpha ETF');
    tick('Beta ETF');
    tick('Gamma ETF');
    await screen.findByText('3 of 4 chosen');
    fireEvent.click(within(tray()).getByRole('button', { name: 'Remove Beta ETF from comparison' }));
    await waitFor(() =>
      expect(
        within(tray())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Alpha ETF', 'Gamma ETF']),
    );
    expect((screen.getByRole('checkbox', { name: 'Compare Beta ETF' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(tray()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Funds to compare' })).toBeNull());
    expect(useAppStorage.getState().compare).toEqual([]);
    expect(document.activeElement?.id).toBe('main');
  });

  it('shows the funds a visit chose before, on any other screen', async () => {
    useAppStorage.getState().setCompare([
      { code: '2800', name: 'Alpha ETF' },
      { code: '2810', name: 'Beta ETF' },
    ]);
    renderSite('/en/details?code=2800');
    await screen.findByRole('region', { name: 'Funds to compare' });
    expect(within(tray()).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/en/compare?codes=2800,2810');
  });
});
