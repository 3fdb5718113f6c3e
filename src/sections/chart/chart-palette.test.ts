import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { chartColors } from './chart-palette';

/** WCAG contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('chart colours', () => {
  const colors = chartColors(mergeMantineTheme(DEFAULT_THEME, { primaryColor: 'blue', primaryShade: 8 }));

  it("starts with the theme's primary colour", () => {
    expect(colors.series[0]).toBe(DEFAULT_THEME.colors.blue[8]);
  });

  it('gives twelve distinct series colours, each with 3:1 contrast on white', () => {
    expect(new Set(colors.series).size).toBe(12);
    for (const color of colors.series) expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(3);
  });

  it('writes axis text with 4.5:1 contrast on white', () => {
    expect(contrastOnWhite(colors.text)).toBeGreaterThanOrEqual(4.5);
  });
});
