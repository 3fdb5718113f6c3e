// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../i18n/i18n';
import type { FilterBarSection } from '../../manifest/screens.gen';
import { useAppStorage } from '../../stores/app-storage';
import type { SectionControls } from '../section-types';
import { filterBarKind } from './filter-bar-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const section: FilterBarSection = {
  id: 'filters',
  kind: 'filterBar',
  filters: [
    { param: 'type', control: 'segmented', label: label('Fund type'), dictType: 'fundType', default: 'ALL' },
    { param: 'expenseRatio', control: 'range', label: label('Expense ratio'), unit: label('%') },
    { param: 'keyword', control: 'search', label: label('Search') },
  ],
};
const data = { value: undefined, total: undefined };

let history: string[] = [];
let go: (to: string) => void = () => undefined;
/** The query string of the address the bar last wrote. */
const current = () => history.at(-1)?.split('?')[1] ?? '';
function mount(path: string, node: ReactNode = <filterBarKind.View section={section} data={data} controls={{} as SectionControls} />) {
  const location = memoryLocation({ path, record: true });
  history = location.history;
  go = (to) => location.navigate(to);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {node}
        </Router>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => i18n.changeLanguage('en-US'));
beforeEach(() =>
  useAppStorage.getState().setDicts({
    fundType: [
      { value: 'ALL', label: 'All' },
      { value: 'ETF', label: 'Exchange-traded funds' },
    ],
  }),
);
afterEach(cleanup);

describe('filter bar', () => {
  it('is a search region with a label above each control', () => {
    mount('/index');
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy();
    const type = screen.getByRole('group', { name: 'Fund type' });
    expect(type.tagName).toBe('FIELDSET');
    expect(
      within(type)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(screen.getByRole('group', { name: 'Expense ratio' })).toBeTruthy();
    expect(screen.getByLabelText('Search')).toBeTruthy();
  });

  it('writes a chosen option and drops the page; the default leaves the address', () => {
    mount('/index?code=1&page=3');
    fireEvent.click(screen.getByLabelText('Exchange-traded funds'));
    expect(current()).toBe('code=1&type=ETF');
    fireEvent.click(screen.getByLabelText('All'));
    expect(current()).toBe('code=1');
  });

  it('writes a search trimmed after a pause in typing', async () => {
    mount('/index');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  hang  ' } });
    expect(current()).toBe('');
    await waitFor(() => expect(current()).toBe('keyword=hang'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('  hang  ');
  });

  it('follows the address when it changes elsewhere', async () => {
    mount('/index?keyword=old');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('old');
    act(() => go('/index?keyword=new'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('new');
  });

  it('counts active filters on the phone button and resets them all', () => {
    mount('/index?type=ETF&expenseRatioMax=0.5&keyword=x&code=2800');
    expect(screen.getByRole('button', { name: /Filters.*3 active/ }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(current()).toBe('code=2800');
    expect(screen.queryByText('3 active')).toBeNull();
    expect((screen.getByRole('button', { name: 'Reset filters' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens and closes the folded bar', () => {
    mount('/index');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.dataset.open).toBe('true');
  });

  it('drops a backward range that arrives in the address, keeping the rest', async () => {
    mount('/index?type=ETF&expenseRatioMin=0.5&expenseRatioMax=0.1');
    await waitFor(() => expect(current()).toBe('type=ETF'));
  });

  it('has a skeleton of the same controls, unusable', () => {
    mount('/index', <filterBarKind.Skeleton section={section} />);
    expect((screen.getByRole('group', { name: 'Fund type' }) as HTMLFieldSetElement).disabled).toBe(true);
    expect((screen.getByLabelText('Search') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset filters' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
