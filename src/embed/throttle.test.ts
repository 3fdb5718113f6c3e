import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  /** A throttle whose sends record the time and the state at that time. */
  function setup() {
    const sent: Array<{ at: number; state: number }> = [];
    let state = 0;
    const throttle = createThrottle(() => void sent.push({ at: performance.now(), state }), 1000);
    const change = (value: number) => {
      state = value;
      throttle.request();
    };
    return { sent, change, throttle };
  }

  it('sends the first change at once', () => {
    const { sent, change } = setup();
    change(1);
    expect(sent).toEqual([{ at: 0, state: 1 }]);
  });

  it('waits out a timer that fires before the interval is over', () => {
    const { sent, change } = setup();
    change(1);
    change(2);
    // The clock lags the timer by a millisecond, as a browser's can.
    const now = vi.spyOn(performance, 'now').mockReturnValue(999);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    now.mockRestore();
    vi.advanceTimersByTime(1);
    expect(sent.map((message) => message.state)).toEqual([1, 2]);
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('sends one message per second during a burst, and a final one with the last state', () => {
    const { sent, change } = setup();
    for (let t = 0; t <= 2500; t += 100) {
      change(t + 1);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(5000);
    expect(sent.map((s) => s.at)).toEqual([0, 1000, 2000, 3000]);
    expect(sent.at(-1)!.state).toBe(2501);
  });

  it('never sends two messages less than the interval apart', () => {
    const { sent, change } = setup();
    const times = [0, 10, 999, 1000, 1001, 1500, 2600, 2601, 4000, 4999];
    let now = 0;
    for (const [i, t] of times.entries()) {
      vi.advanceTimersByTime(t - now);
      now = t;
      change(i + 1);
    }
    vi.advanceTimersByTime(5000);
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(1000);
    expect(sent.at(-1)!.state).toBe(times.length);
  });

  it('sends a change that comes after a quiet second at once', () => {
    const { sent, change } = setup();
    change(1);
    vi.advanceTimersByTime(1500);
    change(2);
    expect(sent).toEqual([
      { at: 0, state: 1 },
      { at: 1500, state: 2 },
    ]);
  });

  it('drops the pending send when disposed', () => {
    const { sent, change, throttle } = setup();
    change(1);
    change(2);
    throttle.dispose();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([{ at: 0, state: 1 }]);
  });
});
