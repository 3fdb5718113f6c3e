// A grid of a screen's sections (screen-page.tsx, and each tab of screen-tabs.tsx).
import { memo } from 'react';
import type { Section } from '../manifest/screens.gen';
import { SectionRenderer } from '../sections/section-renderer';

/** A grid of sections; `busy` while more of the screen's sections are still to come below. Drawn again only when these change. */
export const SectionGrid = memo(function SectionGrid({ sections, busy = false }: { sections: Section[]; busy?: boolean }) {
  return (
    <div className="section-grid" aria-busy={busy || undefined}>
      {sections.map((section) => (
        <SectionRenderer key={section.id} section={section} />
      ))}
    </div>
  );
});
