// At most one call per interval: the first at once, later ones at the end of the interval, and
// always one after the last request, so the receiver ends with the latest state.

/** A throttled sender: `request()` asks for a send; `dispose()` drops what is pending. */
export interface Throttle {
  request(): void;
  dispose(): void;
}

/**
 * Throttles `send`. It runs at once when nothing was sent in the last `intervalMs`, otherwise once
 * at the end of that interval however many requests came in between.
 */
export function createThrottle(send: () => void, intervalMs: number): Throttle {
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = () => {
    // A timer may fire a fraction of a millisecond early: never send before the interval is over.
    const early = lastSent + intervalMs - performance.now();
    if (early > 0) {
      timer = setTimeout(fire, Math.ceil(early));
      return;
    }
    timer = undefined;
    send();
    // From the moment it went (measuring the page for it may take a few milliseconds of layout).
    lastSent = performance.now();
  };

  return {
    request() {
      if (timer !== undefined) return;
      const wait = lastSent + intervalMs - performance.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, Math.ceil(wait));
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
