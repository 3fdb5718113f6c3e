// The pieces every part of the form is made of: a group with its name, description and problems;
// a problem's words under an input; the small buttons beside a value (remove, move up, move down).
import { useId, type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../src/manifest/manifest-problems';
import { problemWords } from './form-problems';

/** The problems' words as an input's `error` (one line each), or undefined when there are none. */
export function problemError(problems: readonly Problem[]): ReactNode {
  if (!problems.length) return undefined;
  // Inside Mantine's error paragraph: inline elements only.
  return problems.map((problem, i) => (
    <span key={`${problem.pointer}-${i}`} style={{ display: 'block' }}>
      {problemWords(problem)}
    </span>
  ));
}

/** Problems shown by a group rather than by one input (a missing key, a list too short). */
export function ProblemList({ problems, id }: { problems: readonly Problem[]; id?: string }) {
  if (!problems.length) return null;
  return (
    <div id={id}>
      {problems.map((problem, i) => (
        <Text key={`${problem.pointer}-${i}`} size="sm" c="red.9">
          {problemWords(problem)}
        </Text>
      ))}
    </div>
  );
}

/** A small button beside a value; its name says what it does to what. */
export function SmallButton({
  label,
  glyph,
  onClick,
  disabled,
  ...data
}: {
  label: string;
  glyph: string;
  onClick: () => void;
  disabled?: boolean;
  [data: `data-${string}`]: string;
}) {
  return (
    <ActionIcon variant="default" aria-label={label} title={label} onClick={onClick} disabled={disabled} {...data}>
      <span aria-hidden="true">{glyph}</span>
    </ActionIcon>
  );
}

export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('form');
  return <SmallButton label={t('remove', { name })} glyph="✕" onClick={onRemove} />;
}

/** Mantine's `inputContainer`: the input with its remove button beside it (between label and error). */
export const withRemove = (name: string, onRemove: (() => void) | undefined) =>
  onRemove
    ? (input: ReactNode) => (
        <Group gap={4} wrap="nowrap" align="center">
          <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
          <RemoveButton name={name} onRemove={onRemove} />
        </Group>
      )
    : undefined;

interface FieldGroupProps {
  name: string;
  description?: string | undefined;
  problems?: readonly Problem[];
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}

/** A value made of several inputs (an object, a label's three texts, a list): named by its heading. */
export function FieldGroup({ name, description, problems = [], onRemove, children }: FieldGroupProps) {
  const id = useId();
  const described = [description ? `${id}-description` : '', problems.length ? `${id}-problems` : ''].filter(Boolean).join(' ');
  return (
    <div role="group" aria-labelledby={`${id}-name`} aria-describedby={described || undefined}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text id={`${id}-name`} fw={600} size="sm">
          {name}
        </Text>
        {onRemove ? <RemoveButton name={name} onRemove={onRemove} /> : null}
      </Group>
      {description ? (
        <Text id={`${id}-description`} size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      <ProblemList problems={problems} id={`${id}-problems`} />
      <Stack gap="xs" mt={4} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
        {children}
      </Stack>
    </div>
  );
}
