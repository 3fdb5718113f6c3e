// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { configureClient } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import type { DocumentsSection } from '../../manifest/screens.gen';
import type { SectionControls } from '../section-types';
import { documentsKind } from './documents-kind';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const section: DocumentsSection = {
  id: 'docs',
  kind: 'documents',
  source: { call: '/v1/fundProduct/document/list', dataPath: 'list', totalPath: 'total' },
  paging: { mode: 'server', pageSize: 10 },
  download: { call: '/v1/fundProduct/document/download', attachmentsField: 'attachments', idField: 'fileId', languageField: 'language' },
  fields: [
    { key: 'name', label: label('Document') },
    { key: 'typeName', label: label('Type') },
    { key: 'date', label: label('Date'), format: { type: 'date' } },
  ],
};
const rows = [
  {
    name: 'Factsheet — October 2026',
    typeName: 'Monthly factsheet',
    date: '2026-11-10',
    attachments: [
      { fileId: 'FS_tc', fileName: 'FS_tc.pdf', language: 'zh-TW', sizeBytes: 7726 },
      { fileId: 'FS_en', fileName: 'FS_en.pdf', language: 'en-US', sizeBytes: 6041 },
    ],
  },
];
const controls: SectionControls = {
  page: 1,
  pageSize: 10,
  setPage: () => undefined,
  sort: undefined,
  setSort: () => undefined,
  pathParams: {},
  setPathParam: () => undefined,
  fetching: false,
};
const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider>{node}</MantineProvider>
  </I18nextProvider>
);
const view = () => render(wrap(<documentsKind.View section={section} data={{ value: rows, total: 71 }} controls={controls} />));
/** The table's copy of a button (the cards hold the same for phones). */
const tableButton = (name: RegExp) => within(document.querySelector('.documents-table') as HTMLElement).getByRole('button', { name });

beforeAll(() => i18n.changeLanguage('en-US'));
beforeEach(() => {
  configureClient({ base: () => '/api', language: () => 'en-US' });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('documents view', () => {
  it('shows each document with its formatted fields and a button per file naming the document', () => {
    view();
    const table = document.querySelector('.documents-table') as HTMLElement;
    expect(within(table).getByRole('rowheader').textContent).toBe('Factsheet — October 2026');
    expect(within(table).getByText('10 Nov 2026')).toBeTruthy();
    const names = within(table)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Download Factsheet — October 2026: 繁體 PDF, 8 KB', 'Download Factsheet — October 2026: English PDF, 6 KB']);
    // A section without a title still names its table for a screen reader.
    expect(table.querySelector('caption')?.textContent).toBe('Documents and announcements');
    // One card per document for phones, with the same buttons.
    expect(document.querySelectorAll('.document-card')).toHaveLength(1);
    expect(screen.getByText('Total 71 items')).toBeTruthy();
  });

  it('puts the page buttons in one navigation landmark, named in the visitor’s language', async () => {
    const { container } = view();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 8' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    cleanup();
    await act(() => i18n.changeLanguage('zh-TW'));
    try {
      view();
      expect(within(screen.getByRole('navigation', { name: '分頁' })).getByRole('button', { name: '第 2 頁' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('downloads by POST with the file id, disabled while it runs, and saves under the file name', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    view();
    fireEvent.click(tableButton(/English PDF/));
    await waitFor(() => expect((tableButton(/English PDF/) as HTMLButtonElement).disabled).toBe(true));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ fileId: 'FS_en' });
    // A second click while it runs does nothing.
    fireEvent.click(tableButton(/English PDF/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="FS_en.pdf"' } })),
    );
    await waitFor(() => expect(saved).toEqual(['FS_en.pdf']));
    expect((tableButton(/English PDF/) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says in the visitor's language when the file cannot be fetched", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    view();
    fireEvent.click(tableButton(/繁體 PDF/));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Download failed');
    expect(alert.textContent).toContain('Unable to connect to the network');
  });

  it('has a skeleton with a row per page row, in the same table and card boxes', () => {
    const { container } = render(wrap(<documentsKind.Skeleton section={section} />));
    expect(container.querySelectorAll('.documents-table tbody tr')).toHaveLength(10);
    expect(container.querySelectorAll('.document-card')).toHaveLength(10);
    expect(container.querySelector('.documents-pager-placeholder')).toBeTruthy();
  });

  it('counts as empty without rows', () => {
    expect(documentsKind.isEmpty({ value: [], total: 0 }, section)).toBe(true);
    expect(documentsKind.isEmpty({ value: rows, total: 1 }, section)).toBe(false);
  });
});
