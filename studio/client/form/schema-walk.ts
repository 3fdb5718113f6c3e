// The schema of screens.json as the form reads it: `$ref`s followed, the branch of a discriminated
// `oneOf` chosen by the tag in the data, the schema at a path of the document, and the smallest
// valid value of a schema (what the form puts in when something is added). Nothing here knows a
// section kind, a format or a property: a kind or property added to the schema reaches the form.
import rawSchema from '../../../schemas/screens.schema.json';
import { LANGUAGES } from '../../../src/i18n/languages';
import type { Path } from '../structure';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The parts of a JSON Schema (draft 7) the form reads. */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: JsonType | JsonType[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  oneOf?: SchemaNode[];
  discriminator?: { propertyName: string };
}

export const rootSchema = rawSchema as unknown as SchemaNode & { definitions: Record<string, SchemaNode> };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

// Resolved nodes are kept, so a node keeps its identity from one render to the next.
const resolved = new WeakMap<SchemaNode, SchemaNode>();

/** A node with its `$ref` followed; the place's own keys (its description, say) win over the definition's. */
export function resolve(node: SchemaNode | undefined, seen: readonly string[] = []): SchemaNode | undefined {
  if (!node?.$ref) return node;
  const known = resolved.get(node);
  if (known) return known;
  const name = node.$ref.replace(/^#\/definitions\//, '');
  const target = rootSchema.definitions[name];
  // A reference to nothing, or one that comes back to itself, stands for any value.
  const { $ref: _ref, ...own } = node;
  const result = target && !seen.includes(name) ? { ...resolve(target, [...seen, name]), ...own } : own;
  resolved.set(node, result);
  return result;
}

/** A discriminated `oneOf`'s tag and its branches by the tag's value, in the schema's order. */
export function branchesOf(node: SchemaNode | undefined): { tag: string; branches: { value: string; schema: SchemaNode }[] } | undefined {
  const tag = node?.discriminator?.propertyName;
  if (!tag || !node.oneOf) return undefined;
  const branches = node.oneOf.flatMap((option) => {
    const schema = resolve(option);
    const value = resolve(schema?.properties?.[tag])?.const;
    return schema && typeof value === 'string' ? [{ value, schema }] : [];
  });
  return { tag, branches };
}

/** The schema that describes `value`: for a discriminated `oneOf`, the branch its tag names (the `oneOf` itself when it names none). */
export function schemaFor(node: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  const here = resolve(node);
  const choice = branchesOf(here);
  if (!choice) return here;
  const tagValue = isRecord(value) ? value[choice.tag] : undefined;
  return choice.branches.find((branch) => branch.value === tagValue)?.schema ?? here;
}

/** The schema of a child of a value its (branch's) schema describes: a property, a map's entry or an item. */
export function childSchema(node: SchemaNode | undefined, segment: string | number): SchemaNode | undefined {
  if (!node) return undefined;
  if (typeof segment === 'number') return resolve(node.items);
  const property = node.properties?.[segment];
  if (property) return resolve(property);
  return typeof node.additionalProperties === 'object' ? resolve(node.additionalProperties) : undefined;
}

const childValue = (value: unknown, segment: string | number): unknown =>
  Array.isArray(value) && typeof segment === 'number' ? value[segment] : isRecord(value) && typeof segment === 'string' ? value[segment] : undefined;

/** The value at a path of the document, or undefined. */
export const valueAtPath = (doc: unknown, path: Path): unknown => path.reduce<unknown>((value, segment) => childValue(value, segment), doc);

/** The schema declared at a path: where a section or a format is, the `oneOf` of every kind, not yet a branch. */
export function declaredAtPath(doc: unknown, path: Path): SchemaNode | undefined {
  let node = resolve(rootSchema);
  let value = doc;
  for (const segment of path) {
    node = childSchema(schemaFor(node, value), segment);
    if (!node) return undefined;
    value = childValue(value, segment);
  }
  return node;
}

/** The schema that applies at a path of the document, with the branch the data's tag chooses. */
export const schemaAtPath = (doc: unknown, path: Path): SchemaNode | undefined => schemaFor(declaredAtPath(doc, path), valueAtPath(doc, path));

/** The JSON types a node allows, from `type` or else from its `const` or `enum` values. */
export function typesOf(node: SchemaNode | undefined): JsonType[] {
  if (!node) return [];
  if (node.type) return Array.isArray(node.type) ? node.type : [node.type];
  const values = node.const !== undefined ? [node.const] : (node.enum ?? []);
  return [...new Set(values.map((value): JsonType => (value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType))))];
}

/** A label: an object of exactly the site's languages, each a text. Shown as one row of three inputs. */
export function isLabel(node: SchemaNode | undefined): boolean {
  const keys = Object.keys(node?.properties ?? {});
  return keys.length === LANGUAGES.length && LANGUAGES.every((language) => keys.includes(language));
}

/** The schema of a map's entries (`additionalProperties` as a schema), when the object has no properties of its own. */
export const mapEntries = (node: SchemaNode | undefined): SchemaNode | undefined =>
  node && !node.properties && typeof node.additionalProperties === 'object' ? resolve(node.additionalProperties) : undefined;

/** The keys of an object schema, required or not, in the schema's order. */
export const propertyNames = (node: SchemaNode | undefined): string[] => Object.keys(node?.properties ?? {});

/** Where a new key goes among an object's keys: before the first one the schema lists after it (else last). */
export function insertionIndex(node: SchemaNode | undefined, keys: readonly string[], key: string): number {
  const order = propertyNames(node);
  const rank = order.indexOf(key);
  if (rank < 0) return keys.length;
  const after = keys.findIndex((existing) => order.indexOf(existing) > rank);
  return after < 0 ? keys.length : after;
}

/** Orders an object's keys as its schema lists them; keys the schema does not know keep their places at the end. */
const inSchemaOrder = (node: SchemaNode, entries: [string, unknown][]): Json => {
  const order = propertyNames(node);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries([...entries].sort(([a], [b]) => rank(a) - rank(b)));
};

const MAX_DEPTH = 12;

/**
 * The smallest valid value of a schema, for something just added: its `const`, else its `default`,
 * else its first example, else the first allowed value; an object with its required properties
 * (and, where a `oneOf` asks for one of several keys, the first), an array with as many items as
 * it must have. A text with no example is empty, which the check then points at.
 */
export function minimalValue(node: SchemaNode | undefined, depth = 0): unknown {
  const here = resolve(node);
  if (!here) return null;
  if (here.const !== undefined) return clone(here.const);
  if (here.default !== undefined) return clone(here.default);
  if (here.examples?.length) return clone(here.examples[0]);
  if (here.enum?.length) return clone(here.enum[0]);
  const choice = branchesOf(here);
  if (choice?.branches[0]) return minimalValue(choice.branches[0].schema, depth + 1);
  const [type] = typesOf(here);
  if (depth > MAX_DEPTH) return type === 'array' ? [] : type === 'object' ? {} : null;
  switch (type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return Math.min(here.minimum ?? 0, here.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: here.minItems ?? 0 }, () => minimalValue(here.items, depth + 1));
    case 'null':
      return null;
    default: {
      // An object (also when `type` is left out but properties are given).
      const alternative = here.oneOf?.find((option) => option.required?.length)?.required ?? [];
      const keys = [...new Set([...(here.required ?? []), ...alternative])];
      return inSchemaOrder(
        here,
        keys.map((key) => [key, minimalValue(here.properties?.[key], depth + 1)]),
      );
    }
  }
}

/** Two schemas allow the same values (their words, a description or an example, may differ). */
const sameRules = (a: SchemaNode | undefined, b: SchemaNode | undefined): boolean => {
  const rules = (node: SchemaNode) =>
    JSON.stringify(node, (key, value: unknown) => (key === 'description' || key === 'title' || key === 'examples' ? undefined : value));
  return Boolean(a && b) && rules(a!) === rules(b!);
};

/**
 * The object after its tag is switched to another branch: that branch's smallest valid object,
 * keeping the properties the old and new branches declare alike (a section's id, title and
 * source; a format's decimals only where both allow the same).
 */
export function switchBranch(declared: SchemaNode | undefined, value: unknown, tagValue: string): Json {
  const choice = branchesOf(resolve(declared));
  const next = choice?.branches.find((branch) => branch.value === tagValue)?.schema;
  if (!choice || !next) return { ...(isRecord(value) ? value : {}) };
  const fresh = minimalValue(next) as Json;
  const before = schemaFor(declared, value);
  const kept = Object.entries(isRecord(value) ? value : {}).filter(
    ([key]) => key !== choice.tag && sameRules(before?.properties?.[key], next.properties?.[key]),
  );
  return inSchemaOrder(next, [...Object.entries(fresh).filter(([key]) => !kept.some(([k]) => k === key)), ...kept]);
}
