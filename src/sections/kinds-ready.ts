// Loads the code of the section kinds a screen shows before it draws them.
import { useEffect, useState } from 'react';
import type { Section } from '../manifest/screens.gen';
import { sectionRegistry } from './registry';
import type { SectionKind } from './section-types';
import { loadOnDemandStyles } from './on-demand-styles';
import { isSettled } from '../chunks/settled';

/** Whether a registry entry loads on demand. */
const loadOf = (kind: object): Array<() => Promise<unknown>> => ('load' in kind && typeof kind.load === 'function' ? [kind.load as () => Promise<unknown>] : []);

/** What the sections on screen first will draw with (a kind's `prepare`: a long table's virtual list). */
const prepared = (onScreen: readonly Section[]) => onScreen.map((section) => (sectionRegistry[section.kind] as SectionKind<Section>).prepare?.(section)).filter((load) => load !== undefined);

/**
 * Loads the code of every kind these sections use, what the sections on screen first (`onScreen`)
 * will draw with, and the on-demand styles when `styles` says so; resolves when all are in (or failed).
 */
export function loadKinds(sections: readonly Section[], styles = false, onScreen: readonly Section[] = []): Promise<unknown> {
  return Promise.allSettled([...[...new Set(sections.map((section) => sectionRegistry[section.kind]))].flatMap(loadOf).map((load) => load()), ...prepared(onScreen), ...(styles ? [loadOnDemandStyles()] : [])]);
}

/**
 * Loads the code of every kind these sections use, and the on-demand styles when `styles` says the
 * screen draws parts styled there (tabs), and what the sections on screen first (`onScreen`) will
 * draw with (a kind's `prepare`); true once all are ready (at once when nothing loads).
 */
export function useKindsReady(sections: readonly Section[], styles = false, onScreen: readonly Section[] = []): boolean {
  const [loads] = useState(() => [
    ...[...new Set(sections.map((section) => sectionRegistry[section.kind]))].flatMap(loadOf).map((load) => load()),
    ...prepared(onScreen),
    ...(styles ? [loadOnDemandStyles()] : []),
  ]);
  // Code already in (loaded before the page hydrated, or by an earlier screen) is ready at once; and
  // code that came in since is ready in the very render that asks, before the effect below says so.
  const settled = () => loads.every((load) => load instanceof Promise && isSettled(load));
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    let live = true;
    // A chunk that fails to load is reported by the section that needs it (its boundary), not here.
    void Promise.allSettled(loads).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [loads]);
  return ready || settled();
}
