// The comparison's tray: a bar along the bottom of the window with the funds chosen for the
// comparison (a table's checkboxes, a fund page's button), each with a button that takes it out, how
// many are chosen of how many the comparison takes, the Compare button that opens the comparison
// screen with their codes, and Clear. It says so when a fund is refused because the comparison is
// full. Loaded on demand by the layout (site-layout.tsx) once a fund is chosen: a visit that
// chooses none never runs it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Button, CloseButton } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { addComparisonTexts } from '../i18n/comparison-texts';
import type { SiteCompare } from '../manifest/screens.gen';
import { useAppStorage, useComparedFunds, type AppStorage } from '../stores/app-storage';
import { compareMax } from '../sections/compare-context';

/** How long the tray says that the comparison is full, in milliseconds. */
// The tray's words come with its code, as the comparison's do (locales/on-demand/).
addComparisonTexts();

export const FULL_MESSAGE_MS = 6000;
/** The fewest funds a comparison compares. */
const LEAST = 2;

/**
 * The comparison screen's address for these funds, `/compare?codes=2800,2828`: a path of the site,
 * which the router's links write in the page's language (`/en/compare?…`). The commas stay as they
 * are, as a list in an address is read (`"list": true` of a source's body).
 */
export function compareHref(compare: SiteCompare, codes: readonly string[]): string {
  return `${compare.route}?${encodeURIComponent(compare.param)}=${codes.map(encodeURIComponent).join(',')}`;
}

/** The page's room for the tray at its foot (app.css: the body's bottom padding), so the tray covers none of it. */
const SPACE = '--compare-tray-space';

/** Keeps the page's bottom padding at the tray's height while it shows (its funds may take two lines). */
function useTraySpace(tray: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = tray.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const keep = () => root.style.setProperty(SPACE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    keep();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(keep);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SPACE);
    };
  }, [tray]);
}

const selectRefusals = (state: AppStorage) => state.compareRefusals;

/**
 * The number of the refusal being told, while it is (FULL_MESSAGE_MS after the last), else
 * undefined. Refusals before the tray was drawn are not news.
 */
function useRefusalShown(): number | undefined {
  const refusals = useAppStorage(selectRefusals);
  const [over, setOver] = useState(refusals);
  useEffect(() => {
    if (refusals === over) return undefined;
    const timer = setTimeout(() => setOver(refusals), FULL_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [refusals, over]);
  return refusals === over ? undefined : refusals;
}

/** The tray, for the site's comparison; drawn by the layout only while a fund is chosen. */
export default function CompareTray({ compare }: { compare: SiteCompare }) {
  const { t } = useTranslation();
  const funds = useComparedFunds();
  const max = compareMax(compare);
  const tray = useRef<HTMLElement>(null);
  useTraySpace(tray);
  const refusal = useRefusalShown();
  const hintId = useId();
  const enough = funds.length >= LEAST;

  // A fund's remove button goes with it: the focus moves to the next fund's (or the one before), and
  // to the page once the tray goes, rather than being lost.
  const onRemove = (index: number) => {
    const { removeCompare } = useAppStorage.getState();
    const next = funds[index + 1] ?? funds[index - 1];
    removeCompare(funds[index]!.code);
    requestAnimationFrame(() => {
      const target = next && tray.current?.querySelector<HTMLElement>(`[data-code="${CSS.escape(next.code)}"]`);
      (target ?? document.getElementById('main'))?.focus();
    });
  };
  const onClear = () => {
    useAppStorage.getState().clearCompare();
    document.getElementById('main')?.focus();
  };

  return (
    <section ref={tray} className="compare-tray" aria-label={t('compare.tray')}>
      <div className="compare-tray-inner">
        <ul className="compare-tray-funds">
          {funds.map((fund, index) => (
            <li key={fund.code} className="compare-tray-fund">
              <span className="compare-tray-name" title={fund.name}>
                {fund.name}
              </span>
              <CloseButton size="sm" data-code={fund.code} aria-label={t('compare.remove', { name: fund.name })} onClick={() => onRemove(index)} />
            </li>
          ))}
        </ul>
        <div className="compare-tray-actions">
          <span className="compare-tray-count">{t('compare.count', { count: funds.length, max })}</span>
          {enough ? (
            <Button
              component={Link}
              href={compareHref(
                compare,
                funds.map((fund) => fund.code),
              )}
              size="sm"
            >
              {t('compare.open')}
            </Button>
          ) : (
            <Button size="sm" disabled aria-describedby={hintId}>
              {t('compare.open')}
            </Button>
          )}
          <Button variant="subtle" size="sm" onClick={onClear}>
            {t('compare.clear')}
          </Button>
        </div>
        {/* Polite: a refused fund is told without taking the visitor away from the checkbox. A new
          refusal writes the words anew, so a screen reader says them again. */}
        <p className="compare-tray-status" role="status">
          {refusal !== undefined ? (
            <span key={refusal} className="compare-tray-full">
              {t('compare.full', { max })}
            </span>
          ) : enough ? null : (
            <span id={hintId}>{t('compare.needTwo')}</span>
          )}
        </p>
      </div>
    </section>
  );
}
