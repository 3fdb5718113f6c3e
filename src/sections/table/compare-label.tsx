// The comparison's checkbox on a card, with the word "Compare" beside it (the card has no column
// heading to say what it does): the same box on a card and on its placeholder, so nothing moves.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** The checkbox (`children`) and its word, both its target. */
export function CompareLabel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <label className="table-card-compare">
      {children}
      <span>{t('compare.column')}</span>
    </label>
  );
}
