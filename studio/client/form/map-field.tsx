// An object whose keys are the author's own (a request body's fields, an enum format's values, a
// link's query): each entry is named by its key and can be removed; a new one is added by name.
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from './form-context';
import { FieldGroup } from './form-parts';
import { pointerOf, problemsLeft, problemsWithin } from './form-problems';
import { mapEntries, minimalValue, resolve } from './schema-walk';
import { ValueField } from './value-field';
import type { FieldProps } from './field-props';

export function MapField({ path, schema, value, name, problems, onRemove, description }: FieldProps & { description?: string | undefined }) {
  const { t } = useTranslation('form');
  const { onEdit } = useForm();
  const [newKey, setNewKey] = useState('');
  const entrySchema = mapEntries(resolve(schema));
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const keys = Object.keys(record);
  const pointerAt = (key: string) => pointerOf([...path, key]);
  const key = newKey.trim();
  const add = () => {
    onEdit({ path: [...path, key], value: minimalValue(entrySchema) });
    setNewKey('');
  };
  return (
    <FieldGroup name={name} description={description} onRemove={onRemove} problems={problemsLeft(problems, keys.map(pointerAt))}>
      {keys.map((entry) => (
        <ValueField
          key={entry}
          path={[...path, entry]}
          schema={entrySchema}
          value={record[entry]}
          name={entry}
          problems={problemsWithin(problems, pointerAt(entry))}
          onRemove={() => onEdit({ path: [...path, entry], remove: true })}
        />
      ))}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          label={t('newEntry', { name })}
          value={newKey}
          onChange={(event) => setNewKey(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && key && !(key in record)) add();
          }}
        />
        <Button variant="light" size="xs" disabled={!key || key in record} onClick={add}>
          {t('addEntry', { name })}
        </Button>
      </Group>
    </FieldGroup>
  );
}
