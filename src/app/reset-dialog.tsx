// The question before a reset, and the reset: every stored setting and the visit's stored data are
// cleared, and the page loads again in the default language. Loaded on demand, when asked for.
import { useTranslation } from '../i18n/use-translation';
import { resetStoredState } from '../stores/reset-stored-state';
import { DEFAULT_LANGUAGE, localizedPath, splitLanguagePath } from '../i18n/languages';
import { SiteDialog } from './site-dialog';

/** The same screen and query in the default language. */
export function defaultLanguageAddress(pathname: string, search: string): string {
  return localizedPath(DEFAULT_LANGUAGE, splitLanguagePath(pathname).path) + search;
}

export default function ResetDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SiteDialog
      name="reset"
      title={t('reset.title')}
      body={t('reset.body')}
      action={t('reset.confirm')}
      cancel={t('reset.cancel')}
      onClose={onClose}
      onAction={() => {
        resetStoredState();
        // A fresh load: nothing of the old settings stays in memory either.
        window.location.replace(defaultLanguageAddress(window.location.pathname, window.location.search));
      }}
    />
  );
}
