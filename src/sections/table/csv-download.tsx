// The 'Download CSV' button of a table with `download`: it POSTs the table's request body (without
// page and sort) to the export call and saves the file under the server's name; busy while it runs.
import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { TableDownload } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { DownloadIcon } from '../file-download/download-icon';
import { DownloadToast } from '../file-download/download-toast';
import { downloadFile } from '../file-download/save-file';
import { useFileDownloads } from '../file-download/use-file-downloads';

/** The button and its failure toast; disabled until the body is known (while the rows load). */
export function CsvDownload({ download, body, fallbackName }: { download: TableDownload; body: Record<string, unknown> | undefined; fallbackName: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { busy, start, failure, dismiss } = useFileDownloads();
  const running = busy.has(download.call);
  return (
    <div className="table-tool table-download">
      <Button
        variant="default"
        leftSection={<DownloadIcon />}
        loading={running}
        loaderProps={{ size: 14 }}
        disabled={!body}
        aria-busy={running || undefined}
        onClick={() => {
          if (body) void start(download.call, () => downloadFile(download.call, body, fallbackName));
        }}
      >
        {download.label ? label(download.label) : t('download.csv')}
      </Button>
      <DownloadToast failure={failure} onClose={dismiss} />
    </div>
  );
}
