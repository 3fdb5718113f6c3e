// Reading a store so that a change redraws its readers in a transition, and a hydrating render
// draws what the build did.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand';
import { useStaticPass } from '../runtime/render-pass';

/** A zustand store: its state now, its state at build time, and its changes. */
type Store<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

/**
 * A value of a store, followed in a transition. A store hook (`useStore(select)`) redraws its readers
 * at once and in one piece, and a page hydrated from its HTML at once again right after, wherever
 * the visitor's state differs from the build's (a phone's layout, a visit's stored funds): one long
 * task. Here the change is drawn in an interruptible render instead (slices of a few milliseconds,
 * the previous value kept until it is done), and the hydrating render reads the store's initial state.
 * `select` must be stable (defined outside the component).
 */
export function useInTransition<S, T>(store: Store<S>, select: (state: S) => T): T {
  const staticPass = useStaticPass();
  // The store's own value from the start: the first render after the static pass (itself drawn in a
  // transition) already has it, so nothing is drawn for a moment with the build's value (a phone
  // would see the desktop table).
  const [value, setValue] = useState(() => select(store.getState()));
  // The value last asked for: a change of the store elsewhere (another fund kept, the dictionaries
  // arriving) asks nothing of the readers of this part, which would otherwise each be drawn again.
  const asked = useRef(value);
  useEffect(() => {
    const follow = () => {
      const next = select(store.getState());
      if (Object.is(next, asked.current)) return;
      asked.current = next;
      startTransition(() => setValue(next));
    };
    follow();
    return store.subscribe(follow);
  }, [store, select]);
  return staticPass ? select(store.getInitialState()) : value;
}
