// Section kinds whose code loads on demand, so that a screen pays only for the kinds it shows; their
// styles come with the on-demand stylesheet.
// A screen loads all its kinds before it draws its sections (screen-page.tsx), so they appear together.
import type { Section } from '../manifest/screens.gen';
import type { SectionKind, SectionProps } from './section-types';
import { onDemand } from '../chunks/load-chunk';
import { withOnDemandStyles } from './on-demand-styles';

export interface LazySectionKind<S extends Section> extends SectionKind<S> {
  /** Starts loading the kind's code (once); resolves when it is ready. */
  load: () => Promise<unknown>;
}

export function lazyKind<S extends Section>(load: () => Promise<SectionKind<S>>): LazySectionKind<S> {
  const code = onDemand(withOnDemandStyles(load));
  function View(props: SectionProps<S>) {
    const kind = code.useCode();
    return <kind.View {...props} />;
  }
  function Skeleton(props: { section: S }) {
    const kind = code.useCode();
    return <kind.Skeleton {...props} />;
  }
  return { load: code.load, View, Skeleton, isEmpty: (data, section) => code.loaded()?.isEmpty(data, section) ?? false };
}
