// A manifest link: internal routes stay in the visitor's language, external ones open a new window.
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import type { Link as LinkConfig } from '../manifest/screens.gen';
import { useLabel } from '../i18n/use-label';

export function SiteLink({ link, className }: { link: LinkConfig; className?: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  if (link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={className}>
        {label(link.label)}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {label(link.label)}
      <span className="visually-hidden">{` ${t('shell.opensInNewWindow')}`}</span>
    </a>
  );
}
