// @vitest-environment happy-dom
// The keyValue kind drawn in happy-dom: terms, formatted values, columns, skeleton, emptiness.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { KeyValueSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { keyValueKind } from './key-value-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const section: KeyValueSection = {
  id: 'profile',
  kind: 'keyValue',
  source: { call: '/v1/fundProduct/detail/baseInfo' },
  columns: { desktop: 3, mobile: 2 },
  fields: [
    { key: 'manager', label: label('Manager'), hint: label('Who runs the fund') },
    { key: 'listingDate', label: label('Listing date'), format: { type: 'date' } },
    { key: 'participatingDealers', label: label('Participating dealers'), format: { type: 'list' } },
    { key: 'listingExchange', label: label('Listing exchange') },
  ],
};
const record = { manager: 'Harbour Asset Management', listingDate: '2012-11-12', participatingDealers: ['A Securities', 'B Brokerage'], listingExchange: null };
const controls = {} as SectionControls;
const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{node}</MantineProvider>
  </I18nextProvider>
);

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(cleanup);

describe('keyValue view', () => {
  it('shows each field as a term and its formatted value', () => {
    const { container } = render(wrap(<keyValueKind.View section={section} data={{ value: record, total: undefined }} controls={controls} />));
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['ManagerWho runs the fund', 'Listing date', 'Participating dealers', 'Listing exchange']);
    expect(values.slice(0, 3)).toEqual(['Harbour Asset Management', '12 Nov 2012', 'A Securities and B Brokerage']);
  });

  it('reads a missing value as not available', () => {
    render(wrap(<keyValueKind.View section={section} data={{ value: record, total: undefined }} controls={controls} />));
    const term = screen.getByText('Listing exchange');
    const value = term.parentElement!.querySelector('dd')!;
    expect(within(value).getByText('-').getAttribute('aria-hidden')).toBe('true');
    expect(within(value).getByText('Not available')).toBeTruthy();
  });

  it('lays the list out in the configured columns', () => {
    const { container } = render(wrap(<keyValueKind.View section={section} data={{ value: record, total: undefined }} controls={controls} />));
    expect(container.querySelector('dl')!.className).toBe('kv-list kv-d-3 kv-m-2');
  });
});

describe('keyValue skeleton', () => {
  it('shows the same labels with a placeholder per value', () => {
    const { container } = render(wrap(<keyValueKind.Skeleton section={section} />));
    expect([...container.querySelectorAll('dt')].map((dt) => dt.firstChild?.textContent)).toEqual([
      'Manager',
      'Listing date',
      'Participating dealers',
      'Listing exchange',
    ]);
    expect(container.querySelectorAll('dd .skeleton-bar')).toHaveLength(4);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});

describe('keyValue isEmpty', () => {
  it('is empty without a record or with only blank fields', () => {
    expect(keyValueKind.isEmpty({ value: undefined, total: undefined }, section)).toBe(true);
    expect(keyValueKind.isEmpty({ value: { a: null, b: [] }, total: undefined }, section)).toBe(true);
    expect(keyValueKind.isEmpty({ value: record, total: undefined }, section)).toBe(false);
  });
});
