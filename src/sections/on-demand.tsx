// Section kinds whose code loads on demand, so that a screen pays only for the kinds it shows; their
// styles come with the on-demand stylesheet.
// A screen loads all its kinds before it draws its sections (screen-page.tsx), so they appear together.
import type { Section } from '../manifest/screens.gen';
import type { SectionKind, SectionProps } from './section-types';
import { onDemand } from '../runtime/load-chunk';
import { withOnDemandStyles } from '../runtime/on-demand-styles';
import { SkeletonBar } from './skeleton-bar';

/** A few lines' placeholder, for a kind whose code is not in. */
function PlainSkeleton() {
  return (
    <div aria-hidden="true" className="plain-skeleton">
      <SkeletonBar />
      <SkeletonBar width="80%" />
      <SkeletonBar width="60%" />
    </div>
  );
}

export interface LazySectionKind<S extends Section> extends SectionKind<S> {
  /** Starts loading the kind's code (once); resolves when it is ready. */
  load: () => Promise<unknown>;
}

/** A kind whose code `load` imports (its module's default export), with the on-demand stylesheet. */
export function lazyKind<S extends Section>(load: () => Promise<{ default: SectionKind<S> }>): LazySectionKind<S> {
  const code = onDemand(withOnDemandStyles(() => load().then((module) => module.default)));
  function View(props: SectionProps<S>) {
    const kind = code.useCode();
    return <kind.View {...props} />;
  }
  // A placeholder never waits for its code: a kind whose code has not come (or never will: a chunk
  // that failed, the reload prompt up) shows a plain one, and nothing else on the page waits for it.
  // (A screen draws its sections once their code is in; this one is for a page drawn from its HTML.)
  function Skeleton(props: { section: S }) {
    const kind = code.loaded();
    return kind ? <kind.Skeleton {...props} /> : <PlainSkeleton />;
  }
  return { load: code.load, View, Skeleton, isEmpty: (data, section) => code.loaded()?.isEmpty(data, section) ?? false };
}
