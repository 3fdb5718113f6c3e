// Injected into every benchmark page before its own scripts (an init script). It records the long
// tasks and paints, and, once a frame, whether each watched condition holds: `since(name)` is the
// frame time at which the condition last became true (so a state that holds for a moment and then
// stops, such as the old language's sections before their new calls start, does not count).
(() => {
  /**
   * Observes entries of a type where the engine records them (Firefox and WebKit have no long tasks
   * nor, in WebKit, event timing: their figures are then absent, not an error).
   * @param {PerformanceObserverInit} options
   * @param {(list: PerformanceObserverEntryList) => void} take
   */
  const observe = (options, take) => {
    if (PerformanceObserver.supportedEntryTypes?.includes(/** @type {string} */ (options.type))) new PerformanceObserver(take).observe(options);
  };
  /** @type {BenchProbe['longTasks']} */
  const longTasks = [];
  observe({ type: 'longtask', buffered: true }, (list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  });

  // Every input event's timing (Event Timing): its duration runs from the input to the next paint.
  /** @type {{ name: string, start: number, duration: number }[]} */
  const events = [];
  // `durationThreshold`: Event Timing's option, which TypeScript's PerformanceObserverInit does not list.
  observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }), (list) => {
    for (const entry of list.getEntries())
      if (/** @type {PerformanceEventTiming} */ (entry).interactionId) events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  });

  // When each press of a pointer happened: a visitor's click starts there, not when the test driver
  // began its own checks before clicking (scrolling into view, waiting for a still target).
  /** @type {number[]} */
  const presses = [];
  window.addEventListener('pointerdown', (event) => presses.push(event.timeStamp), { capture: true, passive: true });

  /** @type {Map<string, { test: () => unknown, since: number | null }>} */
  const watched = new Map();
  /** @param {number} now */
  const frame = (now) => {
    for (const [, watch] of watched) {
      let holds;
      try {
        holds = Boolean(watch.test());
      } catch {
        holds = false;
      }
      if (holds && watch.since === null) watch.since = now;
      if (!holds) watch.since = null;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  /** Sections drawn: every section of the screen shows its data (no skeleton, no call under way). */
  /**
   * Whether a part of the page says it is loading (`aria-busy`). A rich text whose data is in but
   * which waits more than a screen below the viewport for its sanitiser (it loads as the text nears
   * the screen) does not count, as a chart waiting below the fold does not.
   */
  const waitingBelow = (/** @type {Element} */ element) => element.matches('.rich-text') && element.getBoundingClientRect().top > 2 * innerHeight;
  const busy = () => [...document.querySelectorAll('main [aria-busy="true"]')].some((element) => !waitingBelow(element));

  const sectionsDrawn = () => {
    const sections = [...document.querySelectorAll('main [data-section]')];
    if (!sections.length) return false;
    if (busy() || document.querySelector('main [data-fetching], main [data-stale], main .title-skeleton')) return false;
    return sections.every((section) => {
      // A chart whose rows are in but which waits below the fold to draw counts as drawn; one near the viewport must have drawn.
      const skeletons = [...section.querySelectorAll('.mantine-Skeleton-root')].filter((skeleton) => !skeleton.closest('.chart-frame[role="img"]'));
      if (skeletons.length) return false;
      return [...section.querySelectorAll('.chart-frame[role="img"]')].every(
        (frame) => frame.querySelector('.chart-canvas[data-rendered-at]') || frame.getBoundingClientRect().top > innerHeight + 300,
      );
    });
  };

  /** The screen's heading shows its text (the fund's name on a fund's page), not a placeholder. */
  const headingVisible = () => {
    const heading = document.querySelector('main h1');
    return Boolean(heading && heading.textContent.trim() && !heading.querySelector('.title-skeleton') && heading.getBoundingClientRect().height > 0);
  };

  /** @type {Record<string, () => unknown>} */
  const CONDITIONS = {
    headingVisible,
    // A fund's row (or card on a phone) with its link: a placeholder row has neither.
    fundListRow: () => document.querySelector('[data-section="fundList"] tbody tr td a, [data-section="fundList"] .table-card a'),
    sectionsDrawn,
    holdingsRows: () => document.querySelector('[data-section="holdings"] .vt-body [role="row"] [role="cell"]'),
  };

  window.__bench = {
    longTasks,
    busy,
    watch(name, test) {
      watched.set(name, { test: test ?? CONDITIONS[name], since: null });
    },
    since: (name) => watched.get(name)?.since ?? null,
    firstPaint: () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    /** The longest task that started after `from` (ms), and how many exceeded 200 ms. */
    longestAfter(from) {
      const after = longTasks.filter((task) => task.start >= from);
      return { longest: after.reduce((most, task) => Math.max(most, task.duration), 0), over200: after.filter((task) => task.duration > 200).length };
    },
    /** Blocking time after `from` (ms): the part of each long task beyond 50 ms, summed. */
    blockingAfter: (from) => longTasks.filter((task) => task.start >= from).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    /** How long hydrating the page's HTML took (main.tsx to the app's first effect), or null when the page was not hydrated. */
    hydration: () => performance.getEntriesByName('fund:hydration')[0]?.duration ?? null,
    /** When the first pointer press at or after `from` happened (ms since navigation), or null. */
    pressAfter: (from) => presses.find((time) => time >= from) ?? null,
    /** The slowest interaction that started after `from`: its start and its duration to the next paint. */
    interactionAfter(from) {
      const after = events.filter((entry) => entry.start >= from);
      return after.reduce((most, entry) => (entry.duration > (most?.duration ?? -1) ? entry : most), /** @type {(typeof after)[number] | null} */ (null));
    },
    /** When the last response whose address contains `part` ended (ms since navigation), or null. */
    responseEnd(part) {
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part));
      return entries.length ? /** @type {PerformanceResourceTiming} */ (entries[entries.length - 1]).responseEnd : null;
    },
  };
  for (const name of Object.keys(CONDITIONS)) window.__bench.watch(name);
})();
