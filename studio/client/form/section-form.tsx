// The form view of the part of screens.json chosen in the studio (a section, a column, a tab, a
// screen…), made from the schema alone. Every change is sent as a FormEdit, which the page turns
// into a change of the editor's text (editChanges), so the text stays the one source and the
// editor's undo covers the form. Problems are check-config's, shown at the input they are about.
import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../src/manifest/manifest-problems';
import type { Path } from '../structure';
import type { FormEdit } from './apply-edit';
import { FormContext } from './form-context';
import { pointerOf, problemsWithin } from './form-problems';
import { itemTitle } from './item-title';
import { declaredAtPath, valueAtPath } from './schema-walk';
import { ValueField } from './value-field';
import './texts';

export type { FormEdit } from './apply-edit';

export interface SchemaFormProps {
  /** The document: the editor's text as last parsed. */
  doc: unknown;
  /** The part of it the form is for, such as ['screens', 1, 'tabs', 0, 'sections', 2]. */
  path: Path;
  /** check-config's problems with the whole text; the form shows those inside `path`. */
  problems: readonly Problem[];
  onEdit: (edit: FormEdit) => void;
  /** The language labels are quoted in, in list items' headings; the studio's own when absent. */
  previewLanguage?: string;
}

export function SchemaForm({ doc, path, problems, onEdit, previewLanguage }: SchemaFormProps) {
  const { t, i18n } = useTranslation('form');
  const language = previewLanguage ?? i18n.language;
  const context = useMemo(() => ({ onEdit, language }), [onEdit, language]);
  const parentPath = path.slice(0, -1);
  const last = path.at(-1);
  // The form is named as its part would be in the form above it: an item's heading, a property's label.
  const name =
    last === undefined
      ? 'screens.json'
      : typeof last === 'number'
        ? itemTitle(declaredAtPath(doc, [...parentPath, last]), valueAtPath(doc, path), last, language)
        : t(`property.${last}`, { defaultValue: last });
  const value = valueAtPath(doc, path);
  // Nothing to edit where the path leads (a section just removed in the editor): no form.
  if (value === undefined) return null;
  return (
    <FormContext value={context}>
      <Stack gap="xs" role="group" aria-label={t('form', { name })}>
        <ValueField path={path} schema={declaredAtPath(doc, path)} value={value} name={name} problems={problemsWithin(problems, pointerOf(path))} bare />
      </Stack>
    </FormContext>
  );
}
