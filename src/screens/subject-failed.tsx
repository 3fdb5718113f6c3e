// What a screen shows when its subject (the fund) cannot be loaded: why, a retry, and the way back.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'wouter';

export interface SubjectFailedProps {
  message: string | undefined;
  onRetry: (() => void) | undefined;
  notFound?: boolean;
}

export function SubjectFailed({ message, onRetry, notFound = false }: SubjectFailedProps) {
  const { t } = useTranslation();
  return (
    <Stack className="section-state" align="center" gap="sm" role="alert">
      <Text fw={600}>{notFound ? t('states.subjectNotFound') : t('states.subjectFailed')}</Text>
      {message ? <Text c="dimmed">{message}</Text> : null}
      <Group gap="sm">
        {onRetry ? (
          <Button variant="light" size="xs" onClick={onRetry}>
            {t('states.refreshNow')}
          </Button>
        ) : null}
        <Link href="/index">{t('states.backToList')}</Link>
      </Group>
    </Stack>
  );
}
