// Picks the current language's text of a manifest label.
import { useTranslation } from './use-translation';
import type { Label } from '../manifest/screens.gen';
import type { Language } from './languages';

/** Returns a function giving a label's text in the current language. */
export function useLabel(): (label: Label) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (label) => label[language] ?? label['zh-TW'];
}
