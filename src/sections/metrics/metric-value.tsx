// A metric's formatted value: its text with a rise/fall colour, or a readable 'not available'.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Formatted } from '../../formats/format-registry';

/** The class of a formatted value's tone (`tone-up`, `tone-down`); undefined when flat or untoned. */
export function toneClass(formatted: Formatted): string | undefined {
  return formatted.tone === 'up' || formatted.tone === 'down' ? `tone-${formatted.tone}` : undefined;
}

/** A formatted value as inline content. */
export function MetricValue({ formatted }: { formatted: Formatted }) {
  const { t } = useTranslation();
  if (!formatted.empty) return <span className={toneClass(formatted)}>{formatted.text}</span>;
  return (
    <>
      <span aria-hidden="true">{formatted.text}</span>
      <VisuallyHidden>{t('states.noValue')}</VisuallyHidden>
    </>
  );
}
