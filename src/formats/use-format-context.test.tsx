// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useAppStorage } from '../stores/app-storage';
import type { FormatContext } from './format-types';
import { DictsNeededContext, useFormatContext, usesDictFormat } from './use-format-context';
import { readFileSync } from 'node:fs';
import type { ScreenManifest } from '../manifest/screens.gen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: FormatContext[] = [];
function Probe(): ReactNode {
  seen.push(useFormatContext());
  return null;
}

describe('useFormatContext', () => {
  afterEach(async () => {
    seen.length = 0;
    await act(() => i18n.changeLanguage('zh-TW'));
    useAppStorage.getState().setDicts({});
  });

  it('gives the current language and the session dictionaries, and follows both', async () => {
    const root = createRoot(document.createElement('div'));
    await act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Probe />
        </I18nextProvider>,
      ),
    );
    expect(seen.at(-1)).toEqual({ language: 'zh-TW', dicts: {} });

    const dicts = { assetClass: [{ value: 'BOND', label: 'Fixed income' }] };
    await act(() => useAppStorage.getState().setDicts(dicts));
    await act(() => i18n.changeLanguage('en-US'));
    expect(seen.at(-1)).toEqual({ language: 'en-US', dicts });
    act(() => root.unmount());
  });

  it('leaves a section that shows no dictionary code alone when the dictionaries arrive', async () => {
    const root = createRoot(document.createElement('div'));
    await act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <DictsNeededContext value={false}>
            <Probe />
          </DictsNeededContext>
        </I18nextProvider>,
      ),
    );
    const drawn = seen.length;
    await act(() => useAppStorage.getState().setDicts({ assetClass: [{ value: 'BOND', label: 'Fixed income' }] }));
    expect(seen.length).toBe(drawn);
    expect(seen.at(-1)!.dicts).toEqual({});
    act(() => root.unmount());
  });
});

describe('usesDictFormat', () => {
  const manifest = JSON.parse(readFileSync('screens.json', 'utf8')) as ScreenManifest;
  const sections = manifest.screens.flatMap((screen) => [...(screen.sections ?? []), ...(screen.tabs ?? []).flatMap((tab) => tab.sections)]);

  it('finds a dict format anywhere in a section, and only there', () => {
    const withDict = sections.filter((section) => JSON.stringify(section).includes('"type":"dict"'));
    expect(withDict.length).toBeGreaterThan(0);
    for (const section of sections) expect(usesDictFormat(section), section.id).toBe(withDict.includes(section));
    expect(
      usesDictFormat({
        columns: [
          { key: 'a', format: { type: 'text' } },
          { key: 'b', format: { type: 'dict', dictType: 'assetClass' } },
        ],
      }),
    ).toBe(true);
    expect(usesDictFormat({ columns: [{ key: 'a', format: { type: 'text' } }] })).toBe(false);
  });
});
