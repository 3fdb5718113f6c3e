// Mantine's theme variables as the page's CSS, written into every page's head by the build
// (build.mjs, through scripts/lib/prerender.mjs): those of every scheme and the light scheme's. The
// site is always light, so the dark scheme's 7 KB are left out, which Mantine's own writer cannot do,
// and so are the palettes it never uses. Build time only: the browser gets the result, not this code.
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';

/** Palettes no style or component of the site uses (its colours: the primary blue, gray, dark, red, green, teal, yellow, orange). */
const UNUSED = /^--mantine-color-(pink|grape|violet|indigo|cyan|lime)-/;
const used = (variables: Record<string, string>) => Object.fromEntries(Object.entries(variables).filter(([name]) => !UNUSED.test(name)));

/** The site theme's variables as a stylesheet for `:root`. */
export function themeCss(): string {
  const { variables, light } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return convertCssVariables({ variables: used(variables), light: { ...used(light), '--mantine-color-scheme': 'light' }, dark: {} }, ':root');
}
