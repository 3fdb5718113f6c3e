// The query options of a call of the contract are typed from its schema (checked by `tsc`), and
// keyed by call, language and body so that a language switch or another fund refetches.
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { callQuery, keepAcrossLanguages, prefetchInLanguage, sourceQuery } from './call-query';
import { configureClient } from './client';
import { createQueryClient } from './query-client';
import type { FundNetValueResponse } from './contract.gen';

describe('callQuery', () => {
  it('types the body and the answer of a call from its schema', () => {
    const options = callQuery('/v1/fundProduct/detail/netValue', { productCode: '2800' }, 'en-US');
    expectTypeOf(options.queryFn!).returns.resolves.toEqualTypeOf<FundNetValueResponse>();
    // @ts-expect-error — a fund call needs its productCode
    callQuery('/v1/fundProduct/detail/netValue', {}, 'en-US');
    // @ts-expect-error — the list takes no field of this name
    callQuery('/v1/fundProduct/list', { pageNo: 1 }, 'en-US');
  });

  it('keys a query by call, language and body', () => {
    const a = callQuery('/v1/fundProduct/detail/netValue', { productCode: '2800' }, 'en-US').queryKey;
    expect(callQuery('/v1/fundProduct/detail/netValue', { productCode: '2800' }, 'zh-TW').queryKey).not.toEqual(a);
    expect(callQuery('/v1/fundProduct/detail/netValue', { productCode: '2801' }, 'en-US').queryKey).not.toEqual(a);
    expect(callQuery('/v1/fundProduct/detail/netValue', { productCode: '2800' }, 'en-US').queryKey).toEqual(a);
  });
});

describe('keeping an answer across a language switch', () => {
  const key = (language: string, code = '2800') => sourceQuery('/v1/x', { productCode: code }, language).queryKey;

  it('keeps the answer of the same call in the previous language', () => {
    expect(keepAcrossLanguages('old', { queryKey: key('zh-TW') }, key('en-US'))).toBe('old');
  });

  it('starts empty for another fund or without a previous answer', () => {
    expect(keepAcrossLanguages('old', { queryKey: key('zh-TW', '2800') }, key('en-US', '3067'))).toBeUndefined();
    expect(keepAcrossLanguages(undefined, undefined, key('en-US'))).toBeUndefined();
  });
});

describe('a language switch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks at once for every call on screen in the new language, in that language, and for nothing else', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: {} }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    // The interface is still in English while the switch to Traditional Chinese is drawn.
    configureClient({ base: () => '/api/', language: () => 'en-US' });
    const client = createQueryClient();
    const shown = sourceQuery('/v1/fundProduct/detail/netValue', { productCode: '2800' }, 'en-US');
    const unsubscribe = new QueryObserver(client, shown).subscribe(() => {});
    // A call the page no longer shows (no reader) is left alone.
    await client.prefetchQuery(sourceQuery('/v1/fundProduct/detail/tradeInfo', { productCode: '2800' }, 'en-US'));
    await vi.waitFor(() => expect(client.getQueryState(shown.queryKey)?.status).toBe('success'));
    fetchMock.mockClear();

    prefetchInLanguage(client, 'zh-TW');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/fundProduct/detail/netValue');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('zh-TW');
    expect(client.getQueryState(sourceQuery('/v1/fundProduct/detail/netValue', { productCode: '2800' }, 'zh-TW').queryKey)).toBeDefined();
    unsubscribe();
  });
});
