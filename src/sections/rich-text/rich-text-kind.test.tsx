// @vitest-environment happy-dom
// The richText view's states, with the sanitiser stubbed (the sanitiser itself is tested in Chromium).
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { RichTextSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { htmlOf, richTextKind } from './rich-text-kind';

vi.mock('./sanitize-html', () => ({ sanitizeHtml: (html: string) => html.replace(/<script>.*?<\/script>/g, '') }));

const section: RichTextSection = { id: 'objective', kind: 'richText', source: { call: '/v1/fundProduct/detail/baseInfo' }, field: 'objectiveHtml' };
const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{node}</MantineProvider>
  </I18nextProvider>
);
const view = (value: unknown) => render(wrap(<richTextKind.View section={section} data={{ value, total: undefined }} controls={{} as SectionControls} />));

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(cleanup);

describe('richText view', () => {
  it('shows the sanitised HTML once the sanitiser has loaded', async () => {
    const { container } = view({ objectiveHtml: '<p>Aims <strong>high</strong></p><script>x</script>' });
    await waitFor(() => expect(container.querySelector('.rich-text p')).toBeTruthy());
    expect(container.querySelector('.rich-text')!.innerHTML).toBe('<p>Aims <strong>high</strong></p>');
  });

  it('says No Data when nothing is left to show', async () => {
    const { findByText } = view({ objectiveHtml: '<p> </p><script>x</script>' });
    expect(await findByText('No Data')).toBeTruthy();
  });

  it('is empty without a record', () => {
    expect(richTextKind.isEmpty({ value: null, total: undefined }, section)).toBe(true);
    expect(richTextKind.isEmpty({ value: {}, total: undefined }, section)).toBe(true);
    expect(richTextKind.isEmpty({ value: { objectiveHtml: '<p>Aims…</p>' }, total: undefined }, section)).toBe(false);
  });
});

describe('htmlOf', () => {
  it('reads the field, nested or not, and gives "" for anything but text', () => {
    expect(htmlOf({ a: { b: '<p>x</p>' } }, 'a.b')).toBe('<p>x</p>');
    expect(htmlOf({ a: 1 }, 'a')).toBe('');
    expect(htmlOf(undefined, 'a')).toBe('');
  });
});
