// An object's properties, in the schema's order: those the text has and those it must have. A
// section or a format starts with the choice of its kind (or type), which decides the rest; the
// optional properties it lacks are offered by "Add property", and those it has can be removed.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from './form-context';
import { ProblemList, problemError } from './form-parts';
import { pointerOf, problemsLeft, problemsWithin } from './form-problems';
import { branchesOf, childSchema, minimalValue, propertyNames, resolve, schemaFor, switchBranch } from './schema-walk';
import { ValueField } from './value-field';
import type { FieldProps } from './field-props';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function ObjectFields({ path, schema, value, name, problems }: FieldProps) {
  const { t } = useTranslation('form');
  const { onEdit } = useForm();
  const declared = resolve(schema);
  const here = schemaFor(declared, value) ?? {};
  const choice = branchesOf(declared);
  const record = isRecord(value) ? value : {};
  const required = new Set(here.required ?? []);
  const tag = choice?.tag;
  // Until its kind is one the schema knows, nothing else of a section can be told right or wrong.
  const chosen = !choice || here !== declared;
  const known = propertyNames(here).filter((key) => key !== tag);
  const shown = chosen
    ? [...known.filter((key) => key in record || required.has(key)), ...Object.keys(record).filter((key) => key !== tag && !known.includes(key))]
    : [];
  const absent = chosen ? known.filter((key) => !(key in record) && !required.has(key)) : [];
  const pointerAt = (key: string) => pointerOf([...path, key]);
  const left = problemsLeft(problems, [...shown, ...(tag ? [tag] : [])].map(pointerAt));
  const label = (key: string) => t(`property.${key}`, { defaultValue: key });

  return (
    <>
      <ProblemList problems={left} />
      {choice && tag ? (
        <Select
          label={label(tag)}
          description={chosen ? here.description : undefined}
          placeholder={t('chooseBranch', { tag: label(tag) })}
          // The tag found is listed even when the schema does not know it, so the input shows what is there.
          data={[...choice.branches.map((branch) => branch.value), ...(typeof record[tag] === 'string' && !chosen ? [record[tag]] : [])].map((each) => ({
            value: each,
            label: each,
          }))}
          value={typeof record[tag] === 'string' ? record[tag] : null}
          allowDeselect={false}
          onChange={(next) => next !== null && next !== record[tag] && onEdit({ path, value: switchBranch(declared, value, next) })}
          error={problemError(problemsWithin(problems, pointerAt(tag)))}
        />
      ) : null}
      {shown.map((key) => (
        <ValueField
          key={key}
          path={[...path, key]}
          schema={childSchema(here, key)}
          value={record[key]}
          name={label(key)}
          problems={problemsWithin(problems, pointerAt(key))}
          onRemove={required.has(key) ? undefined : () => onEdit({ path: [...path, key], remove: true })}
        />
      ))}
      {absent.length ? (
        <Select
          aria-label={t('addPropertyTo', { name })}
          placeholder={t('addProperty')}
          data={absent.map((key) => ({ value: key, label: label(key).toLowerCase() === key.toLowerCase() ? label(key) : `${label(key)} · ${key}` }))}
          value={null}
          onChange={(key) => key !== null && onEdit({ path: [...path, key], value: minimalValue(childSchema(here, key)) })}
        />
      ) : null}
    </>
  );
}
