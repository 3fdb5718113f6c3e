// One formatted value, as every kind shows it: its text, a rise/fall colour, an external link, or a readable 'not available'.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Formatted } from '../formats/format-registry';

/** The class of a formatted value's tone (`tone-up`, `tone-down`); undefined when flat or untoned. */
export function toneClass(formatted: Formatted): string | undefined {
  return formatted.tone === 'up' || formatted.tone === 'down' ? `tone-${formatted.tone}` : undefined;
}

/** 'Not available': a dash to the eye, words to a screen reader. */
function NoValue({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{t('states.noValue')}</VisuallyHidden>
    </>
  );
}

/** A link out of the site, which says it opens a new window. */
function ExternalLink({ href, text }: { href: string; text: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <VisuallyHidden>{` ${t('shell.opensInNewWindow')}`}</VisuallyHidden>
    </a>
  );
}

/**
 * A formatted value as inline content; `toned: false` leaves the colour to the container (a table cell colours itself).
 * Plain values use no hook: a long table mounts thousands of cells as it scrolls, and each useTranslation costs a copy of the i18n instance.
 */
export function FormattedValue({ formatted, toned = true }: { formatted: Formatted; toned?: boolean }) {
  if (formatted.empty) return <NoValue text={formatted.text} />;
  if (formatted.href) return <ExternalLink href={formatted.href} text={formatted.text} />;
  return toned ? <span className={toneClass(formatted)}>{formatted.text}</span> : <>{formatted.text}</>;
}
