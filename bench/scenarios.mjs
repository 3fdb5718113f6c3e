// The benchmark's scenarios. Each takes a fresh page (its own browser context: a cold cache) with
// the CPU slowed down, does what a visitor does, and returns its figures in milliseconds (or frames,
// bytes). Times are read in the page (performance.now(), rAF frames), not from the test driver.

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').CDPSession} CDPSession */
/** @typedef {Page & { __apiPending: number, __apiLast: number }} TrackedPage A page whose API calls trackApi counts. */
/** @typedef {import('./report.mjs').Run} Run */

/** The All-World ETF: the broadest holdings (3,453 rows). */
export const BROAD_FUND = '3194';
/** A fund listed in 2012: its 'All' performance trend has 10+ years of daily points. */
export const OLD_FUND = '2800';

/** @type {(page: Page, test: (arg: string) => unknown, arg: string, timeout?: number) => Promise<unknown>} */
const wait = (page, test, arg, timeout = 60_000) => page.waitForFunction(test, arg, { timeout, polling: 50 });

/**
 * Waits until no API call is under way and none started for `quietMs`.
 * @param {TrackedPage} page
 * @param {number} [quietMs]
 */
async function apiQuiet(page, quietMs = 400) {
  await page.waitForLoadState('load');
  for (;;) {
    const pending = page.__apiPending ?? 0;
    const last = page.__apiLast ?? 0;
    if (pending === 0 && Date.now() - last >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Counts the page's API calls under way, for `apiQuiet`.
 * @param {TrackedPage} page a page, which this makes a TrackedPage
 */
export function trackApi(page) {
  page.__apiPending = 0;
  page.__apiLast = Date.now();
  const api = (/** @type {import('@playwright/test').Request} */ request) => request.url().includes('/api/');
  page.on('request', (request) => {
    if (!api(request)) return;
    page.__apiPending += 1;
    page.__apiLast = Date.now();
  });
  const done = (/** @type {import('@playwright/test').Request} */ request) => {
    if (!api(request)) return;
    page.__apiPending -= 1;
    page.__apiLast = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Reads the frame time at which a watched condition last became true, once it holds and the API is quiet.
 * @param {TrackedPage} page
 * @param {string} name
 * @returns {Promise<number>} (the condition holds: its time is set)
 */
async function settledSince(page, name) {
  await wait(page, (watch) => window.__bench.since(watch) !== null, name);
  await apiQuiet(page);
  await wait(page, (watch) => window.__bench.since(watch) !== null, name);
  return page.evaluate((watch) => /** @type {number} */ (window.__bench.since(watch)), name);
}

/**
 * Clicks `locator` (real input) and waits until the watched condition `name` holds. Returns the
 * interaction's duration from Event Timing (input to the next paint, 8 ms resolution; null when under
 * 16 ms) and the longest task since the click.
 * @param {Page} page
 * @param {import('@playwright/test').Locator} locator
 * @param {string} name
 * @param {'__firstHoldingDiffers' | '__trendRedrawn'} test the condition, which the scenario has put on the page's window
 * @param {string | null | undefined} arg
 */
async function interact(page, locator, name, test, arg) {
  await page.evaluate(({ watch, source, value }) => window.__bench.watch(watch, () => /** @type {(value: unknown) => boolean} */ (window[source])(value)), {
    watch: name,
    source: test,
    value: arg,
  });
  const from = await page.evaluate(() => performance.now());
  await locator.click();
  await wait(page, (watch) => window.__bench.since(watch) !== null, name);
  await page.waitForTimeout(150);
  return page.evaluate(
    ({ start }) => {
      const interaction = window.__bench.interactionAfter(start);
      return {
        eventDuration: interaction?.duration ?? null,
        longestTask: window.__bench.longestAfter(start).longest,
      };
    },
    { start: from },
  );
}

/**
 * What a cold load's first paint, heading, hydration and blocking time were (after `settled`).
 * @param {TrackedPage} page
 */
async function loadFigures(page) {
  const heading = await settledSince(page, 'headingVisible');
  return page.evaluate((headingAt) => {
    const paint = window.__bench.firstPaint();
    const tasks = window.__bench.longestAfter(paint ?? 0);
    return {
      firstContentfulPaint: paint,
      // The frame in which the heading was there, or the first paint if that came later (a frame is
      // painted after its callbacks run: on a slow CPU, the first one long after).
      headingVisible: Math.max(headingAt, paint ?? 0),
      hydration: window.__bench.hydration(),
      blockingTime: window.__bench.blockingAfter(paint ?? 0),
      longestTaskAfterPaint: tasks.longest,
      longTasksOver200: tasks.over200,
    };
  }, heading);
}

/**
 * Cold load of the fund list until its first result row is drawn.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function coldIndex(page, base) {
  await page.goto(`${base}/en/index`);
  const firstRow = await settledSince(page, 'fundListRow');
  return { ...(await loadFigures(page)), firstResultRow: firstRow };
}

/**
 * Cold load of a fund's page until every section of its first tab shows its data.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function coldDetails(page, base) {
  await page.goto(`${base}/en/details?code=${OLD_FUND}`);
  const drawn = await settledSince(page, 'sectionsDrawn');
  return { ...(await loadFigures(page)), everySectionDrawn: drawn };
}

/**
 * The pages as their HTML alone draws them (the app's script never arrives): first paint and heading.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function scriptBlocked(page, base) {
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
  /** @type {Run} */
  const figures = {};
  for (const [name, address] of [
    ['index', '/en/index'],
    ['details', `/en/details?code=${OLD_FUND}`],
  ]) {
    await page.goto(`${base}${address}`);
    const heading = await settledSince(page, 'headingVisible');
    figures[`${name}FirstPaint`] = await page.evaluate(() => window.__bench.firstPaint());
    figures[`${name}HeadingVisible`] = Math.max(heading, figures[`${name}FirstPaint`] ?? 0);
  }
  return figures;
}

/**
 * The holdings of the broadest fund: first rows, sort by sector and back, a scroll through all rows, memory.
 * @param {TrackedPage} page
 * @param {string} base
 * @param {CDPSession} cdp
 * @returns {Promise<Run>}
 */
export async function holdings(page, base, cdp) {
  await page.goto(`${base}/en/investment-portfolio-details?code=${BROAD_FUND}`);
  const firstRows = await settledSince(page, 'holdingsRows');
  const dataEnd = await page.evaluate(() => window.__bench.responseEnd('/detail/portfolioHolding'));
  const rowCount = await page.locator('[data-section="holdings"] [role="table"]').getAttribute('aria-rowcount');
  // The first cell's text changes when the rows are drawn in the new order.
  await page.evaluate(() => {
    window.__firstHoldingDiffers = (before) => document.querySelector('[data-section="holdings"] .vt-body [role="row"] [role="cell"]')?.textContent !== before;
  });
  // The sector column: a text sort (collation) over every row, with many ties.
  const sectorButton = page.locator('[data-section="holdings"] [role="columnheader"]').nth(2).locator('button.table-sort');
  const sortOnce = async (/** @type {string} */ name) => {
    const before = await page.evaluate(() => document.querySelector('[data-section="holdings"] .vt-body [role="row"] [role="cell"]')?.textContent);
    return interact(page, sectorButton, name, '__firstHoldingDiffers', before);
  };
  const bySector = await sortOnce('sortedBySector');
  const reversed = await sortOnce('sortedBack');
  const scroll = await page.evaluate(
    () =>
      /** @type {Promise<{ frames: number, dropped: number, p95: number, longestFrame: number }>} */ (
        new Promise((resolve) => {
          const scroller = /** @type {HTMLElement} */ (document.querySelector('[data-section="holdings"] .table-virtual'));
          /** @type {number[]} */
          const frames = [];
          let last = performance.now();
          let step = 0;
          const STEPS = 240;
          /** @param {number} now */
          const tick = (now) => {
            frames.push(now - last);
            last = now;
            step += 1;
            // 240 frames of a brisk wheel-like scroll: 20 rows a frame, through about 4,800 rows' worth (wrapping).
            scroller.scrollTop = (step * 800) % (scroller.scrollHeight - scroller.clientHeight);
            if (step < STEPS) requestAnimationFrame(tick);
            else {
              frames.shift();
              const budget = 1000 / 60;
              const dropped = frames.reduce((sum, frame) => sum + Math.max(0, Math.round(frame / budget) - 1), 0);
              const sorted = [...frames].sort((a, b) => a - b);
              resolve({ frames: frames.length, dropped, p95: sorted[Math.floor(sorted.length * 0.95)], longestFrame: sorted[sorted.length - 1] });
            }
          };
          requestAnimationFrame(tick);
        })
      ),
  );
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (/** @type {string} */ name) => metrics.find((entry) => entry.name === name)?.value ?? null;
  return {
    rows: Number(rowCount) - 1,
    firstRows,
    firstRowsAfterData: dataEnd === null ? null : firstRows - dataEnd,
    // Event Timing reports interactions of 16 ms or more: none means at most 16 ms.
    sortBySector: bySector.eventDuration ?? 16,
    sortReversed: reversed.eventDuration ?? 16,
    longestTaskInSort: Math.max(bySector.longestTask, reversed.longestTask),
    scrollFrames: scroll.frames,
    scrollDroppedFrames: scroll.dropped,
    scrollFrameP95: scroll.p95,
    scrollLongestFrame: scroll.longestFrame,
    jsHeapMB: /** @type {number} */ (metric('JSHeapUsedSize')) / 1048576,
    domNodes: metric('Nodes'),
  };
}

/**
 * A chart's range button pressed, until the chart is drawn again with the new range's rows: the
 * button's response, the data's arrival to the drawing, and the longest task.
 * @param {TrackedPage} page
 * @param {{ address: string, section: string, button: RegExp, call: string }} chart
 */
async function chartRange(page, { address, section, button, call }) {
  await page.goto(address);
  const canvas = `[data-section="${section}"] .chart-canvas`;
  await wait(page, (selector) => /** @type {HTMLElement | null} */ (document.querySelector(selector))?.dataset.renderedAt, canvas);
  await apiQuiet(page);
  await page.evaluate(
    ({ canvas, section }) => {
      // Drawn again, with the new period's rows (the old chart is no longer dimmed as stale).
      window.__trendRedrawn = (before) =>
        /** @type {HTMLElement | null} */ (document.querySelector(canvas))?.dataset.renderedAt !== before &&
        !document.querySelector(`[data-section="${section}"] [data-stale]`);
    },
    { canvas, section },
  );
  const before = await page.evaluate((selector) => /** @type {HTMLElement} */ (document.querySelector(selector)).dataset.renderedAt, canvas);
  const rangeButton = page.locator(`[data-section="${section}"] [role="radiogroup"] label`).filter({ hasText: button });
  const from = await page.evaluate(() => performance.now());
  const click = await interact(page, rangeButton, 'trendAll', '__trendRedrawn', before);
  const drawn = await page.evaluate(
    ({ selector, from, call }) => {
      // From the press of the button, as a visitor's click starts.
      const start = /** @type {number} */ (window.__bench.pressAfter(from)); // the button was pressed
      const element = /** @type {HTMLElement} */ (document.querySelector(selector));
      const renderedAt = Number(element.dataset.renderedAt);
      const dataEnd = window.__bench.responseEnd(call);
      return { clickToDrawn: renderedAt - start, dataToDrawn: dataEnd === null ? null : renderedAt - dataEnd, renderMs: Number(element.dataset.renderMs) };
    },
    { selector: canvas, from, call },
  );
  return { buttonResponse: click.eventDuration ?? 16, ...drawn, longestTask: click.longestTask };
}

/**
 * POSTs a call of the demo API from the page; its `data`.
 * @param {TrackedPage} page
 * @param {string} call
 * @param {Record<string, unknown>} body
 * @returns {Promise<any>}
 */
const apiData = (page, call, body) =>
  page.evaluate(
    async (/** @type {{ call: string, body: Record<string, unknown> }} */ { call, body }) =>
      (await (await fetch(`/api${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()).data,
    { call, body },
  );

/**
 * The performance trend of an old fund: 'All' pressed on its chart.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function trendChart(page, base) {
  const figures = await chartRange(page, {
    address: `${base}/en/per-details?code=${OLD_FUND}`,
    section: 'trendDetail',
    button: /^All$/,
    call: '/performanceTrend/ALL',
  });
  // The number of points drawn: the rows of the 'All' call.
  const points = (await apiData(page, '/v1/fundProduct/detail/performanceTrend/ALL', { productCode: OLD_FUND })).list.length;
  return { points, ...figures };
}

/** Four funds listed more than ten years ago. */
export const COMPARED_FUNDS = ['2800', '2808', 'PRI0119', '2900'];

/**
 * Four funds compared over ten years: '10Y' pressed on the comparison's chart, four series rebased to 100.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function compareChart(page, base) {
  const figures = await chartRange(page, {
    address: `${base}/en/compare?codes=${COMPARED_FUNDS.join(',')}`,
    section: 'compareTrend',
    button: /^10Y$/,
    call: '/compare/10Y',
  });
  const trend = (await apiData(page, '/v1/fundProduct/compare/10Y', { productCodes: COMPARED_FUNDS })).trend;
  return { series: trend.series.length, points: trend.list.length, ...figures };
}

/**
 * A language switch on the fund's page, until every visible section shows the new language.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function languageSwitch(page, base) {
  await page.goto(`${base}/en/details?code=${OLD_FUND}`);
  await settledSince(page, 'sectionsDrawn');
  // Chinese in the fund's name (from the API) and no section waiting for its new answer.
  await page.evaluate(() =>
    window.__bench.watch('switched', () => {
      if (document.documentElement.lang !== 'zh-TW') return false;
      if (!/[\u4e00-\u9fff]/.test(document.querySelector('h1')?.textContent ?? '')) return false;
      const manager = document.querySelector('[data-section="profile"] dd');
      if (manager && !/[\u4e00-\u9fff]/.test(/** @type {string} */ (manager.textContent))) return false;
      return (
        document.querySelectorAll('main [data-section]').length > 0 &&
        !window.__bench.busy() &&
        !document.querySelector('main [data-fetching], main [data-stale], main .mantine-Skeleton-root:not(.chart-placeholder)')
      );
    }),
  );
  const from = await page.evaluate(() => performance.now());
  await page.locator('.language-switch a[hreflang="zh-TW"]').click();
  const switched = await settledSince(page, 'switched');
  // From the press of the link, as a visitor's switch starts.
  const pressed = await page.evaluate((start) => /** @type {number} */ (window.__bench.pressAfter(start)), from); // the link was pressed
  const longest = await page.evaluate((start) => window.__bench.longestAfter(start).longest, from);
  return { untilEverySectionSwitched: switched - pressed, longestTask: longest };
}

/** The fund list's call, failed on purpose in `retryHttp500`. */
const FUND_LIST_CALL = '/v1/fundProduct/list';

/**
 * The retries of a call the server answers with HTTP 500 (the demo server's `http500` fault): how
 * long after each failed answer the next call left, in the page (Resource Timing). The retry rule
 * says 1000, 2000 and 4000 ms; src/api/retry-schedule.test.ts checks that on a controlled clock,
 * this measures what a visitor's browser does.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function retryHttp500(page, base) {
  await page.context().addCookies([{ name: 'demo-fault', value: encodeURIComponent(`http500@${FUND_LIST_CALL}`), url: base }]);
  await page.goto(`${base}/en/index`);
  // The section says so once the query has given up, after its last retry.
  await page.locator('section[data-section="fundList"] [role="alert"]').waitFor({ timeout: 60_000 });
  const calls = await page.evaluate(
    (call) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith(`/api${call}`))
        .map((entry) => ({ start: entry.startTime, end: /** @type {PerformanceResourceTiming} */ (entry).responseEnd })),
    FUND_LIST_CALL,
  );
  const gap = (/** @type {number} */ n) => (calls[n] && calls[n - 1] ? calls[n].start - calls[n - 1].end : null);
  return { calls: calls.length, retryGap1: gap(1), retryGap2: gap(2), retryGap3: gap(3) };
}

/**
 * A shared link with a filter, `/en/index?issuer=PKS`, opened cold: when the list call leaves and when
 * the dictionaries have answered (Resource Timing, from navigation start), and when the filtered
 * list is on screen. The list must not wait for the dictionaries to be asked for.
 * @param {TrackedPage} page
 * @param {string} base
 * @returns {Promise<Run>}
 */
export async function filteredList(page, base) {
  await page.goto(`${base}/en/index?issuer=PKS`);
  await page.getByText('Total 10 items').waitFor({ timeout: 60_000 });
  const listShown = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const [list, dictionaries] = await page.evaluate(() =>
    ['/api/v1/fundProduct/list', '/api/common/dictType'].map(
      (path) =>
        /** @type {PerformanceResourceTiming | undefined} */ (
          performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.endsWith(path))
        ),
    ),
  );
  return { listCallStart: list?.startTime ?? null, dictionariesAnswered: dictionaries?.responseEnd ?? null, listShown };
}

/**
 * What a first visit to each address transfers: before scrolling, and after scrolling to the end.
 * @param {TrackedPage} page
 * @param {string} base
 * @param {CDPSession} cdp
 * @param {string} address
 */
export async function routeBytes(page, base, cdp, address) {
  /** @type {Record<string, number>} */
  const byType = {};
  /** @type {Map<string, { type: string, url: string }>} */
  const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, { type: event.type, url: event.response.url }));
  cdp.on('Network.loadingFinished', (event) => {
    const info = types.get(event.requestId);
    if (!info) return;
    const kind =
      info.type === 'Script'
        ? 'js'
        : info.type === 'Stylesheet'
          ? 'css'
          : info.url.includes('/api/') || /\.json$/.test(new URL(info.url).pathname)
            ? 'data'
            : info.type === 'Document'
              ? 'html'
              : 'other';
    byType[kind] = (byType[kind] ?? 0) + event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(`${base}${address}`);
  await settledSince(page, 'sectionsDrawn');
  await page.waitForLoadState('networkidle');
  const firstView = { ...byType };
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
  await apiQuiet(page);
  return { firstView, scrolled: { ...byType } };
}
