// The `links` section kind: links to other screens of the site, carrying over chosen query parameters.
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import type { LinksSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import type { SectionKind } from '../section-types';
import { screenHref } from './screen-href';
import { SkeletonBar } from '../skeleton-bar';

/** The navigation's name: the section's title, else a generic one. */
function useNavLabel(section: LinksSection): string {
  const { t } = useTranslation();
  const label = useLabel();
  return section.title ? label(section.title) : t('links.label');
}

function LinksView({ section }: { section: LinksSection }) {
  const label = useLabel();
  const search = useSearch();
  return (
    <nav aria-label={useNavLabel(section)}>
      <ul className="screen-links">
        {section.links.map((link, index) => (
          <li key={`${index}-${link.route}`}>
            <Link href={screenHref(link, search)} className="screen-link">
              <span>{label(link.label)}</span>
              <span className="screen-link-arrow" aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Shown while the screen's subject decides whether the links show: the same boxes, not yet links. */
function LinksSkeleton({ section }: { section: LinksSection }) {
  const label = useLabel();
  return (
    <ul className="screen-links" aria-hidden="true">
      {section.links.map((link, index) => (
        <li key={`${index}-${link.route}`}>
          <SkeletonBar radius="md">
            <span className="screen-link">
              <span>{label(link.label)}</span>
              <span className="screen-link-arrow">→</span>
            </span>
          </SkeletonBar>
        </li>
      ))}
    </ul>
  );
}

export const linksKind: SectionKind<LinksSection> = {
  View: LinksView,
  Skeleton: LinksSkeleton,
  isEmpty: () => false,
};

/** The kind's code, as its index.ts loads it. */
export default linksKind;
