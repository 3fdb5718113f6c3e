// The `comparison` kind's code, loaded when a screen shows one.
import type { ComparisonSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { comparisonColumns } from './comparison-data';
import { ComparisonSkeleton, ComparisonView } from './comparison-table';
import { addComparisonTexts } from '../../i18n/comparison-texts';

// Their words come with the kind's code (i18n/comparison-texts.ts).
addComparisonTexts();

export const comparisonKind: SectionKind<ComparisonSection> = {
  View: ComparisonView,
  Skeleton: ComparisonSkeleton,
  // No fund in the answer is no data; funds with no row named (no common holdings) say why in the view.
  isEmpty: (data, section) => comparisonColumns(section, data.value).length === 0,
};

/** The kind's code, as its index.ts loads it. */
export default comparisonKind;
