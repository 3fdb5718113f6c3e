// A grey bar where a value will go: the element and classes of Mantine's Skeleton, drawn by its
// stylesheet, without its work for each bar (props, the styles API, Box). Placeholders counted in
// hundreds (a table's rows × columns and its cards, both in every page's HTML) are drawn with it:
// hydrating a page renders each of them, on the main thread, before the page can respond.
import type { CSSProperties } from 'react';
import { Skeleton } from '@mantine/core';

const CLASS_NAME = `${Skeleton.classes.root} mantine-Skeleton-root`;

/** A text line's bar (a non-breaking space gives it the line's height) or one of `height`, as `<Skeleton radius="sm">`; CSS lengths. */
export function SkeletonBar({ width, height }: { width?: string; height?: string }) {
  const style = { '--skeleton-radius': 'var(--mantine-radius-sm)', '--skeleton-height': height, width } as CSSProperties;
  return (
    <div className={CLASS_NAME} style={style} data-visible="true" data-animate="true">
      {height ? null : '\u00a0'}
    </div>
  );
}
