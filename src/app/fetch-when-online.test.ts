// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fetchWhenOnline, type Network } from './fetch-when-online';

/** A network that is offline until `connect()`. */
function fakeNetwork(failWhileOffline = true) {
  let online = false;
  let connect!: () => void;
  const connected = new Promise<void>((resolve) => (connect = resolve));
  const calls: string[] = [];
  const slept: number[] = [];
  const network: Network = {
    sleep: async (ms) => void slept.push(ms),
    online: () => online,
    whenOnline: () => connected,
    fetch: async (input) => {
      calls.push(String(input));
      if (!online && failWhileOffline) throw new TypeError('Failed to fetch');
      return new Response('{}');
    },
  };
  return {
    network,
    calls,
    slept,
    goOnline: () => {
      online = true;
      connect();
    },
    setOnline: (value: boolean) => (online = value),
  };
}

describe('fetchWhenOnline', () => {
  it('offline from the start: asks nothing, and fetches once the network is back', async () => {
    const net = fakeNetwork();
    const response = fetchWhenOnline('/config.json', net.network);
    await Promise.resolve();
    expect(net.calls).toEqual([]);
    net.goOnline();
    expect(await (await response).text()).toBe('{}');
    expect(net.calls).toEqual(['/config.json']);
  });

  it('a request that could not go out because the connection dropped meanwhile is asked again when it is back', async () => {
    const net = fakeNetwork();
    net.setOnline(true);
    const original = net.network.fetch;
    net.network.fetch = async (input, init) => {
      net.setOnline(false);
      net.network.fetch = original;
      return original(input, init);
    };
    const response = fetchWhenOnline('/screens.json', net.network);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not asked again until the network is back.
    expect(net.calls).toEqual(['/screens.json']);
    net.goOnline();
    await response;
    expect(net.calls).toEqual(['/screens.json', '/screens.json']);
  });

  it('a request that cannot go out while online is tried again after 1, 2 and 4 s, then thrown', async () => {
    const net = fakeNetwork();
    net.setOnline(true);
    let calls = 0;
    net.network.fetch = async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchWhenOnline('/config.json', net.network)).rejects.toThrow('Failed to fetch');
    expect(net.slept).toEqual([1000, 2000, 4000]);
    expect(calls).toBe(4);
  });

  it('a connection lost before the browser noticed: the retry finds it offline and waits for it', async () => {
    const net = fakeNetwork();
    net.setOnline(true);
    const original = net.network.fetch;
    net.network.fetch = async () => {
      net.network.fetch = original;
      throw new TypeError('Failed to fetch');
    };
    net.network.sleep = async () => void net.setOnline(false);
    const response = fetchWhenOnline('/config.json', net.network);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(net.calls).toEqual([]);
    net.goOnline();
    await response;
    expect(net.calls).toEqual(['/config.json']);
  });
});
