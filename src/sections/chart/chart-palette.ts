// The chart's colours, taken from the site's Mantine theme: the primary colour first, then hues that
// stay apart from their neighbours, each at a shade with at least 3:1 contrast on white (WCAG 1.4.11).
import { getPrimaryShade } from '@mantine/core';
import type { MantineColor, MantineColorShade, MantineTheme } from '@mantine/core';

/** What the option builder paints with. */
export interface ChartColors {
  /** Series and slices, in order. */
  series: string[];
  /** Axis labels and legend text. */
  text: string;
  /** Tooltip text. */
  strong: string;
  /** Axis lines and ticks. */
  axis: string;
  /** Split lines behind the data. */
  grid: string;
  /** The page behind the chart (slice borders). */
  surface: string;
  fontFamily: string;
}

/** The hues after the primary colour, in the order series and slices take them. */
const HUES: [MantineColor, MantineColorShade][] = [
  ['orange', 8],
  ['teal', 8],
  ['grape', 8],
  ['lime', 9],
  ['pink', 8],
  ['cyan', 9],
  ['violet', 7],
  ['red', 9],
  ['green', 9],
  ['gray', 7],
  ['orange', 9],
];

/**
 * The chart's colours from the theme (light scheme: the site forces it), and its typeface: `font`, the
 * chart's element's own (its computed `font-family`, in the page's language), else the theme's. A
 * canvas takes only a typeface's names: the theme's `var(--font-family-hant)` there is no font at all,
 * and the canvas drew its default, 10 px, in its place. Names are quoted with ' (a picture's SVG
 * writes the typeface into a "-quoted attribute, which a " would end).
 */
export function chartColors(theme: MantineTheme, font?: string): ChartColors {
  const color = (hue: MantineColor, shade: MantineColorShade) => theme.colors[hue]?.[shade];
  const series = [color(theme.primaryColor, getPrimaryShade(theme, 'light')), ...HUES.map(([hue, shade]) => color(hue, shade))];
  return {
    series: series.filter((value): value is string => typeof value === 'string'),
    text: color('gray', 7) ?? '#495057',
    strong: theme.black,
    axis: color('gray', 5) ?? '#adb5bd',
    grid: color('gray', 2) ?? '#e9ecef',
    surface: theme.white,
    fontFamily: (font || theme.fontFamily || 'sans-serif').replace(/"/g, "'"),
  };
}
