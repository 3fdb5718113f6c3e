// The site's comparison (`site.compare` of the manifest) for the parts that choose funds for it: a
// table's checkboxes, a fund screen's button. The layout gives it (app/site-layout.tsx); a site
// without a comparison gives none, and those parts are not drawn.
import { createContext, useContext } from 'react';
import type { SiteCompare } from '../manifest/screens.gen';

export const CompareContext = createContext<SiteCompare | undefined>(undefined);

/** The site's comparison, if it has one. */
export const useSiteCompare = (): SiteCompare | undefined => useContext(CompareContext);

/** How many funds a comparison takes when the manifest does not say (the schema's default). */
export const DEFAULT_COMPARE_MAX = 4;

/** How many funds the site's comparison takes. */
export const compareMax = (compare: SiteCompare): number => compare.max ?? DEFAULT_COMPARE_MAX;
