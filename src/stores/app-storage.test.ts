// @vitest-environment happy-dom
// The funds chosen for the comparison, as the session store keeps them: in the order chosen, up to
// the comparison's limit, kept through a reload (sessionStorage `app-storage`), cleared by a reset.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The store as a fresh page would load it, over what sessionStorage holds now. */
async function freshStore() {
  vi.resetModules();
  return import('./app-storage');
}

const fund = (code: string) => ({ code, name: `Fund ${code}` });
const stored = () => JSON.parse(sessionStorage.getItem('app-storage')!).state.compare;

describe('the funds chosen for the comparison', () => {
  beforeEach(() => sessionStorage.clear());

  it('adds a fund, takes it out on a second toggle, and keeps the order of choice', async () => {
    const { useAppStorage } = await freshStore();
    const { toggleCompare } = useAppStorage.getState();
    expect(useAppStorage.getState().compare).toEqual([]);
    expect(toggleCompare(fund('2828'), 4)).toBe('added');
    expect(toggleCompare(fund('2800'), 4)).toBe('added');
    expect(toggleCompare(fund('3033'), 4)).toBe('added');
    expect(useAppStorage.getState().compare.map((each) => each.code)).toEqual(['2828', '2800', '3033']);
    expect(toggleCompare(fund('2800'), 4)).toBe('removed');
    expect(toggleCompare(fund('2800'), 4)).toBe('added');
    expect(useAppStorage.getState().compare).toEqual([fund('2828'), fund('3033'), fund('2800')]);
  });

  it('refuses a fund past the limit, changing nothing but the count of refusals', async () => {
    const { useAppStorage } = await freshStore();
    const { toggleCompare } = useAppStorage.getState();
    for (const code of ['1', '2', '3', '4']) toggleCompare(fund(code), 4);
    const before = useAppStorage.getState().compare;
    expect(toggleCompare(fund('5'), 4)).toBe('full');
    expect(useAppStorage.getState().compare).toBe(before);
    expect(useAppStorage.getState().compareRefusals).toBe(1);
    // A chosen fund can still be taken out, and then another goes in.
    expect(toggleCompare(fund('2'), 4)).toBe('removed');
    expect(toggleCompare(fund('5'), 4)).toBe('added');
    expect(useAppStorage.getState().compare.map((each) => each.code)).toEqual(['1', '3', '4', '5']);
    // A smaller limit holds too.
    expect(toggleCompare(fund('6'), 2)).toBe('full');
  });

  it('removes one fund, replaces the list (each fund once) and clears it', async () => {
    const { useAppStorage } = await freshStore();
    const { setCompare, removeCompare, clearCompare } = useAppStorage.getState();
    setCompare([fund('2800'), fund('2828'), fund('2800'), fund('3033')]);
    expect(useAppStorage.getState().compare.map((each) => each.code)).toEqual(['2800', '2828', '3033']);
    removeCompare('2828');
    removeCompare('9999');
    expect(useAppStorage.getState().compare.map((each) => each.code)).toEqual(['2800', '3033']);
    clearCompare();
    expect(useAppStorage.getState().compare).toEqual([]);
  });

  it('is stored for the visit and read again by a reloaded page, without the refusals', async () => {
    const { useAppStorage } = await freshStore();
    useAppStorage.getState().toggleCompare(fund('2800'), 2);
    useAppStorage.getState().toggleCompare(fund('2828'), 2);
    useAppStorage.getState().toggleCompare(fund('3033'), 2);
    expect(stored()).toEqual([fund('2800'), fund('2828')]);
    const reloaded = await freshStore();
    expect(reloaded.useAppStorage.getState().compare).toEqual([fund('2800'), fund('2828')]);
    expect(reloaded.useAppStorage.getState().compareRefusals).toBe(0);
    // What the build drew with: no choice (a page's HTML is the same for every visit).
    expect(reloaded.useAppStorage.getInitialState().compare).toEqual([]);
  });

  it('reads a stored list that is not a list of funds as none, and keeps the funds of one that is partly right', async () => {
    sessionStorage.setItem('app-storage', JSON.stringify({ version: 0, state: { compare: 'nonsense' } }));
    expect((await freshStore()).useAppStorage.getState().compare).toEqual([]);
    sessionStorage.setItem(
      'app-storage',
      JSON.stringify({ version: 0, state: { compare: [{ code: '2800' }, null, { name: 'x' }, fund('2828'), { code: '2800', name: 'again' }] } }),
    );
    expect((await freshStore()).useAppStorage.getState().compare).toEqual([{ code: '2800', name: '2800' }, fund('2828')]);
  });

  it('is emptied by a reset of the visit’s stored data', async () => {
    const { useAppStorage, resetAppStorage } = await freshStore();
    useAppStorage.getState().toggleCompare(fund('2800'), 4);
    resetAppStorage();
    expect(useAppStorage.getState().compare).toEqual([]);
    expect(sessionStorage.getItem('app-storage')).toBeNull();
  });
});
