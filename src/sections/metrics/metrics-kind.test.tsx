// @vitest-environment happy-dom
// The metrics kind drawn in happy-dom: tiles, tones, no live region, a skeleton of the same lines.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { MetricsSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { metricsKind } from './metrics-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const change = { type: 'change', unit: 'percent', scale: 'percent', decimals: 2 } as const;
const section: MetricsSection = {
  id: 'quote',
  kind: 'metrics',
  source: { call: '/v1/fundProduct/detail/marketInfo' },
  items: [
    {
      key: 'lastPrice',
      label: label('Last price'),
      format: { type: 'currency', currencyField: 'tradingCurrency', decimals: 3 },
      sub: [{ key: 'changePct', format: change }],
    },
    {
      key: 'iNav',
      label: label('iNAV'),
      format: { type: 'number', decimals: 4 },
      sub: [{ key: 'iNavTime', label: label('At'), format: { type: 'dateTime' } }],
    },
    { key: 'premiumDiscountPct', label: label('Premium / discount'), format: change },
  ],
};
const record = { tradingCurrency: 'HKD', lastPrice: 28.95, changePct: 2.48, iNav: 28.9654, iNavTime: '2026-11-20T16:00:00+08:00', premiumDiscountPct: -0.05 };
const controls = {} as SectionControls;
const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{node}</MantineProvider>
  </I18nextProvider>
);

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(cleanup);

describe('metrics view', () => {
  it('shows a tile per item: label, figure and its small values', () => {
    const { container } = render(wrap(<metricsKind.View section={section} data={{ value: record, total: undefined }} controls={controls} />));
    const tiles = [...container.querySelectorAll('.metric')].map((tile) => [...tile.children].map((child) => child.textContent));
    expect(tiles).toEqual([
      ['Last price', 'HKD\u00a028.950', '+2.48%'],
      ['iNAV', '28.9654', 'At 20 Nov 2026, 16:00 (UTC+8)'],
      ['Premium / discount', '-0.05%'],
    ]);
  });

  it('colours rises and falls', () => {
    const { getByText } = render(wrap(<metricsKind.View section={section} data={{ value: record, total: undefined }} controls={controls} />));
    expect(getByText('+2.48%').className).toBe('tone-up');
    expect(getByText('-0.05%').className).toBe('tone-down');
  });

  it('is not a live region', () => {
    const { container } = render(wrap(<metricsKind.View section={section} data={{ value: record, total: undefined }} controls={controls} />));
    expect(container.querySelector('[aria-live]')).toBeNull();
  });
});

describe('metrics skeleton', () => {
  it('has the same tiles and lines, the values hidden from screen readers', () => {
    const { container } = render(wrap(<metricsKind.Skeleton section={section} />));
    const shape = [...container.querySelectorAll('.metric')].map((tile) => [...tile.children].map((child) => child.className));
    expect(shape).toEqual([
      ['metric-label', 'metric-value', 'metric-sub'],
      ['metric-label', 'metric-value', 'metric-sub'],
      ['metric-label', 'metric-value'],
    ]);
    for (const bar of container.querySelectorAll('.metric-skeleton')) expect(bar.getAttribute('aria-hidden')).toBe('true');
    // A stand-in formatted like the figure sizes each bar; it is the stylesheet's to draw, not text of the page.
    expect(container.querySelector('.metric-sub .metric-skeleton')!.getAttribute('data-sample')).toBe('-1.23%');
    expect(container.querySelector('.metric-sub')!.textContent).toBe('');
  });
});

describe('metrics isEmpty', () => {
  it('is empty when the record has no figure', () => {
    expect(metricsKind.isEmpty({ value: { lastPrice: null, iNav: null }, total: undefined }, section)).toBe(true);
    expect(metricsKind.isEmpty({ value: record, total: undefined }, section)).toBe(false);
  });
});
