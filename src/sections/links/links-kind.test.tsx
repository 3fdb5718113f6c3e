// @vitest-environment happy-dom
// The links kind drawn in happy-dom: a named navigation with in-site links keeping the code.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../i18n/i18n';
import type { LinksSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { linksKind } from './links-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const section: LinksSection = {
  id: 'more',
  kind: 'links',
  title: label('More details'),
  links: [
    { label: label('Performance details'), route: '/per-details', keep: ['code'] },
    { label: label('Distribution details'), route: '/dividend-details', keep: ['code'] },
  ],
};
const data = { value: undefined, total: undefined };
const wrap = (node: ReactNode, path: string) => {
  const { hook, searchHook } = memoryLocation({ path });
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Router hook={hook} searchHook={searchHook} base="/en">
          {node}
        </Router>
      </MantineProvider>
    </I18nextProvider>
  );
};

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(cleanup);

describe('links view', () => {
  it('is a navigation named by the section title, with a link per screen keeping the code', () => {
    render(wrap(<linksKind.View section={section} data={data} controls={{} as SectionControls} />, '/details?code=2800&tab=dividend'));
    const nav = screen.getByRole('navigation', { name: 'More details' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Performance details→', '/en/per-details?code=2800'],
      ['Distribution details→', '/en/dividend-details?code=2800'],
    ]);
  });

  it('names the navigation generically without a title', () => {
    const untitled: LinksSection = { ...section, title: undefined };
    render(wrap(<linksKind.View section={untitled} data={data} controls={{} as SectionControls} />, '/details'));
    expect(screen.getByRole('navigation', { name: 'Related pages' }).querySelector('a')!.getAttribute('href')).toBe('/en/per-details');
  });

  it('has a skeleton of the same boxes without links', () => {
    const { container } = render(wrap(<linksKind.Skeleton section={section} />, '/details?code=2800'));
    expect(container.querySelectorAll('.screen-link')).toHaveLength(2);
    expect(container.querySelector('a')).toBeNull();
  });
});
