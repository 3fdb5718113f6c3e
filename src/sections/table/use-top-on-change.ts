// A virtual list starts at its top when its order or selection changes.
import { useEffect, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * Scrolls `scroller` back to its top whenever `key` changes. A list already at its top is left
 * alone: the virtualiser knows its offset from the scroll events, whereas asking the element would
 * lay out the page inside the click that sorted it.
 */
export function useTopOnChange(scroller: RefObject<HTMLElement | null>, virtualizer: Virtualizer<HTMLDivElement, Element>, key: string): void {
  useEffect(() => {
    // A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup.
    if (virtualizer.scrollOffset) scroller.current?.scrollTo({ top: 0 });
    // Only a new key scrolls; the virtualiser's offset is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
