// A list: columns, chart series, visibility rules, tabs, sections, page sizes… Items of several
// values (objects) are headings that open to their own form; single values are a row each. Every
// item can be moved up or down and removed, and "Add item" appends the smallest valid one.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from './form-context';
import { FieldGroup, RemoveButton, SmallButton } from './form-parts';
import { pointerOf, problemsLeft, problemsWithin } from './form-problems';
import { itemTitle } from './item-title';
import { branchesOf, isLabel, mapEntries, minimalValue, resolve, typesOf, type SchemaNode } from './schema-walk';
import { ValueField } from './value-field';
import type { FieldProps } from './field-props';
import type { Problem } from '../../../src/manifest/manifest-problems';

/** Items that hold several values open and close; a label or a single value is a row. */
const opens = (schema: SchemaNode | undefined) =>
  !isLabel(schema) &&
  Boolean(branchesOf(schema) || schema?.properties || mapEntries(schema) || typesOf(schema).some((type) => type === 'object' || type === 'array'));

/** The open items' numbers after a move (two swap) or a removal (those after it move up one). */
const swapped = (open: ReadonlySet<number>, a: number, b: number) => new Set([...open].map((i) => (i === a ? b : i === b ? a : i)));
const toggled = (open: ReadonlySet<number>, index: number) => (open.has(index) ? new Set([...open].filter((i) => i !== index)) : new Set([...open, index]));
const removed = (open: ReadonlySet<number>, gone: number) => new Set([...open].filter((i) => i !== gone).map((i) => (i > gone ? i - 1 : i)));

export function ArrayField({ path, schema, value, name, problems, onRemove, description }: FieldProps & { description?: string | undefined }) {
  const { t } = useTranslation('form');
  const { onEdit, language } = useForm();
  const declared = resolve(schema);
  const itemSchema = resolve(declared?.items);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const pointerAt = (index: number) => pointerOf([...path, index]);
  // Items with a problem start open, so the problem is seen where it is.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(items.flatMap((_, i) => (problemsWithin(problems, pointerAt(i)).length ? [i] : []))));
  const grouped = opens(itemSchema);

  // After a move, the focus goes with the item (to its button that moved it), so a keyboard user
  // can press it again; at the top or bottom, where that button is disabled, to the other one.
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ index: number; direction: 'up' | 'down' }>();
  useEffect(() => {
    if (!moved) return;
    const button = (direction: string) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.index}-${direction}"]:not(:disabled)`);
    (button(moved.direction) ?? button(moved.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [moved]);
  const move = (from: number, to: number) => {
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    onEdit({ path, value: next });
    setOpen((current) => swapped(current, from, to));
    setMoved({ index: to, direction: to < from ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    onEdit({ path: [...path, index], remove: true });
    setOpen((current) => removed(current, index));
  };
  const add = () => {
    onEdit({ path: [...path, items.length], value: minimalValue(itemSchema) });
    setOpen((current) => new Set([...current, items.length]));
  };
  const full = declared?.maxItems !== undefined && items.length >= declared.maxItems;

  return (
    <FieldGroup
      name={name}
      description={description}
      onRemove={onRemove}
      problems={problemsLeft(
        problems,
        items.map((_, i) => pointerAt(i)),
      )}
    >
      {items.length ? (
        <ol ref={list} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {items.map((item, index) => {
            const title = grouped ? itemTitle(itemSchema, item, index, language) : `${name} ${index + 1}`;
            const controls = (
              <>
                <SmallButton
                  label={t('moveUp', { name: title })}
                  glyph="↑"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  data-move={`${index}-up`}
                />
                <SmallButton
                  label={t('moveDown', { name: title })}
                  glyph="↓"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  data-move={`${index}-down`}
                />
                <RemoveButton name={title} onRemove={() => remove(index)} />
              </>
            );
            const itemPath = [...path, index];
            const itemProblems = problemsWithin(problems, pointerAt(index));
            return grouped ? (
              <OpeningItem
                key={index}
                title={title}
                open={open.has(index)}
                problems={itemProblems}
                controls={controls}
                onToggle={() => setOpen((current) => toggled(current, index))}
              >
                <ValueField path={itemPath} schema={itemSchema} value={item} name={title} problems={itemProblems} bare />
              </OpeningItem>
            ) : (
              <li key={index}>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <ValueField path={itemPath} schema={itemSchema} value={item} name={title} problems={itemProblems} hideLabel />
                  </div>
                  {controls}
                </Group>
              </li>
            );
          })}
        </ol>
      ) : (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={add} disabled={full}>
          {t('addItem', { name })}
        </Button>
      </Group>
    </FieldGroup>
  );
}

interface OpeningItemProps {
  title: string;
  open: boolean;
  problems: readonly Problem[];
  controls: ReactNode;
  onToggle: () => void;
  children: ReactNode;
}

/** A list item of several values: its heading opens and closes it; its buttons sit beside, not inside. */
function OpeningItem({ title, open, problems, controls, onToggle, children }: OpeningItemProps) {
  const { t } = useTranslation('form');
  const id = useId();
  return (
    <li style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, padding: '2px 6px' }}>
      <Group gap={4} wrap="nowrap">
        <UnstyledButton
          id={`${id}-heading`}
          aria-expanded={open}
          aria-controls={open ? `${id}-body` : undefined}
          onClick={onToggle}
          style={{ flex: 1, minWidth: 0 }}
        >
          {/* Only phrasing content inside a button: spans. */}
          <Group component="span" gap={6} wrap="nowrap">
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            <Text component="span" size="sm" truncate>
              {title}
            </Text>
            {problems.length ? (
              <Badge component="span" color="red.9" variant="filled" size="sm">
                {t('problems', { count: problems.length })}
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
        {controls}
      </Group>
      {open ? (
        <div id={`${id}-body`} role="group" aria-labelledby={`${id}-heading`} style={{ padding: '4px 0 6px' }}>
          {children}
        </div>
      ) : null}
    </li>
  );
}
