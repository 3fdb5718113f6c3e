// The default messages of a form's rules (required, length, range, type), worded in the locale
// files so every form says them the same way in the visitor's language.
import type { TFunction } from 'i18next';

/** The kinds of value a field can insist on. */
export type FieldType = 'number' | 'integer' | 'date' | 'email' | 'url';

/** A rule a field's value broke. */
export type FormRule =
  | { rule: 'required' }
  | { rule: 'length'; min: number; max: number }
  | { rule: 'range'; min: number | string; max: number | string }
  | { rule: 'type'; type: FieldType };

/** The message for `field` (its label, already in the visitor's language) breaking `rule`. */
export function formMessage(t: TFunction, field: string, rule: FormRule): string {
  switch (rule.rule) {
    case 'required':
      return t('form.required', { field });
    case 'length':
      return t('form.length', { field, min: rule.min, max: rule.max });
    case 'range':
      return t('form.range', { field, min: rule.min, max: rule.max });
    case 'type':
      return t('form.type', { field, type: t(`form.types.${rule.type}`) });
  }
}
