// The checkbox that chooses a row's fund for the comparison (a table's `compare`): in the table's
// first column, and on each card on phones. A fund past the comparison's `max` is refused and the
// checkbox stays clear; the tray says why (app/compare-tray.tsx).
import { useMemo } from 'react';
import type { SiteCompare, TableCompare } from '../../manifest/screens.gen';
import { useTranslation } from '../../i18n/use-translation';
import { useAppStorage, useComparedFunds, useComparedName, type ComparedFund } from '../../stores/app-storage';
import { compareMax, useSiteCompare } from '../compare-context';
import { valueAt } from '../source';
import type { Row } from './table-rows';

/** What a table's checkboxes need: the manifest's row fields, and how many funds the comparison takes. */
export interface CompareColumn extends TableCompare {
  max: number;
}

/**
 * The table's checkboxes, when it has them and the site has a comparison to send the funds to. The
 * same object from render to render: the virtual table's rows are drawn again only when it changes.
 */
export function useCompareColumn(compare: TableCompare | undefined): CompareColumn | undefined {
  const site: SiteCompare | undefined = useSiteCompare();
  const max = site ? compareMax(site) : undefined;
  return useMemo(() => (compare && max !== undefined ? { ...compare, max } : undefined), [compare, max]);
}

/** A row's fund: its code as text, and its name (the code, for a row without one); none for a row without a code. */
export function rowFund(column: TableCompare, row: Row): ComparedFund | undefined {
  const code = valueAt(row, column.codeField);
  if ((typeof code !== 'string' && typeof code !== 'number') || code === '') return undefined;
  const name = valueAt(row, column.nameField);
  return { code: String(code), name: typeof name === 'string' && name.trim() ? name : String(code) };
}

/** The checkbox, named for screen readers "Compare <fund name>"; nothing for a row without a code. */
export function CompareCheckbox({ column, row }: { column: CompareColumn; row: Row }) {
  const { t } = useTranslation();
  const fund = rowFund(column, row);
  const chosen = useComparedFunds().find((each) => each.code === fund?.code);
  useComparedName(chosen, fund?.name);
  if (!fund) return null;
  return (
    <input
      type="checkbox"
      className="compare-check"
      checked={chosen !== undefined}
      aria-label={t('compare.select', { name: fund.name })}
      onChange={() => useAppStorage.getState().toggleCompare(fund, column.max)}
    />
  );
}
