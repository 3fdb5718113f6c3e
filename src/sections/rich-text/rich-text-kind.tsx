// The `richText` section kind: an HTML fragment from a call, sanitised (DOMPurify, loaded near the screen) and shown.
import { useEffect, useMemo, useRef } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { RichTextSection } from '../../manifest/screens.gen';
import type { SectionKind, SectionProps } from '../section-types';
import { isEmptyRecord } from '../record';
import { NoData } from '../section-state';
import { valueAt } from '../source';
import { loadSanitizer, loadSanitizerWhenIdle, useSanitizer } from './use-sanitizer';
import { useNearViewport } from '../use-near-viewport';
import { SkeletonBar } from '../skeleton-bar';

/** The HTML at the section's field of the record; '' when there is none. */
export function htmlOf(value: unknown, field: string): string {
  const html = valueAt(value, field);
  return typeof html === 'string' ? html : '';
}

/** Lines of the skeleton: about a short objective's height. */
const SKELETON_LINES = ['100%', '96%', '72%'];

function RichTextSkeleton() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The sanitiser's chunk loads (while the data does) once the text is within a screen of the
  // viewport, else once the page has settled.
  const near = useNearViewport(box, undefined, '100% 0px');
  useEffect(() => {
    if (near) void loadSanitizer().catch(() => undefined);
  }, [near]);
  useEffect(loadSanitizerWhenIdle, []);
  return (
    <div ref={box} className="rich-text" aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      <div className="rich-text-skeleton">
        {SKELETON_LINES.map((width) => (
          <SkeletonBar key={width} width={width} className="rich-text-skeleton-line" />
        ))}
      </div>
    </div>
  );
}

function RichTextView({ section, data }: SectionProps<RichTextSection>) {
  const sanitize = useSanitizer();
  const html = htmlOf(data.value, section.field);
  const clean = useMemo(() => (sanitize ? sanitize(html) : undefined), [sanitize, html]);
  if (clean === undefined) return <RichTextSkeleton />;
  // A fragment that sanitising leaves without text shows as empty too.
  if (!clean.replace(/<[^>]*>|&nbsp;|\s/g, '')) return <NoData />;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}

export const richTextKind: SectionKind<RichTextSection> = {
  View: RichTextView,
  Skeleton: RichTextSkeleton,
  isEmpty: (data, section) => isEmptyRecord(data.value, [section.field]),
};

/** The kind's code, as its index.ts loads it. */
export default richTextKind;
