// Mantine's theme variables, written into the page by the first render (in the page's HTML, so the
// first paint has them): those of every scheme and the light scheme's. The site is always light
// (`forceColorScheme`), so the dark scheme's 7 KB are left out, which Mantine's own writer cannot do,
// and so are the palettes it never uses.
import { memo } from 'react';
import { convertCssVariables, defaultCssVariablesResolver, useMantineTheme } from '@mantine/core';

/** Palettes no style or component of the site uses (its colours: the primary blue, gray, dark, red, green, teal, yellow, orange). */
const UNUSED = /^--mantine-color-(pink|grape|violet|indigo|cyan|lime)-/;
const used = (variables: Record<string, string>) => Object.fromEntries(Object.entries(variables).filter(([name]) => !UNUSED.test(name)));

export const ThemeVariables = memo(function ThemeVariables() {
  const theme = useMantineTheme();
  const { variables, light } = defaultCssVariablesResolver(theme);
  const css = convertCssVariables({ variables: used(variables), light: { ...used(light), '--mantine-color-scheme': 'light' }, dark: {} }, ':root');
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: css }} />;
});
