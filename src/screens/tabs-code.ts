// The code of a screen's tabs (screen-tabs.tsx), loaded once, on demand, with the code of the
// sections of a screen that has them (kinds-ready.ts).
import { onDemand } from '../chunks/load-chunk';

export const screenTabsCode = onDemand(() => import('./screen-tabs'));
