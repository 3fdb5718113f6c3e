// The name a table's scroll box and list are announced by.
import { useTranslation } from '../../i18n/use-translation';
import type { TableSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';

/** The caption, else the section title, else a plain "Table". */
export function useTableName(section: Pick<TableSection, 'caption' | 'title'>): string {
  const { t } = useTranslation();
  const label = useLabel();
  const name = section.caption ?? section.title;
  return name ? label(name) : t('table.name');
}
