// The visitor's window: mobile below 976 px wide, desktop otherwise, following resizes.
import { create } from 'zustand';
import { useInTransition } from './use-in-transition';

/** Widths below this are the mobile layout (the same 61em the tables switch to cards at). */
export const MOBILE_BELOW_PX = 976;

export interface Viewport {
  mode: 'mobile' | 'desktop';
}

/** The viewport of a window this wide. */
export function viewportOf(width: number): Viewport {
  return { mode: width < MOBILE_BELOW_PX ? 'mobile' : 'desktop' };
}

/**
 * The window's layout at start-up, as the stylesheet's 976 px switch reads it: a media query, not
 * `innerWidth`, which would make the browser lay out the whole prerendered page there and then,
 * inside the script's first task.
 */
function initial(): Viewport {
  if (typeof window === 'undefined') return viewportOf(1280);
  return { mode: window.matchMedia(`(max-width: ${MOBILE_BELOW_PX - 0.02}px)`).matches ? 'mobile' : 'desktop' };
}

/**
 * The current viewport; components read it with `useViewport((v) => v.mode)`. Its initial state is
 * a desktop window, as at build time: a render that hydrates a page's HTML reads that one (the HTML
 * has both layouts, its stylesheet shows the one that fits), then the window's own.
 */
export const useViewport = create<Viewport>()(() => viewportOf(1280));
useViewport.setState(initial(), true);

/** Takes the window's layout after a resize; keeps the state when nothing changed. */
export function updateViewport(): void {
  const next = viewportOf(window.innerWidth);
  if (next.mode !== useViewport.getState().mode) useViewport.setState(next, true);
}

if (typeof window !== 'undefined') window.addEventListener('resize', updateViewport, { passive: true });

const selectMobile = (viewport: Viewport) => viewport.mode === 'mobile';

/**
 * Whether the window has the mobile layout, followed in a transition: a phone's page hydrates with the
 * build's (desktop) state, as its HTML was drawn, then takes its own in an interruptible render.
 */
export const useMobileLayout = (): boolean => useInTransition(useViewport, selectMobile);
