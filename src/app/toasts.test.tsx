// @vitest-environment happy-dom
// A server's `code ≠ 0` message as the visitor meets it: a toast that goes by itself after 3 s, on a
// clock the test controls (the browser test checks where it shows and that it goes).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { configureClient, post } from '../api/client';
import { theme } from './theme';
import { API_ERROR_TOAST_MS, showApiErrorsAsToasts, ToastHost } from './toasts';

const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);
/** Runs the fake clock `ms` forward, with every promise and render due on the way. */
const run = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The app's toast host, as the app mounts it. */
const renderHost = () =>
  render(
    <MantineProvider theme={theme}>
      <ToastHost />
    </MantineProvider>,
  );

let stop: () => void;
beforeAll(async () => {
  // The toasts' code, loaded on the first toast, is in before the clock is faked.
  await Promise.all([import('./notifications-host'), import('./notifications-api')]);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ code: 50001, message: 'Simulated failure', data: null }), { headers: { 'Content-Type': 'application/json' } }),
  );
  configureClient({ base: () => '/api/', language: () => 'en-US' });
  stop = showApiErrorsAsToasts();
  notifications.clean();
});
afterEach(() => {
  stop();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a code ≠ 0 toast', () => {
  it('shows the server’s message and closes by itself after exactly 3 s', async () => {
    expect(API_ERROR_TOAST_MS).toBe(3000);
    renderHost();
    await act(() => post('/v1/fundProduct/list').catch(() => {}));
    await run(0);
    expect(toasts()).toEqual(['Simulated failure']);
    expect(screen.getByText('Simulated failure')).toBeTruthy();
    await run(2999);
    expect(toasts()).toEqual(['Simulated failure']);
    await run(1);
    expect(toasts()).toEqual([]);
    // Then it leaves the page, once its exit transition is over.
    await run(1000);
    expect(screen.queryByText('Simulated failure')).toBeNull();
  });

  it('says a message once, however many calls it refused', async () => {
    renderHost();
    await act(() =>
      Promise.all(
        ['/v1/fundProduct/detail/netValue', '/v1/fundProduct/detail/performance', '/v1/fundProduct/detail/dividend'].map((call) => post(call).catch(() => {})),
      ),
    );
    await run(0);
    expect(toasts()).toEqual(['Simulated failure']);
    expect(screen.getAllByText('Simulated failure')).toHaveLength(1);
    await run(API_ERROR_TOAST_MS + 1000);
    // Once it has gone, the same words from a later call are a toast again.
    await act(() => post('/v1/fundProduct/list').catch(() => {}));
    await run(0);
    expect(toasts()).toEqual(['Simulated failure']);
  });

  it('leaves a refusal the page shows in place to the page, and the same words from the rest of its calls', async () => {
    renderHost();
    // A section's call is refused first, and its toast is up, then the screen's fund is refused for the same reason.
    await act(() => post('/v1/fundProduct/detail/netValue').catch(() => {}));
    await run(0);
    expect(toasts()).toEqual(['Simulated failure']);
    await act(() => post('/v1/fundProduct/detail/baseInfo', {}, { shownInPlace: true }).catch(() => {}));
    await run(0);
    expect(toasts()).toEqual([]);
    await act(() => post('/v1/fundProduct/detail/performance').catch(() => {}));
    await run(1000);
    expect(toasts()).toEqual([]);
    expect(screen.queryByText('Simulated failure')).toBeNull();
    // At another address the same words are a toast again.
    history.pushState(null, '', '/en/index');
    await act(() => post('/v1/fundProduct/list').catch(() => {}));
    await run(0);
    expect(toasts()).toEqual(['Simulated failure']);
  });
});
