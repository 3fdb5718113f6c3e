// Inputs for one value: a text, a number, yes/no, one of the schema's allowed values. Each sends its
// edit on every change and shows the problems about its value in check-config's words.
import { useId } from 'react';
import { Group, NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { problemError, ProblemList, RemoveButton, withRemove } from './form-parts';
import { useForm } from './form-context';
import { resolve, typesOf } from './schema-walk';
import { useDraft } from './use-draft';
import type { FieldProps } from './field-props';

/** The label props of an input: shown, or given only to assistive technology. */
const named = ({ name, hideLabel }: FieldProps) => (hideLabel ? { 'aria-label': name } : { label: name });

const shownAsText = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

export function TextField(props: FieldProps & { description?: string | undefined }) {
  const { path, value, problems, onRemove, name, schema } = props;
  const { onEdit } = useForm();
  const draft = useDraft(shownAsText(value));
  const example = resolve(schema)?.examples?.[0];
  return (
    <TextInput
      {...named(props)}
      description={props.description}
      placeholder={typeof example === 'string' ? example : undefined}
      value={draft.value}
      onFocus={draft.onFocus}
      onBlur={draft.onBlur}
      onChange={(event) => {
        draft.set(event.currentTarget.value);
        onEdit({ path, value: event.currentTarget.value });
      }}
      error={problemError(problems)}
      inputContainer={withRemove(name, onRemove)}
    />
  );
}

export function NumberField(props: FieldProps & { description?: string | undefined }) {
  const { path, value, problems, onRemove, name } = props;
  const schema = resolve(props.schema);
  const { onEdit } = useForm();
  const draft = useDraft(shownAsText(value));
  return (
    <NumberInput
      {...named(props)}
      description={props.description}
      value={draft.value}
      min={schema?.minimum}
      max={schema?.maximum}
      // A number out of range is kept as typed: the problem under the input says what is allowed.
      clampBehavior="none"
      allowDecimal={!typesOf(schema).includes('integer')}
      onFocus={draft.onFocus}
      onBlur={draft.onBlur}
      onChange={(next) => {
        draft.set(String(next));
        // A number not yet whole ('' or '-') stays in the input until it is one.
        if (typeof next === 'number' && Number.isFinite(next)) onEdit({ path, value: next });
      }}
      error={problemError(problems)}
      inputContainer={withRemove(name, onRemove)}
    />
  );
}

export function BooleanField(props: FieldProps & { description?: string | undefined }) {
  const { path, value, problems, onRemove, name } = props;
  const { onEdit } = useForm();
  const id = useId();
  // Mantine puts a switch's description and error inside its <label>, which makes them part of its
  // name: here they are beside it, and only describe it.
  const described = [props.description ? `${id}-description` : '', problems.length ? `${id}-problems` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Switch
          {...named(props)}
          checked={value === true}
          onChange={(event) => onEdit({ path, value: event.currentTarget.checked })}
          aria-describedby={described || undefined}
          aria-invalid={problems.length ? true : undefined}
        />
        {onRemove ? <RemoveButton name={name} onRemove={onRemove} /> : null}
      </Group>
      {props.description ? (
        <Text id={`${id}-description`} size="xs" c="dimmed">
          {props.description}
        </Text>
      ) : null}
      <ProblemList problems={problems} id={`${id}-problems`} />
    </div>
  );
}

/** One of the schema's `enum` values (or its one `const`). Values are told apart by their JSON. */
export function EnumField(props: FieldProps & { description?: string | undefined }) {
  const { path, value, problems, onRemove, name } = props;
  const schema = resolve(props.schema);
  const { onEdit } = useForm();
  const allowed = schema?.const !== undefined ? [schema.const] : (schema?.enum ?? []);
  // A value the schema does not allow (typed in the editor) is listed too, so the input shows what is there.
  const options = value === undefined || allowed.some((each) => JSON.stringify(each) === JSON.stringify(value)) ? allowed : [...allowed, value];
  return (
    <Select
      {...named(props)}
      description={props.description}
      data={options.map((option) => ({ value: JSON.stringify(option), label: typeof option === 'string' ? option : JSON.stringify(option) }))}
      value={value === undefined ? null : JSON.stringify(value)}
      allowDeselect={false}
      onChange={(chosen) => chosen !== null && onEdit({ path, value: JSON.parse(chosen) as unknown })}
      error={problemError(problems)}
      inputContainer={withRemove(name, onRemove)}
    />
  );
}
