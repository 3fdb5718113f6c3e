// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_SOURCE, SIZE_REQUEST, startEmbedReporter } from './embed-reporter';

const portal = 'https://portal.example.com';

describe('startEmbedReporter', () => {
  let posted: Array<{ message: unknown; target: string }>;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    posted = [];
    const record = (message: unknown, target: string) => void posted.push({ message, target });
    vi.spyOn(window.parent, 'postMessage').mockImplementation(record as unknown as typeof window.postMessage);
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockReturnValue({ height: 812.4 } as DOMRect);
    history.replaceState(null, '', '/en/details?code=2800');
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function referrer(value: string) {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(value);
  }

  it('posts the height, path and language at once', () => {
    stop = startEmbedReporter({ parentOrigins: '*', language: () => 'en-US' });
    expect(posted).toEqual([{ message: { source: MESSAGE_SOURCE, type: 'resize', height: 813, path: '/en/details?code=2800', lang: 'en-US' }, target: '*' }]);
  });

  it('posts only to a listed parent, by its origin and never to "*"', () => {
    referrer(`${portal}/funds`);
    stop = startEmbedReporter({ parentOrigins: ['https://a.example.com', portal], language: () => 'en-US' });
    expect(posted.map((p) => p.target)).toEqual([portal]);
  });

  it('posts nothing to a parent that is not listed', () => {
    referrer('https://elsewhere.example.org/');
    stop = startEmbedReporter({ parentOrigins: [portal], language: () => 'en-US' });
    history.pushState(null, '', '/en/details?code=2800&tab=portfolio');
    window.dispatchEvent(new Event('pushState'));
    vi.advanceTimersByTime(5000);
    expect(posted).toEqual([]);
  });

  it('posts again, throttled, when the screen changes', () => {
    stop = startEmbedReporter({ parentOrigins: '*', language: () => 'en-US' });
    history.pushState(null, '', '/en/details?code=2800&tab=portfolio');
    window.dispatchEvent(new Event('pushState'));
    vi.advanceTimersByTime(0);
    expect(posted).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(posted).toHaveLength(2);
    expect(posted[1]!.message).toMatchObject({ path: '/en/details?code=2800&tab=portfolio' });
  });

  it('sends its size again when the parent asks, even if nothing changed', () => {
    stop = startEmbedReporter({ parentOrigins: '*', language: () => 'en-US' });
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new MessageEvent('message', { data: SIZE_REQUEST, source: window.parent }));
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'fund-embed', type: 'other' }, source: window.parent }));
    expect(posted).toHaveLength(2);
    expect(posted[1]!.message).toEqual(posted[0]!.message);
  });

  it('ends a burst with the final state, even when it is the state already sent', () => {
    const height = vi.spyOn(document.documentElement, 'getBoundingClientRect').mockReturnValue({ height: 800 } as DOMRect);
    stop = startEmbedReporter({ parentOrigins: '*', language: () => 'en-US' });
    height.mockReturnValue({ height: 1200 } as DOMRect);
    history.pushState(null, '', '/en/details?code=2800&tab=portfolio');
    window.dispatchEvent(new Event('pushState'));
    vi.advanceTimersByTime(100);
    height.mockReturnValue({ height: 800 } as DOMRect);
    history.pushState(null, '', '/en/details?code=2800');
    window.dispatchEvent(new Event('pushState'));
    vi.advanceTimersByTime(2000);
    // The parent had 800; the page went to 1200 and back: one final message says 800 again.
    expect(posted.map((p) => p.message)).toEqual([
      expect.objectContaining({ height: 800, path: '/en/details?code=2800' }),
      expect.objectContaining({ height: 800, path: '/en/details?code=2800' }),
    ]);
  });

  it('sends nothing when nothing changed', () => {
    stop = startEmbedReporter({ parentOrigins: '*', language: () => 'en-US' });
    history.replaceState(null, '', '/en/details?code=2800');
    window.dispatchEvent(new Event('replaceState'));
    vi.advanceTimersByTime(3000);
    expect(posted).toHaveLength(1);
  });
});
