// Section kinds whose code loads on demand, so that a screen pays only for the kinds it shows; their
// styles come with the on-demand stylesheet.
// A screen loads all its kinds before it draws its sections (screen-page.tsx), so they appear together.
import { use } from 'react';
import type { Section } from '../manifest/screens.gen';
import type { SectionKind, SectionProps } from './section-types';
import { loadChunk } from '../chunks/load-chunk';
import { loadOnDemandStyles } from './on-demand-styles';

export interface LazySectionKind<S extends Section> extends SectionKind<S> {
  /** Starts loading the kind's code (once); resolves when it is ready. */
  load: () => Promise<unknown>;
}

export function lazyKind<S extends Section>(load: () => Promise<SectionKind<S>>): LazySectionKind<S> {
  let promise: Promise<SectionKind<S>> | undefined;
  let loaded: SectionKind<S> | undefined;
  const get = () =>
    (promise ??= Promise.all([loadChunk(load), loadOnDemandStyles()]).then(([kind]) => {
      loaded = kind;
      return kind;
    }));
  function View(props: SectionProps<S>) {
    const kind = loaded ?? use(get());
    return <kind.View {...props} />;
  }
  function Skeleton(props: { section: S }) {
    const kind = loaded ?? use(get());
    return <kind.Skeleton {...props} />;
  }
  return { load: get, View, Skeleton, isEmpty: (data, section) => (loaded ? loaded.isEmpty(data, section) : false) };
}
