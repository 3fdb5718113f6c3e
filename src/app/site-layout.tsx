// The root layout: skip link, header (name, language switch, login), main, footer, and the
// comparison's tray once a fund is chosen.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '@mantine/core';
import type { Site, SiteCompare } from '../manifest/screens.gen';
import { useLabel } from '../i18n/use-label';
import { LanguageSwitch } from './language-switch';
import { SiteLink } from './site-link';
import { loadChunk } from '../runtime/load-chunk';
import { CompareContext } from '../sections/compare-context';
import { useAnyCompared } from '../stores/app-storage';

// The question and the reset load when asked for: no visitor pays for them before.
const ResetDialog = lazy(() => loadChunk(() => import('./reset-dialog')));
// The tray loads once a fund is chosen for the comparison: most visits choose none.
const CompareTray = lazy(() => loadChunk(() => import('./compare-tray')));

/**
 * The comparison's tray while a fund is chosen, except on the comparison screen, which shows the
 * funds itself. Not in the page's HTML: the build knows of no choice, so the hydrating render draws
 * none (useAnyCompared) and the visit's choice shows right after, over the page, moving nothing.
 */
function CompareTrayHost({ compare }: { compare: SiteCompare }) {
  const [path] = useLocation();
  const chosen = useAnyCompared();
  if (!chosen || path === compare.route) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray compare={compare} />
    </Suspense>
  );
}

/** The footer's way to clear every stored setting, after a question. */
function ResetSettings() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" className="footer-reset" onClick={() => setAsking(true)}>
        {t('reset.open')}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ResetDialog onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function SiteLayout({ site, children }: { site: Site; children: ReactNode }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [path] = useLocation();
  const search = useSearch();
  const login = site.header.loginLink;
  return (
    <CompareContext.Provider value={site.compare}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link href="/index" className="site-name">
            {label(site.name)}
          </Link>
          <div className="site-tools">
            <LanguageSwitch path={path} search={search} />
            <Button component="a" href={login.href} target="_blank" rel="noopener noreferrer" size="xs">
              {label(login.label)}
              <span className="visually-hidden">{` ${t('shell.opensInNewWindow')}`}</span>
            </Button>
            {(site.header.links ?? []).map((link) => (
              <SiteLink key={link.id} link={link} />
            ))}
          </div>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer-inner">
          <nav aria-label={t('shell.footerNavigation')}>
            <ul className="footer-links">
              {site.footer.links.map((link) => (
                <li key={link.id}>
                  <SiteLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
          {site.footer.notice ? <p>{label(site.footer.notice)}</p> : null}
          <p>{label(site.footer.copyright)}</p>
          <ResetSettings />
        </div>
      </footer>
      {site.compare ? <CompareTrayHost compare={site.compare} /> : null}
    </CompareContext.Provider>
  );
}
