// A label (a visible text in the site's three languages) as one row: the three texts side by side,
// each named by its language, so a translation is checked against the others at a glance.
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from './form-parts';
import { pointerOf, problemsLeft, problemsWithin } from './form-problems';
import { TextField } from './scalar-fields';
import { childSchema, propertyNames, resolve } from './schema-walk';
import type { FieldProps } from './field-props';

export function LabelRow({ path, schema, value, name, problems, onRemove, description }: FieldProps & { description?: string | undefined }) {
  const { t } = useTranslation('form');
  const here = resolve(schema);
  const languages = propertyNames(here);
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const pointerAt = (language: string) => pointerOf([...path, language]);
  return (
    <FieldGroup name={name} description={description} onRemove={onRemove} problems={problemsLeft(problems, languages.map(pointerAt))}>
      <Group grow gap="xs" align="flex-start" wrap="nowrap">
        {languages.map((language) => (
          <TextField
            key={language}
            path={[...path, language]}
            schema={childSchema(here, language)}
            value={record[language]}
            name={t(`property.${language}`, { defaultValue: language })}
            problems={problemsWithin(problems, pointerAt(language))}
          />
        ))}
      </Group>
    </FieldGroup>
  );
}
