// What the benchmark puts on a page's window: the probe (bench/page-probe.js, injected into every
// page) and the conditions the scenarios add (bench/scenarios.mjs). The callbacks the scenarios give
// to page.evaluate run in the page and read them; this is their type for the type check.

/** The probe: long tasks, paints, interactions and the watched conditions, as page-probe.js records them. */
interface BenchProbe {
  longTasks: { start: number; duration: number }[];
  /** Whether a part of the page says it is loading (`aria-busy`), but a rich text waiting far below. */
  busy(): boolean;
  /** Watches a condition (one of the probe's own, by name, or `test`): `since(name)` tells when it last became true. */
  watch(name: string, test?: () => unknown): void;
  since(name: string): number | null;
  firstPaint(): number | null;
  longestAfter(from: number): { longest: number; over200: number };
  blockingAfter(from: number): number;
  hydration(): number | null;
  pressAfter(from: number): number | null;
  interactionAfter(from: number): { name: string; start: number; duration: number } | null;
  responseEnd(part: string): number | null;
}

interface Window {
  __bench: BenchProbe;
  /** scenarios.mjs › holdings: whether the first holding's text is no longer `before`. */
  __firstHoldingDiffers?: (before: string | null | undefined) => boolean;
  /** scenarios.mjs › trendChart: whether the chart was drawn again since `before`, with fresh rows. */
  __trendRedrawn?: (before: string | undefined) => boolean;
}
