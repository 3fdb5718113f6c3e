// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { AUTO_RELOAD_KEY, claimAutoReload, installChunkReload, ReloadPrompt } from './reload-prompt';
import { loadChunk } from '../runtime/load-chunk';

const failing = () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/chunk-A.js')));
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the chunk reload', () => {
  it('claims one automatic reload per tab, and none when storage throws', () => {
    expect(claimAutoReload()).toBe(true);
    expect(sessionStorage.getItem(AUTO_RELOAD_KEY)).not.toBeNull();
    expect(claimAutoReload()).toBe(false);
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(claimAutoReload(throwing)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(claimAutoReload(() => broken)).toBe(false);
  });

  it('reloads once by itself, then asks the visitor to reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    const uninstall = installChunkReload(reload);
    const clicked = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <ReloadPrompt reload={clicked} />
        </MantineProvider>
      </I18nextProvider>,
    );
    void failing();
    await tick();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Part of this page could not be loaded')).toBeNull();
    // The reloaded page fails again: no second automatic reload, a prompt instead.
    void failing();
    void failing();
    await tick();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Part of this page could not be loaded')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(clicked).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
