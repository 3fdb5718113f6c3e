// The words of a comparison's rows and reasons, in the page's language: the table's and its CSV file's.
import { useTranslation } from '../../i18n/use-translation';
import type { ComparisonSection, Label } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';

/** A label from the manifest (three languages) or from the answer (already in the page's language). */
export function useRowLabel(): (text: Label | string) => string {
  const label = useLabel();
  return (text) => (typeof text === 'string' ? text : label(text));
}

/** The words of a reason's code, or "Not available" for a code the manifest does not list. */
export function useReasonText(section: ComparisonSection): (reason: string | undefined) => string {
  const { t } = useTranslation();
  const label = useLabel();
  return (reason) => {
    const words = reason ? section.reasons[reason] : undefined;
    return words ? label(words) : t('comparison.notAvailable');
  };
}
