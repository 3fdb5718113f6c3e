// A value the schema allows in several types (a request body's fixed value: text, number, yes/no
// or null): the type is chosen first, and the value is typed as that type, so a fund code "2800"
// stays a text and 2800 a number.
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from './form-context';
import { problemError, RemoveButton } from './form-parts';
import { BooleanField, NumberField, TextField } from './scalar-fields';
import { resolve, typesOf, type JsonType } from './schema-walk';
import type { FieldProps } from './field-props';

const SCALARS: JsonType[] = ['string', 'number', 'integer', 'boolean', 'null'];

const typeOfValue = (value: unknown): JsonType =>
  value === null ? 'null' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value === 'boolean' ? 'boolean' : 'string';

/** The value as another type, keeping what can be kept ("12" → 12 → "12"). */
function converted(value: unknown, type: JsonType): unknown {
  if (type === 'null') return null;
  if (type === 'boolean') return value === true || value === 'true';
  if (type === 'number' || type === 'integer') {
    const number = Number(value);
    return Number.isFinite(number) && value !== '' && value !== null ? (type === 'integer' ? Math.round(number) : number) : 0;
  }
  return value === undefined || value === null ? '' : String(value);
}

export function MixedField(props: FieldProps & { description?: string | undefined }) {
  const { path, value, name, problems, onRemove } = props;
  const { t } = useTranslation('form');
  const { onEdit } = useForm();
  const allowed = typesOf(resolve(props.schema)).filter((type) => SCALARS.includes(type));
  const found = typeOfValue(value);
  // An integer is a number where the schema says number.
  const current = allowed.includes(found) ? found : found === 'integer' && allowed.includes('number') ? 'number' : found;
  const typeSelect = (
    <Select
      aria-label={t('valueType', { name })}
      w={150}
      data={[...new Set([...allowed, current])].map((type) => ({ value: type, label: t(`type.${type}`) }))}
      value={current}
      allowDeselect={false}
      onChange={(type) => type && onEdit({ path, value: converted(value, type as JsonType) })}
      error={current === 'null' ? problemError(problems) : undefined}
    />
  );
  const input =
    current === 'boolean' ? (
      <BooleanField {...props} onRemove={undefined} />
    ) : current === 'number' || current === 'integer' ? (
      <NumberField {...props} onRemove={undefined} />
    ) : current === 'null' ? null : (
      <TextField {...props} onRemove={undefined} />
    );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {typeSelect}
      {input ? <div style={{ flex: 1, minWidth: 0 }}>{input}</div> : <span style={{ flex: 1 }}>{props.hideLabel ? null : name}</span>}
      {onRemove ? <RemoveButton name={name} onRemove={onRemove} /> : null}
    </Group>
  );
}
