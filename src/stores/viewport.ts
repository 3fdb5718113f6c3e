// The visitor's window: mobile below 976 px wide, desktop otherwise, and its height, following resizes.
import { create } from 'zustand';

/** Widths below this are the mobile layout (the same 61em the tables switch to cards at). */
export const MOBILE_BELOW_PX = 976;

export interface Viewport {
  mode: 'mobile' | 'desktop';
  width: number;
  height: number;
}

/** The viewport of a window of the given size. */
export function viewportOf(width: number, height: number): Viewport {
  return { mode: width < MOBILE_BELOW_PX ? 'mobile' : 'desktop', width, height };
}

function measure(): Viewport {
  return typeof window === 'undefined' ? viewportOf(1280, 800) : viewportOf(window.innerWidth, window.innerHeight);
}

/**
 * The current viewport; components read it with `useViewport((v) => v.mode)`. Its initial state is
 * a desktop window, as at build time: a render that hydrates a page's HTML reads that one (the HTML
 * has both layouts, its stylesheet shows the one that fits), then the window's own.
 */
export const useViewport = create<Viewport>()(() => viewportOf(1280, 800));
useViewport.setState(measure(), true);

/** Takes the window's size now (the resize listener calls it); keeps the state when nothing changed. */
export function updateViewport(): void {
  const next = measure();
  const current = useViewport.getState();
  if (next.width !== current.width || next.height !== current.height) useViewport.setState(next, true);
}

if (typeof window !== 'undefined') window.addEventListener('resize', updateViewport, { passive: true });
