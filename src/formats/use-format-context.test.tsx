// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useAppStorage } from '../stores/app-storage';
import type { FormatContext } from './format-types';
import { useFormatContext } from './use-format-context';

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
});
