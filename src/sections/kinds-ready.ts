// Loads the code of the section kinds a screen shows before it draws them.
import { useEffect, useState } from 'react';
import type { Section } from '../manifest/screens.gen';
import { kindOf } from './registry';
import { isSettled } from '../runtime/settled';

/** What the sections on screen first will draw with (a kind's `prepare`: a long table's virtual list, a table's tools). */
const prepared = (onScreen: readonly Section[]) => onScreen.flatMap((section) => kindOf(section).prepare?.(section) ?? []);

/**
 * Starts loading the code of every kind these sections use, what the sections on screen first
 * (`onScreen`) will draw with, and `more`: other code drawn with them (a screen's own parts, its
 * tabs say; screens/screen-code.ts).
 */
function startLoads(sections: readonly Section[], onScreen: readonly Section[], more: () => Array<Promise<unknown>>): unknown[] {
  return [...[...new Set(sections.map(kindOf))].flatMap((kind) => (kind.load ? [kind.load()] : [])), ...prepared(onScreen), ...more()];
}

/** Nothing more to load. */
const NOTHING = () => [];

/** Loads what `startLoads` says; resolves when all are in (or failed). */
export function loadKinds(sections: readonly Section[], onScreen: readonly Section[] = [], more: () => Array<Promise<unknown>> = NOTHING): Promise<unknown> {
  return Promise.allSettled(startLoads(sections, onScreen, more));
}

/** Loads what `startLoads` says; true once all are ready (at once when nothing loads). */
export function useKindsReady(sections: readonly Section[], onScreen: readonly Section[] = [], more: () => Array<Promise<unknown>> = NOTHING): boolean {
  const [loads] = useState(() => startLoads(sections, onScreen, more));
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
