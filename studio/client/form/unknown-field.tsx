// A key the schema does not have (a typo, or a key left from an older version): shown as it is in
// the text, with its problem and a button to remove it; its value cannot be edited here.
import { Code, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProblemList, RemoveButton } from './form-parts';
import type { FieldProps } from './field-props';

export function UnknownField({ name, value, problems, onRemove }: FieldProps) {
  const { t } = useTranslation('form');
  const text = JSON.stringify(value) ?? '';
  return (
    <div>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600}>
          {name}: <Code>{text.length > 80 ? `${text.slice(0, 77)}…` : text}</Code>
        </Text>
        {onRemove ? <RemoveButton name={name} onRemove={onRemove} /> : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('unknown')}
      </Text>
      <ProblemList problems={problems} />
    </div>
  );
}
