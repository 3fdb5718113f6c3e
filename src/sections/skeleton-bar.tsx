// A grey bar where a value will go. Placeholders are counted in hundreds on a page (a table's rows ×
// columns and its cards, both in every page's HTML), so each is one plain element drawn by one rule
// (`.skeleton-bar`, src/app/app.css): no layer, no pseudo-elements and no animation of its own. (Mantine's
// Skeleton gives each bar a compositing layer, two pseudo-elements and a pulse; on a fund page that
// was about half the main thread's work while the page loaded: docs/performance.md › The first
// paint.)
import type { CSSProperties, ReactNode } from 'react';

interface SkeletonBarProps {
  /** CSS length; the bar fills its line unless set. */
  width?: string;
  /** CSS length; without it the bar is one text line high (a non-breaking space, or its children). */
  height?: string;
  /** Mantine's radius; the rule's own is `sm` (a bar's style names it only where it differs). */
  radius?: 'sm' | 'md';
  /** What the bar stands in for, kept invisible: it gives the bar the size of the real thing. */
  children?: ReactNode;
  className?: string;
  /** `span` inside phrasing content (a heading). */
  component?: 'div' | 'span';
}

export function SkeletonBar({ width, height, radius = 'sm', children, className, component: Element = 'div' }: SkeletonBarProps) {
  const style: CSSProperties = { width, height, borderRadius: radius === 'sm' ? undefined : `var(--mantine-radius-${radius})` };
  return (
    <Element className={className ? `skeleton-bar ${className}` : 'skeleton-bar'} style={style}>
      {children ?? (height ? null : '\u00a0')}
    </Element>
  );
}
