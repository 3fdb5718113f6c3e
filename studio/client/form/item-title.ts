// The heading of a list item, from its schema: its number, its name (the first text it must have:
// a section's id, a column's key, a rule's field), its kind, and its label in the preview's
// language ("3. trading · table · 交易資料").
import { branchesOf, childSchema, isLabel, propertyNames, resolve, schemaFor, type SchemaNode } from './schema-walk';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function itemTitle(schema: SchemaNode | undefined, value: unknown, index: number, language: string): string {
  const parts = [`${index + 1}.`];
  if (!isRecord(value)) return typeof value === 'string' || typeof value === 'number' ? `${parts[0]} ${value}` : parts[0]!;
  const here = schemaFor(schema, value);
  const tag = branchesOf(resolve(schema))?.tag;
  const name = (here?.required ?? []).find((key) => key !== tag && typeof value[key] === 'string' && value[key] !== '');
  if (name) parts.push(String(value[name]));
  if (tag && typeof value[tag] === 'string') parts.push(`(${value[tag]})`);
  const labelKey = propertyNames(here).find((key) => isLabel(childSchema(here, key)) && isRecord(value[key]));
  const label = labelKey ? (value[labelKey] as Record<string, unknown>)[language] : undefined;
  return typeof label === 'string' && label ? `${parts.join(' ')} · ${label}` : parts.join(' ');
}
