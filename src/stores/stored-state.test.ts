// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSettings } from './settings';
import type { StateStorage } from 'zustand/middleware';

const mapStorage = (values: Record<string, string>): StateStorage => ({
  getItem: (key) => values[key] ?? null,
  setItem: (key, value) => void (values[key] = value),
  removeItem: (key) => void delete values[key],
});

/** The stores as a fresh page would load them, over what storage holds now. */
async function freshStores() {
  vi.resetModules();
  const settings = await import('./settings');
  const appStorage = await import('./app-storage');
  const { resetStoredState } = await import('./reset-stored-state');
  return { ...settings, ...appStorage, resetStoredState };
}

describe('browser settings', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads the token from the token key, not from the language key', () => {
    expect(initialSettings(mapStorage({ currentLang: 'en-US', token: 'tok-123' }))).toMatchObject({ currentLang: 'en-US', token: 'tok-123' });
    expect(initialSettings(mapStorage({ currentLang: 'en-US' })).token).toBeNull();
  });

  it('starts in Traditional Chinese with nothing stored', () => {
    expect(initialSettings(mapStorage({}))).toEqual({ currentLang: 'zh-TW', token: null, moduleList: [], currentModule: null, currentModulePath: null });
  });

  it('persists the settings under app-settings, version 0, and the token of a fresh page comes from the token key', async () => {
    localStorage.setItem('currentLang', 'zh-CN');
    localStorage.setItem('token', 'tok-9');
    const { useSettings } = await freshStores();
    expect(useSettings.getState()).toMatchObject({ currentLang: 'zh-CN', token: 'tok-9' });
    useSettings.getState().setLanguage('en-US');
    useSettings.getState().setCurrentModule('details', '/details?code=2800');
    const stored = JSON.parse(localStorage.getItem('app-settings')!);
    expect(stored).toEqual({
      version: 0,
      state: { currentLang: 'en-US', token: 'tok-9', moduleList: [], currentModule: 'details', currentModulePath: '/details?code=2800' },
    });
  });

  it('a reset clears every stored setting and the visit’s data', async () => {
    localStorage.setItem('token', 'tok-9');
    localStorage.setItem('currentLang', 'en-US');
    const { useSettings, useAppStorage, resetStoredState } = await freshStores();
    useSettings.getState().setModuleList([{ id: 'index', path: '/index' }]);
    useAppStorage.getState().rememberRefProductCode('2800');
    resetStoredState();
    for (const key of ['app-settings', 'token', 'currentLang']) expect(localStorage.getItem(key), key).toBeNull();
    expect(sessionStorage.getItem('app-storage')).toBeNull();
    expect(useSettings.getState()).toMatchObject({ token: null, currentLang: 'zh-TW', moduleList: [] });
    expect(useAppStorage.getState().refProductCode).toBeNull();
  });
});

describe('the visit’s stored data', () => {
  beforeEach(() => sessionStorage.clear());

  it('is app-storage, version 0, with the five fields', async () => {
    const { useAppStorage } = await freshStores();
    useAppStorage.getState().setDicts({ fundType: [{ value: '1', label: 'ETF' }] });
    expect(JSON.parse(sessionStorage.getItem('app-storage')!)).toEqual({
      version: 0,
      state: { fundBasicData: {}, refProductCode: null, expiryDate: null, dicts: { fundType: [{ value: '1', label: 'ETF' }] }, compare: [] },
    });
  });

  it('keeps the first product code and never replaces a stored one', async () => {
    sessionStorage.setItem('app-storage', JSON.stringify({ version: 0, state: { refProductCode: '3067' } }));
    const { useAppStorage } = await freshStores();
    useAppStorage.getState().rememberRefProductCode('2800');
    expect(useAppStorage.getState().refProductCode).toBe('3067');
    sessionStorage.clear();
    const again = await freshStores();
    again.useAppStorage.getState().rememberRefProductCode(null);
    expect(again.useAppStorage.getState().refProductCode).toBeNull();
    again.useAppStorage.getState().rememberRefProductCode('2800');
    again.useAppStorage.getState().rememberRefProductCode('3067');
    expect(again.useAppStorage.getState().refProductCode).toBe('2800');
  });
});
