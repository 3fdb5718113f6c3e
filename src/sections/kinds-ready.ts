// Loads the code of the section kinds a screen shows before it draws them.
import { useEffect, useState } from 'react';
import type { Screen, Section } from '../manifest/screens.gen';
import { sectionRegistry } from './registry';
import type { SectionKind } from './section-types';
import { isSettled } from '../chunks/settled';
// (A screen's own parts, its tabs say: loaded with the kinds of a screen that has them.)
import { loadScreenParts } from '../screens/screen-code';

/** Whether a registry entry loads on demand. */
const loadOf = (kind: object): Array<() => Promise<unknown>> =>
  'load' in kind && typeof kind.load === 'function' ? [kind.load as () => Promise<unknown>] : [];

/** What the sections on screen first will draw with (a kind's `prepare`: a long table's virtual list, a table's tools). */
const prepared = (onScreen: readonly Section[]) =>
  onScreen.flatMap((section) => (sectionRegistry[section.kind] as SectionKind<Section>).prepare?.(section) ?? []);

/**
 * Starts loading the code of every kind these sections use, what the sections on screen first
 * (`onScreen`) will draw with, and, given the screen they are on (`screen`), its own parts: its tabs,
 * what it says when its fund cannot be loaded (screen-code.ts).
 */
function startLoads(sections: readonly Section[], screen: ScreenParts | undefined, onScreen: readonly Section[]): unknown[] {
  return [
    ...[...new Set(sections.map((section) => sectionRegistry[section.kind]))].flatMap(loadOf).map((load) => load()),
    ...prepared(onScreen),
    ...(screen ? loadScreenParts(screen) : []),
  ];
}

/** The screen whose own parts load with its sections' kinds. */
type ScreenParts = Pick<Screen, 'tabs' | 'subject'>;

/** Loads what `startLoads` says; resolves when all are in (or failed). */
export function loadKinds(sections: readonly Section[], screen?: ScreenParts, onScreen: readonly Section[] = []): Promise<unknown> {
  return Promise.allSettled(startLoads(sections, screen, onScreen));
}

/** Loads what `startLoads` says; true once all are ready (at once when nothing loads). */
export function useKindsReady(sections: readonly Section[], screen?: ScreenParts, onScreen: readonly Section[] = []): boolean {
  const [loads] = useState(() => startLoads(sections, screen, onScreen));
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
