// The interface's texts in a component: the `t` and the i18n instance of the site's provider (app.tsx),
// as react-i18next's useTranslation gives them, without its work for each component that calls it (a
// copy of the instance, every own property of it), hundreds of times a page: a share of every
// hydration, and seconds of the build's prerendering. A component follows its instance's language
// (the site's instances never change theirs, i18n.ts › i18nIn: a switch gives the tree another one).
import { use, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { TFunction, i18n as I18n } from 'i18next';

type Texts = { t: TFunction; i18n: I18n };

const follow = new WeakMap<I18n, (changed: () => void) => () => void>();
const current = new WeakMap<I18n, { language: string; texts: Texts }>();

function subscription(instance: I18n) {
  let subscribe = follow.get(instance);
  if (!subscribe) {
    subscribe = (changed) => {
      instance.on('languageChanged', changed);
      return () => instance.off('languageChanged', changed);
    };
    follow.set(instance, subscribe);
  }
  return subscribe;
}

export function useTranslation(): Texts {
  const instance = use(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    subscription(instance),
    () => instance.language,
    () => instance.language,
  );
  let entry = current.get(instance);
  if (entry?.language !== language) {
    entry = { language, texts: { t: instance.getFixedT(language, 'translation'), i18n: instance } };
    current.set(instance, entry);
  }
  return entry.texts;
}
