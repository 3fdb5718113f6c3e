// The comparison's "Download CSV" button: the file is written in the page from the table it shows
// (the CSV writer loads on the first press), named after the section and the funds' codes.
import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ComparisonSection } from '../../manifest/screens.gen';
import { formatValue } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { useLabel } from '../../i18n/use-label';
import { loadChunk } from '../../runtime/load-chunk';
import { DownloadIcon } from '../file-download/download-icon';
import { saveBlob } from '../file-download/save-file';
import type { ComparisonColumn, ComparisonRow } from './comparison-data';
import { useReasonText, useRowLabel } from './comparison-words';

export function ComparisonDownload({ section, columns, rows }: { section: ComparisonSection; columns: ComparisonColumn[]; rows: ComparisonRow[] }) {
  const { t } = useTranslation();
  const label = useLabel();
  const rowLabel = useRowLabel();
  const reason = useReasonText(section);
  const context = useFormatContext();
  const download = section.csv!;
  const save = async () => {
    const { comparisonCsv } = await loadChunk(() => import('./comparison-csv'));
    const text = comparisonCsv(columns, rows, {
      heading: section.rowHeader ? label(section.rowHeader) : t('comparison.item'),
      rowLabel: (row) => rowLabel(row.label),
      reason,
      shown: (value, row, column) => formatValue(value, row.format, { ...context, row: column.record }).text,
    });
    const codes = columns.map((column) => column.code).join('-');
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${download.fileName}-${codes}.csv`);
  };
  return (
    <div className="cmp-tools">
      <Button variant="default" size="compact-sm" leftSection={<DownloadIcon />} onClick={() => void save()}>
        {download.label ? label(download.label) : t('download.csv')}
      </Button>
    </div>
  );
}
