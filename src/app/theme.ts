// The Mantine theme. Shade 8 of the primary colour keeps text contrast at WCAG AA; Mantine's own
// transitions (tab indicator, segmented controls, toasts) stop for visitors who ask for less motion.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  respectReducedMotion: true,
  // The system's own fonts; Chinese in the typefaces of the page's script (app.css).
  fontFamily: 'var(--font-family-hant)',
});
