// The total and the page buttons under the documents.
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

/** Props of the pager. */
export interface DocumentsPagerProps {
  total: number;
  pages: number;
  page: number;
  setPage: (page: number) => void;
}

/** "Total N items" and, when there is more than one page, the page buttons in a labelled `nav`. */
export function DocumentsPager({ total, pages, page, setPage }: DocumentsPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" className="documents-pager">
      <Text size="sm" aria-live="polite">
        {t('pagination.total', { total })}
      </Text>
      {pages > 1 ? (
        // One navigation landmark per pager, named in the visitor's language (the WAI-ARIA pagination pattern).
        <nav aria-label={t('pagination.label')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }), 'aria-current': item === page ? 'page' : undefined })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
