// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { Screen, ScreenManifest } from '../manifest/screens.gen';
import { configureClient } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { sourceQuery } from '../api/call-query';
import { firstRequests, prefetchFirstRequests } from './first-requests';
import { useRetryOnMount } from '../runtime/prefetch';

const manifest = JSON.parse(readFileSync('screens.json', 'utf8')) as ScreenManifest;
const index = manifest.screens.find((screen) => screen.id === 'index') as Screen;
const [listRequest] = firstRequests(index, '');

/** The fund list's first call, read as the section renderer reads it. */
function ListReader() {
  const options = sourceQuery(listRequest!.call, listRequest!.body, 'en-US');
  const retryOnMount = useRetryOnMount(options.queryKey);
  const result = useQuery({ ...options, retryOnMount });
  return <p>{result.status}</p>;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // code ≠ 0: an answer that is not retried.
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 500, message: 'Simulated failure' }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ base: () => '/api/', language: () => 'en-US' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a call the entry started', () => {
  it('that failed before its screen was drawn is not made again when the screen mounts; coming back tries again', async () => {
    const client = createQueryClient();
    prefetchFirstRequests(client, index, '', 'en-US');
    await waitFor(() => expect(client.getQueryState(sourceQuery(listRequest!.call, listRequest!.body, 'en-US').queryKey)?.status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const first = render(
      <QueryClientProvider client={client}>
        <ListReader />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(first.container.textContent).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();

    // The visitor comes back to the list: the failed call is tried again.
    const again = render(
      <QueryClientProvider client={client}>
        <ListReader />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(again.container.textContent).toBe('error'));
  });
});
