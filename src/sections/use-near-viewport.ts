// Tells when an element comes near the viewport, once: a chart loads ECharts only then, a rich text its sanitiser.
import { useEffect, useState, type RefObject } from 'react';

/** Keys of elements that have been near the viewport (a section's skeleton, then its chart). */
const seen = new Set<string>();

/**
 * Whether the element is, or has been, within `margin` of the viewport. Stays true once it was.
 * With a `key`, an element that replaces one with the same key which was near (a chart replacing its
 * skeleton) is near at once, without waiting a frame for the observer's first report.
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, key?: string, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || (key !== undefined && seen.has(key)));
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (key !== undefined) seen.add(key);
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, key, margin]);
  return near;
}
