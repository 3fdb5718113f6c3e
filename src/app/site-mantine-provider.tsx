// Mantine's context for a site that is always light and whose theme variables are in the page's
// HTML (theme-style.ts, written by the build): the two contexts Mantine's components read, without
// MantineProvider's variables writer, colour-scheme manager and breakpoint classes, whose code (a
// few KB) the app would otherwise run before it is interactive for nothing the site uses.
import { useLayoutEffect, type ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';

const noop = () => undefined;
const rootElement = () => document.documentElement;

/** The context MantineProvider would give with `forceColorScheme="light"` and `withCssVariables={false}`. */
const LIGHT = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: rootElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

export function SiteMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  // Mantine's transitions stop for visitors who ask for less motion (its CSS reads this attribute).
  useLayoutEffect(() => {
    if (theme.respectReducedMotion) rootElement().setAttribute('data-respect-reduced-motion', 'true');
  }, [theme.respectReducedMotion]);
  return (
    <MantineContext value={LIGHT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
