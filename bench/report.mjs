// The benchmark's figures: median and spread of each, the targets they are held against, and the
// text (terminal) and Markdown (docs/performance.md) tables.

/** @typedef {{ label: string, unit: string, target?: number }} Figure A figure: what it is, its unit and its target (a maximum). */
/** @typedef {Record<string, number | null>} Run One run of a scenario: its figures. */
/** @typedef {{ runs: (number | null)[], median: number | null, min: number | null, max: number | null }} Summary A figure over the runs. */
/**
 * What a benchmark measured (bench/run.mjs; bench/results.json).
 * @typedef {object} Results
 * @property {string} measuredAt
 * @property {{ chromium: string, node: string, cpus: number, cpuModel: string, cpuSlowdown: number, runs: number, viewport: string, network: string, loadAverage: { before: number, after: number } }} environment
 * @property {Record<string, Record<string, Summary>>} scenarios
 * @property {Record<string, { firstView: Record<string, number>, scrolled: Record<string, number> }>} bytes bytes transferred per address and kind
 * @property {Record<string, { version: string, figures: Record<string, Summary> } | { missing: string }>} [engines] cold loads in each engine, not slowed down (bench/engines.mjs)
 * @property {number} seconds
 */

/**
 * The figures of a cold load after its first paint: the page's HTML taken over, and the main thread.
 * @type {Record<string, Figure>}
 */
const AFTER_PAINT = {
  hydration: { label: "hydration (the page's HTML taken over)", unit: 'ms' },
  blockingTime: { label: 'blocking time after first paint (long tasks beyond 50 ms)', unit: 'ms', target: 150 },
  longestTaskAfterPaint: { label: 'longest task after first paint', unit: 'ms', target: 200 },
  longTasksOver200: { label: 'tasks over 200 ms after first paint', unit: '', target: 0 },
};

/**
 * What each figure is, its unit, and its target where the design sets one (a maximum).
 * @type {Record<string, { title: string, [figure: string]: Figure | string }>}
 */
export const FIGURES = {
  coldIndex: {
    title: 'Cold load of /index',
    firstContentfulPaint: { label: 'first contentful paint', unit: 'ms' },
    headingVisible: { label: 'heading visible', unit: 'ms' },
    firstResultRow: { label: 'first result row drawn', unit: 'ms' },
    ...AFTER_PAINT,
  },
  filteredList: {
    title: 'Cold load of a shared filtered link (/en/index?issuer=PKS)',
    listCallStart: { label: 'list call leaves', unit: 'ms' },
    dictionariesAnswered: { label: 'dictionaries answered', unit: 'ms' },
    listShown: { label: 'filtered list shown', unit: 'ms' },
  },
  coldDetails: {
    title: 'Cold load of /details?code=2800',
    firstContentfulPaint: { label: 'first contentful paint', unit: 'ms' },
    headingVisible: { label: "heading (the fund's name) visible", unit: 'ms' },
    everySectionDrawn: { label: 'every section of the first tab drawn', unit: 'ms' },
    ...AFTER_PAINT,
  },
  scriptBlocked: {
    title: "The pages as their HTML alone draws them (the app's script blocked)",
    indexFirstPaint: { label: '/index: first contentful paint', unit: 'ms' },
    indexHeadingVisible: { label: '/index: heading visible', unit: 'ms' },
    detailsFirstPaint: { label: '/details?code=2800: first contentful paint', unit: 'ms' },
    detailsHeadingVisible: { label: "/details?code=2800: the fund's name visible", unit: 'ms' },
  },
  holdings: {
    title: 'Holdings of the All-World ETF 3194 (/investment-portfolio-details)',
    rows: { label: 'rows', unit: '' },
    firstRows: { label: 'first rows drawn (cold load)', unit: 'ms' },
    firstRowsAfterData: { label: 'first rows drawn after the data arrived', unit: 'ms' },
    sortBySector: { label: 'sort by sector (text): click to next paint', unit: 'ms', target: 100 },
    sortReversed: { label: 'reverse the sort: click to next paint', unit: 'ms', target: 100 },
    longestTaskInSort: { label: 'longest task while sorting', unit: 'ms', target: 200 },
    scrollFrames: { label: 'frames of scrolling (20 rows a frame)', unit: '' },
    scrollDroppedFrames: { label: 'dropped frames while scrolling', unit: '' },
    scrollFrameP95: { label: 'frame time while scrolling, 95th percentile', unit: 'ms' },
    scrollLongestFrame: { label: 'longest frame while scrolling', unit: 'ms' },
    jsHeapMB: { label: 'JS heap after scrolling (after GC)', unit: 'MB' },
    domNodes: { label: 'DOM nodes', unit: '' },
  },
  trendChart: {
    title: "Performance trend of 2800, 'All' (/per-details)",
    points: { label: 'daily points per series', unit: '' },
    buttonResponse: { label: "'All' button: click to next paint", unit: 'ms' },
    dataToDrawn: { label: 'data arrived to chart drawn', unit: 'ms', target: 300 },
    renderMs: { label: 'picture asked for to drawn (data-render-ms)', unit: 'ms' },
    clickToDrawn: { label: 'click to chart drawn (with the call)', unit: 'ms' },
    longestTask: { label: 'longest task', unit: 'ms', target: 200 },
  },
  compareChart: {
    title: "Four funds compared, '10Y' (/compare?codes=2800,2808,PRI0119,2900)",
    series: { label: 'series (funds)', unit: '' },
    points: { label: 'points per series (a week each, past a year)', unit: '' },
    buttonResponse: { label: "'10Y' button: click to next paint", unit: 'ms' },
    dataToDrawn: { label: 'data arrived to chart drawn', unit: 'ms', target: 300 },
    renderMs: { label: 'picture asked for to drawn (data-render-ms)', unit: 'ms' },
    clickToDrawn: { label: 'click to chart drawn (with the call)', unit: 'ms' },
    longestTask: { label: 'longest task', unit: 'ms', target: 200 },
  },
  languageSwitch: {
    title: 'Language switch on /details (English → Traditional Chinese)',
    untilEverySectionSwitched: { label: 'click to every section in the new language', unit: 'ms', target: 500 },
    longestTask: { label: 'longest task', unit: 'ms', target: 200 },
  },
  // What the retry rule says (1, 2 and 4 s) is checked on a controlled clock by
  // src/api/retry-schedule.test.ts; here it is only measured, with no verdict.
  retryHttp500: {
    title: 'Retries of the fund list answered with HTTP 500 (/index, demo fault)',
    calls: { label: 'calls (the rule: 4)', unit: '' },
    retryGap1: { label: 'failed answer to 1st retry (the rule: 1000 ms)', unit: 'ms' },
    retryGap2: { label: 'failed answer to 2nd retry (the rule: 2000 ms)', unit: 'ms' },
    retryGap3: { label: 'failed answer to 3rd retry (the rule: 4000 ms)', unit: 'ms' },
  },
};

/** @type {(values: number[]) => number} */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Every numeric figure of a scenario's runs: the runs, median, min and max.
 * @param {Run[]} runs
 * @returns {Record<string, Summary>}
 */
export function summarise(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    keys.map((key) => {
      const values = /** @type {number[]} */ (runs.map((run) => run[key]).filter((value) => typeof value === 'number' && Number.isFinite(value)));
      if (!values.length) return [key, { runs: runs.map((run) => run[key] ?? null), median: null, min: null, max: null }];
      return [key, { runs: values.map(round), median: round(median(values)), min: round(Math.min(...values)), max: round(Math.max(...values)) }];
    }),
  );
}

/** @type {(value: number) => number} */
const round = (value) => Math.round(value * 10) / 10;
/** @type {(value: number | null, unit: string) => string} */
const show = (value, unit) => (value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)}${unit ? ` ${unit}` : ''}`);
/** @type {(figure: Figure, value: number | null) => string} */
const verdict = (figure, value) => (figure.target === undefined || value === null ? '' : value <= figure.target ? 'meets' : 'MISSES');

/**
 * The rows of the figures table: scenario, figure, median, spread, target.
 * @param {Results} results
 */
function rows(results) {
  const out = [];
  for (const [scenario, figures] of Object.entries(FIGURES)) {
    const measured = results.scenarios[scenario];
    if (!measured) continue;
    // Every entry but the title (skipped below) is a figure.
    for (const [key, figure] of /** @type {[string, Figure][]} */ (Object.entries(figures))) {
      if (key === 'title' || !measured[key]) continue;
      const { median: middle, min, max } = measured[key];
      out.push({
        scenario: figures.title,
        label: figure.label,
        median: show(middle, figure.unit),
        spread: min === null ? '—' : `${show(min, '')}–${show(max, figure.unit)}`,
        target: figure.target === undefined ? '' : `≤ ${figure.target}${figure.unit ? ` ${figure.unit}` : ''} ${verdict(figure, middle)}`,
      });
    }
  }
  return out;
}

/** @type {(bytes: number | undefined) => string} */
const kb = (bytes) => (bytes === undefined ? '0.0' : (bytes / 1024).toFixed(1));

/**
 * The bytes table: per address, JS, CSS, data, HTML and total, before and after scrolling.
 * @param {Results} results
 */
function bytesRows(results) {
  return Object.entries(results.bytes).map(([address, { firstView, scrolled }]) => {
    const total = (/** @type {Record<string, number>} */ part) => Object.values(part).reduce((sum, value) => sum + value, 0);
    return {
      address,
      js: kb(firstView.js),
      css: kb(firstView.css),
      data: kb(firstView.data),
      html: kb(firstView.html),
      total: kb(total(firstView)),
      scrolledJs: kb(scrolled.js),
      scrolledTotal: kb(total(scrolled)),
    };
  });
}

/** The engines' figures, each with its label. */
const ENGINE_FIGURES = [
  ['indexFirstPaint', '/en/index: first paint'],
  ['indexFirstFundRow', '/en/index: first fund row drawn'],
  ['detailsFirstPaint', '/en/details?code=2800: first paint'],
  ['detailsEverySectionDrawn', '/en/details?code=2800: every section drawn'],
];

/**
 * The engines' cold loads as rows: a label, then each engine's median (min–max) in ms.
 * @param {Results} results
 * @returns {{ engines: string[], versions: string[], rows: string[][] }}
 */
function engineRows(results) {
  const engines = Object.keys(results.engines ?? {});
  const entries = engines.map((engine) => /** @type {NonNullable<Results['engines']>} */ (results.engines)[engine]);
  const versions = entries.map((entry) => ('missing' in entry ? `not run: ${entry.missing}` : entry.version));
  const rows = ENGINE_FIGURES.map(([key, label]) => [
    label,
    ...entries.map((entry) => {
      const figure = 'figures' in entry ? entry.figures[key] : undefined;
      return figure?.median == null ? '–' : `${figure.median} (${figure.min}–${figure.max})`;
    }),
  ]);
  return { engines, versions, rows };
}

/**
 * The figures as terminal text.
 * @param {Results} results
 */
export function textReport(results) {
  const env = results.environment;
  const lines = [
    `\nChromium ${env.chromium}, CPU ${env.cpuSlowdown}× slower, load average ${env.loadAverage.before} → ${env.loadAverage.after} on ${env.cpus} CPUs, ${env.runs} runs each (median, min–max):`,
  ];
  let scenario = '';
  for (const row of rows(results)) {
    if (row.scenario !== scenario) lines.push(`\n${(scenario = row.scenario)}`);
    lines.push(`  ${row.label.padEnd(52)} ${row.median.padStart(10)}  (${row.spread})  ${row.target}`);
  }
  if (Object.keys(results.bytes).length)
    lines.push('\nBytes transferred on a first visit, KB (JS / CSS / data / HTML = total; after scrolling to the end: JS, total)');
  for (const row of bytesRows(results))
    lines.push(
      `  ${row.address.padEnd(48)} ${row.js} / ${row.css} / ${row.data} / ${row.html} = ${row.total}; scrolled ${row.scrolledJs}, ${row.scrolledTotal}`,
    );
  const engines = engineRows(results);
  if (engines.engines.length) {
    lines.push('\nCold loads in each engine, not slowed down, ms (median, min–max):');
    lines.push(`  ${''.padEnd(44)} ${engines.engines.map((engine) => engine.padEnd(22)).join(' ')}`);
    for (const [label, ...cells] of engines.rows) lines.push(`  ${label.padEnd(44)} ${cells.map((cell) => cell.padEnd(22)).join(' ')}`);
    lines.push(...engines.engines.map((engine, index) => `  ${engine}: ${engines.versions[index]}`));
  }
  return lines.join('\n');
}

/**
 * The figures as the Markdown tables of docs/performance.md.
 * @param {Results} results
 */
export function markdownReport(results) {
  const env = results.environment;
  const lines = [
    `Measured ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC: Chromium ${env.chromium}, CPU slowed down ${env.cpuSlowdown}× (${env.cpus} × ${env.cpuModel}; load average ${env.loadAverage.before} before, ${env.loadAverage.after} after), viewport ${env.viewport}, network ${env.network}; ${env.runs} runs each, each in a fresh browser context (cold cache).`,
    '',
    '| scenario | figure | median | spread (min–max) | target |',
    '|---|---|--:|--:|---|',
    ...rows(results).map((row) => `| ${row.scenario} | ${row.label} | ${row.median} | ${row.spread} | ${row.target} |`),
    '',
    'Bytes transferred on a first visit (compressed, with headers), in KB. "First view" is the page as it opens; "scrolled" includes what loads when the visitor then scrolls to the end.',
    '',
    '| address | JS | CSS | data | HTML | total, first view | JS, scrolled | total, scrolled |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...bytesRows(results).map(
      (row) => `| \`${row.address}\` | ${row.js} | ${row.css} | ${row.data} | ${row.html} | ${row.total} | ${row.scrolledJs} | ${row.scrolledTotal} |`,
    ),
  ];
  const engines = engineRows(results);
  if (engines.engines.length)
    lines.push(
      '',
      `Cold loads in each engine, side by side in the same run, not slowed down (no engine but Chromium can slow its CPU), viewport 1280×900, each load in a new browser; ms, median (min–max). ${engines.engines.map((engine, index) => `${engine}: ${engines.versions[index]}`).join('; ')}.`,
      '',
      `| figure | ${engines.engines.join(' | ')} |`,
      `|---|${engines.engines.map(() => '--:').join('|')}|`,
      ...engines.rows.map((row) => `| ${row.join(' | ')} |`),
    );
  return lines.join('\n');
}

/**
 * Builds measured side by side (`BENCH_COMPARE`): per figure, each build's median and spread, and
 * the change of its median from the first build's.
 * @param {Record<string, Record<string, Run[]>>} runs build → scenario → runs
 * @returns {string}
 */
export function compareReport(runs) {
  const names = Object.keys(runs);
  const summaries = Object.fromEntries(
    names.map((name) => [name, Object.fromEntries(Object.entries(runs[name] ?? {}).map(([scenario, list]) => [scenario, summarise(list)]))]),
  );
  const lines = [`\nMedian (min–max) of each build, and its change from ${names[0]}'s median:`];
  for (const [scenario, figures] of Object.entries(FIGURES)) {
    if (!summaries[names[0] ?? '']?.[scenario]) continue;
    lines.push(`\n${figures.title}`);
    for (const [key, figure] of /** @type {[string, Figure][]} */ (Object.entries(figures))) {
      if (key === 'title') continue;
      const cells = names.map((name, index) => {
        const measured = summaries[name]?.[scenario]?.[key];
        if (!measured || measured.median === null) return '—'.padEnd(28);
        const first = summaries[names[0] ?? '']?.[scenario]?.[key]?.median;
        const change = index === 0 || !first ? '' : ` ${measured.median >= first ? '+' : ''}${(((measured.median - first) / first) * 100).toFixed(1)} %`;
        return `${show(measured.median, figure.unit)} (${show(measured.min ?? 0, '')}–${show(measured.max ?? 0, '')})${change}`.padEnd(28);
      });
      lines.push(`  ${figure.label.padEnd(56)} ${cells.join('  ')}`);
    }
  }
  lines.push(`\n  builds: ${names.join(', ')}`);
  return lines.join('\n');
}
