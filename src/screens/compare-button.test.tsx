// @vitest-environment happy-dom
// A fund page's comparison button (`subject.compare`): a toggle that adds the fund and takes it
// out, pressed while it is chosen, refused past the limit, and drawn as the page's HTML has it
// ("add") while hydrating, whatever the visit chose.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import type { SiteCompare } from '../manifest/screens.gen';
import { RenderPassContext } from '../runtime/render-pass';
import { useAppStorage } from '../stores/app-storage';
import { CompareButton } from './compare-button';

const compare: SiteCompare = { route: '/compare', param: 'codes', max: 2 };
const fund = { code: '2800', name: 'Harbour Hang Seng Index ETF' };
const wrap = (node: ReactNode, staticPass = false) => (
  <RenderPassContext.Provider value={{ staticPass }}>
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>
  </RenderPassContext.Provider>
);
const button = () => screen.getByRole('button');

beforeAll(() => i18n.changeLanguage('en-US'));
beforeEach(() => useAppStorage.setState({ compare: [], compareRefusals: 0 }));
afterEach(() => {
  cleanup();
  useAppStorage.setState({ compare: [], compareRefusals: 0 });
  sessionStorage.clear();
});

describe('a fund page’s comparison button', () => {
  it('adds the fund, is pressed while it is chosen, and takes it out again', () => {
    render(wrap(<CompareButton compare={compare} code={fund.code} name={fund.name} />));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Add to comparison' })).toBeTruthy();
    fireEvent.click(button());
    expect(useAppStorage.getState().compare).toEqual([fund]);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'In comparison ✓ (remove)' })).toBeTruthy();
    fireEvent.click(button());
    expect(useAppStorage.getState().compare).toEqual([]);
  });

  it('is refused when the comparison is full', () => {
    useAppStorage.getState().setCompare([
      { code: '1', name: 'One' },
      { code: '2', name: 'Two' },
    ]);
    render(wrap(<CompareButton compare={compare} code={fund.code} name={fund.name} />));
    fireEvent.click(button());
    expect(useAppStorage.getState().compare.map((each) => each.code)).toEqual(['1', '2']);
    expect(useAppStorage.getState().compareRefusals).toBe(1);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('is drawn unpressed while hydrating, as the page’s HTML has it, and keeps its place unseen while the fund loads', () => {
    useAppStorage.getState().setCompare([fund]);
    render(wrap(<CompareButton compare={compare} code={fund.code} name={fund.name} />, true));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    cleanup();
    render(wrap(<CompareButton compare={compare} code={undefined} name={undefined} />));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(button().hasAttribute('data-waiting')).toBe(true);
  });
});
