// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ChartSection } from '../../manifest/screens.gen';
import { i18n } from '../../i18n/i18n';
import type { SectionControls } from '../section-types';
import { chartKind } from './chart-kind';
import { prefetchChartCanvas } from './chart-loader';

// ECharts needs a real canvas: the lazy chart stands in as a marker of what it was given.
vi.mock('./chart-loader', () => ({
  prefetchChartCanvas: vi.fn(),
  loadChartCanvasWhenIdle: vi.fn(),
  useChartCanvas: (wanted: boolean) => (wanted ? ({ rows }: { rows: unknown[] }) => <div data-testid="chart-canvas" data-rows={rows.length} /> : undefined),
}));

/** An IntersectionObserver the test moves into view by hand. */
const observers: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
class ManualIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, observer: this as unknown as IntersectionObserver });
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function scrollIntoView() {
  act(() => {
    for (const { callback, observer } of observers.splice(0)) callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
  });
}

const L = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const section: ChartSection = {
  id: 'performance',
  kind: 'chart',
  caption: L('Cumulative return of the fund'),
  source: { call: '/v1/fundProduct/detail/performanceTrend/{period}', dataPath: 'list' },
  chart: {
    type: 'line',
    x: { key: 'date', label: L('Date'), format: { type: 'date' } },
    series: [{ key: 'fundPct', label: L('Fund'), format: { type: 'percent', scale: 'percent' } }],
    ranges: {
      param: 'period',
      default: '1Y',
      options: [
        { value: '1Y', label: L('1Y') },
        { value: '3Y', label: L('3Y') },
      ],
    },
  },
};
const rows = Array.from({ length: 260 }, (_, i) => ({ date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, fundPct: i }));

function controls(overrides: Partial<SectionControls> = {}): SectionControls {
  return {
    page: 1,
    pageSize: 20,
    setPage: vi.fn(),
    sort: undefined,
    setSort: vi.fn(),
    pathParams: { period: '1Y' },
    setPathParam: vi.fn(),
    fetching: false,
    ...overrides,
  };
}

const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{node}</MantineProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  vi.stubGlobal('IntersectionObserver', ManualIntersectionObserver);
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
  vi.mocked(prefetchChartCanvas).mockClear();
});

describe('chart section', () => {
  it('is an image named by its caption, drawn only once it nears the viewport', () => {
    render(wrap(<chartKind.View section={section} data={{ value: rows, total: undefined }} controls={controls()} />));
    const image = screen.getByRole('img', { name: 'Cumulative return of the fund' });
    expect(image.style.height).toBe('320px');
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
    scrollIntoView();
    expect(within(image).getByTestId('chart-canvas').dataset.rows).toBe('260');
  });

  it('chooses the period through the range buttons', () => {
    const setPathParam = vi.fn();
    render(wrap(<chartKind.View section={section} data={{ value: rows, total: undefined }} controls={controls({ setPathParam })} />));
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(within(group).getByRole('radio', { name: '1Y' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: '3Y' }));
    expect(setPathParam).toHaveBeenCalledWith('period', '3Y');
  });

  it('says it is loading while a new period is fetched, keeping the old chart', () => {
    render(wrap(<chartKind.View section={section} data={{ value: rows, total: undefined }} controls={controls({ fetching: true })} />));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('img').dataset.stale).toBe('true');
  });

  it('shows the data as a table: the first and last 50 rows of a long series', async () => {
    render(wrap(<chartKind.View section={section} data={{ value: rows, total: undefined }} controls={controls()} />));
    const summary = screen.getByText('Show data as a table');
    expect(summary.tagName).toBe('SUMMARY');
    // Drawn only once opened, so a long series costs nothing while the chart draws.
    expect(screen.queryByRole('table')).toBeNull();
    act(() => {
      const details = summary.parentElement as HTMLDetailsElement;
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    // The table's code loads when the disclosure opens.
    const table = await screen.findByRole('table', { name: 'Cumulative return of the fund' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Fund']);
    // A header row, 50 + 50 rows and the line that says how many are left out.
    expect(within(table).getAllByRole('row')).toHaveLength(102);
    expect(within(table).getByText('… 160 rows not shown …')).toBeDefined();
    expect(screen.getByText('The table shows the first 50 and the last 50 of 260 rows.')).toBeDefined();
    expect(within(table).getByText('259.00%')).toBeDefined();
  });

  it('starts loading ECharts from the skeleton, at the chart height', () => {
    const tall = { ...section, id: 'tall', chart: { ...section.chart, height: 400 } };
    const { container } = render(wrap(<chartKind.Skeleton section={tall} />));
    expect(container.querySelector<HTMLElement>('.chart-frame')!.style.height).toBe('400px');
    expect(prefetchChartCanvas).not.toHaveBeenCalled();
    scrollIntoView();
    expect(prefetchChartCanvas).toHaveBeenCalledTimes(1);
    cleanup();
    // The chart that replaces a skeleton seen near the viewport draws at once.
    render(wrap(<chartKind.View section={tall} data={{ value: rows, total: undefined }} controls={controls()} />));
    expect(screen.getByTestId('chart-canvas')).toBeDefined();
  });

  it('is empty without rows', () => {
    expect(chartKind.isEmpty({ value: [], total: undefined }, section)).toBe(true);
    expect(chartKind.isEmpty({ value: undefined, total: undefined }, section)).toBe(true);
    expect(chartKind.isEmpty({ value: rows, total: undefined }, section)).toBe(false);
  });

  // Last: a print leaves every chart of the page drawn.
  it('draws a chart that was never near the viewport as soon as the page is printed', () => {
    const unseen = { ...section, id: 'unseen' };
    render(wrap(<chartKind.View section={unseen} data={{ value: rows, total: undefined }} controls={controls()} />));
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
    // Synchronously: the browser lays the page out for print right after the event.
    window.dispatchEvent(new Event('beforeprint'));
    expect(screen.getByTestId('chart-canvas')).toBeDefined();
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.getByTestId('chart-canvas')).toBeDefined();
  });
});
