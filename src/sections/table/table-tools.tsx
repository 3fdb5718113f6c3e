// Above a table: its date range, its search box and its CSV download, as the manifest declares them;
// on phones they wrap, one per line. Loaded on demand (tools-code.tsx), which draws nothing for a
// table without tools.
import { useTranslation } from '../../i18n/use-translation';
import type { TableSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { CsvDownload } from './csv-download';
import { DateRangeInputs } from './date-range-inputs';
import { SearchBox } from './search-box';
import type { TableSearchState } from './use-table-search';

/** Props of the tools: the search and the body come from the view; without them (loading) the box and button are disabled. */
export interface TableToolsProps {
  section: TableSection;
  search?: TableSearchState | undefined;
  requestBody?: Record<string, unknown> | undefined;
  /** The page as its HTML has it, before its script took it over: the dates cannot be chosen yet (a choice would be lost). */
  inert?: boolean;
}

/** The tools the table declares. */
export function TableTools({ section, search, requestBody, inert = false }: TableToolsProps) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <div className="table-tools">
      {section.dateRange ? <DateRangeInputs spec={section.dateRange} inAddress={section.inAddress === true} disabled={inert} /> : null}
      {section.search ? <SearchBox label={section.search.label ? label(section.search.label) : t('table.search')} state={search} /> : null}
      {section.download ? <CsvDownload download={section.download} body={requestBody} fallbackName={`${section.id}.csv`} /> : null}
    </div>
  );
}
