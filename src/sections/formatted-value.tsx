// One formatted value, as every kind shows it: its text, a rise/fall colour, an external link, or a readable 'not available'.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Formatted } from '../formats/format-registry';

/** The class of a formatted value's tone (`tone-up`, `tone-down`); undefined when flat or untoned. */
export function toneClass(formatted: Formatted): string | undefined {
  return formatted.tone === 'up' || formatted.tone === 'down' ? `tone-${formatted.tone}` : undefined;
}

/** A formatted value as inline content; `toned: false` leaves the colour to the container (a table cell colours itself). */
export function FormattedValue({ formatted, toned = true }: { formatted: Formatted; toned?: boolean }) {
  const { t } = useTranslation();
  if (formatted.empty) {
    return (
      <>
        <span aria-hidden="true">{formatted.text}</span>
        <VisuallyHidden>{t('states.noValue')}</VisuallyHidden>
      </>
    );
  }
  if (formatted.href) {
    return (
      <a href={formatted.href} target="_blank" rel="noopener noreferrer">
        {formatted.text}
        <VisuallyHidden>{` ${t('shell.opensInNewWindow')}`}</VisuallyHidden>
      </a>
    );
  }
  return toned ? <span className={toneClass(formatted)}>{formatted.text}</span> : <>{formatted.text}</>;
}
