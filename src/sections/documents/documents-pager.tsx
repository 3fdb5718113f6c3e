// The total and the page buttons under the documents.
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of the pager. */
export interface DocumentsPagerProps {
  total: number;
  pages: number;
  page: number;
  setPage: (page: number) => void;
}

/** "Total N items" and, when there is more than one page, the page buttons. */
export function DocumentsPager({ total, pages, page, setPage }: DocumentsPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" className="documents-pager">
      <Text size="sm" aria-live="polite">
        {t('pagination.total', { total })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          size="sm"
          aria-label={t('pagination.label')}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }), 'aria-current': item === page ? 'page' : undefined })}
        />
      ) : null}
    </Group>
  );
}
