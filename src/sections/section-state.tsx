// The states a section shows besides its content: 'No Data' and 'fail to load'.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** 'No Data', with a way to clear the filters when the address narrowed the data down (`clearLabel` words it for another narrowing, such as a search). */
export function NoData({ onClearFilters, clearLabel }: { onClearFilters?: (() => void) | undefined; clearLabel?: string | undefined } = {}) {
  const { t } = useTranslation();
  return (
    <Stack className="section-state" align="center" gap="xs">
      <Text c="dimmed" ta="center">
        {t('states.noData')}
      </Text>
      {onClearFilters ? (
        <Button variant="light" size="xs" onClick={onClearFilters}>
          {clearLabel ?? t('states.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** 'fail to load' with 'Refresh immediately', which calls `onRetry`. */
export function FailToLoad({ onRetry, detail }: { onRetry: () => void; detail?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack className="section-state" align="center" gap="xs" role="alert">
      <Text fw={600}>{t('states.failToLoad')}</Text>
      {detail ? (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      ) : null}
      <Button variant="light" size="xs" onClick={onRetry}>
        {t('states.refreshNow')}
      </Button>
    </Stack>
  );
}
