// The parts of a screen that not every screen has, whose code loads once, on demand, with the code of
// its sections (kinds-ready.ts): its tabs (screen-tabs.tsx, drawn with the on-demand styles), and,
// for a screen about a fund, what it says when the fund cannot be loaded (subject-failed.tsx) and its
// button that adds the fund to the comparison (compare-button.tsx). The fund list has none of them,
// and does not run them before it is interactive.
import type { Screen } from '../manifest/screens.gen';
import { onDemand } from '../runtime/load-chunk';
import { loadOnDemandStyles } from '../runtime/on-demand-styles';

export const screenTabsCode = onDemand(() => import('./screen-tabs'));
export const subjectFailedCode = onDemand(() => import('./subject-failed'));
export const compareButtonCode = onDemand(() => import('./compare-button'));

/**
 * What a screen's own parts need, started now: its tabs' code and styles where it has tabs, the
 * failure view where it has a subject, the comparison's button where the subject has one.
 */
export function loadScreenParts(screen: Pick<Screen, 'tabs' | 'subject'>): Array<Promise<unknown>> {
  return [
    ...(screen.tabs?.length ? [loadOnDemandStyles(), screenTabsCode.load()] : []),
    ...(screen.subject ? [subjectFailedCode.load()] : []),
    ...(screen.subject?.compare ? [compareButtonCode.load()] : []),
  ];
}
