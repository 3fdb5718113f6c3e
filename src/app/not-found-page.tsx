// The page for a route no screen declares.
import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';

export default function NotFoundPage({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('notFound.title')} | ${siteName}`;
  }, [t, siteName]);
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Text>
        <Link href="/index">{t('notFound.back')}</Link>
      </Text>
    </Stack>
  );
}
