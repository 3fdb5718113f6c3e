// Turns validation errors into messages for the person editing the file: where (in words and as
// a JSON pointer), what was found, and what is allowed. Shared by the build and the browser.

/** The parts of an ajv error this module reads. */
export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** One problem in a config file, ready to show. */
export interface Problem {
  file: string;
  /** JSON pointer to the offending value; empty for the whole file. */
  pointer: string;
  /** The place in words: "screen `index` › section `fundList` › field 2 `fundCode`". */
  place: string;
  message: string;
}

type Json = unknown;
const singular: Record<string, string> = {
  screens: 'screen',
  sections: 'section',
  fields: 'field',
  tabs: 'tab',
  links: 'link',
  series: 'series',
  items: 'metric',
  sub: 'sub value',
  filters: 'filter',
  options: 'option',
};

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function splitPointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.replace(/^#?\//, '').split('/').map(unescapePointer);
}

/** The value at a JSON pointer, or undefined. */
export function resolvePointer(doc: Json, pointer: string): Json {
  let node = doc;
  for (const segment of splitPointer(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** Describes a JSON pointer in words, naming array items by their `id` or `key`. */
export function placeInWords(doc: Json, pointer: string): string {
  const words: string[] = [];
  let node = doc;
  let parentKey = '';
  for (const segment of splitPointer(pointer)) {
    if (Array.isArray(node)) {
      const item: Json = node[Number(segment)];
      const noun = singular[parentKey] ?? 'item';
      const name = isRecord(item) ? (item.id ?? item.key) : undefined;
      const position = Number(segment) + 1;
      words.push(typeof name === 'string' ? `${noun} ${position} \`${name}\`` : `${noun} ${position}`);
      node = item;
    } else {
      if (!(segment in singular)) words.push(`\`${segment}\``);
      node = isRecord(node) ? node[segment] : undefined;
    }
    parentKey = segment;
  }
  return words.length ? words.join(' › ') : 'the whole file';
}

function show(value: Json): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

// The closest allowed word, when it is close enough to be a likely typo: one rule for check-config
// and the demo API's messages.
import { closest } from '../../server/api/closest.mjs';
export { closest };

function deref(schema: Json, node: Json): Record<string, Json> | undefined {
  if (isRecord(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
    return deref(schema, resolvePointer(schema, node.$ref));
  }
  return isRecord(node) ? node : undefined;
}

/**
 * The schema node that applies to the value at `pointer`, found by walking the schema beside the
 * document (ajv's schemaPath restarts inside each referenced definition, so it cannot be used).
 */
export function schemaAt(schema: Json, doc: Json, pointer: string): Record<string, Json> | undefined {
  let node = deref(schema, schema);
  let value = doc;
  const branch = () => {
    // A discriminated oneOf: follow the branch the value's tag selects.
    const tag = isRecord(node?.discriminator) ? node.discriminator.propertyName : undefined;
    const current = value;
    if (typeof tag === 'string' && Array.isArray(node?.oneOf) && isRecord(current)) {
      const chosen = node.oneOf.map((b) => deref(schema, b)).find((b) => isRecord(b?.properties) && deref(schema, b.properties[tag])?.const === current[tag]);
      if (chosen) node = chosen;
    }
  };
  branch();
  for (const segment of splitPointer(pointer)) {
    if (!node) return undefined;
    if (Array.isArray(value)) {
      node = deref(schema, node.items);
      value = value[Number(segment)];
    } else {
      const properties = isRecord(node.properties) ? node.properties : {};
      node = deref(schema, segment in properties ? properties[segment] : node.additionalProperties);
      value = isRecord(value) ? value[segment] : undefined;
    }
    branch();
  }
  return node;
}

function list(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

function explain(error: ValidationError, doc: Json, schema: Json): string {
  const found = resolvePointer(doc, error.instancePath);
  const parent = schemaAt(schema, doc, error.instancePath);
  const p = error.params;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = isRecord(parent?.properties) ? Object.keys(parent.properties) : [];
      const guess = closest(key, allowed);
      return `unknown key "${key}"${guess ? ` — did you mean "${guess}"?` : ''}${allowed.length ? ` Allowed keys: ${list(allowed)}.` : ''}`;
    }
    case 'required':
      return `missing "${String(p.missingProperty)}", which is required here`;
    case 'type':
      return `found ${show(found)}, expected ${String(p.type).replace(',', ' or ')}`;
    case 'enum':
      return `found ${show(found)}; allowed: ${list((p.allowedValues as unknown[]) ?? [])}`;
    case 'const':
      return `found ${show(found)}; allowed: ${JSON.stringify(p.allowedValue)}`;
    case 'pattern': {
      const hint = typeof parent?.description === 'string' ? ` (${parent.description.replace(/\.$/, '')})` : '';
      return `found ${show(found)}, which is not in the expected form${hint}`;
    }
    case 'discriminator': {
      const tag = String(p.tag);
      if (p.error === 'tag') return `missing "${tag}" (a string), which decides what else is allowed here`;
      const allowed = Array.isArray(parent?.oneOf)
        ? parent.oneOf.map((branch) => deref(schema, branch)).map((b) => (isRecord(b?.properties) ? deref(schema, b.properties[tag])?.const : undefined))
        : [];
      const names = allowed.filter((v): v is string => typeof v === 'string');
      const guess = closest(String(p.tagValue), names);
      return `unknown ${tag} ${show(p.tagValue)}; allowed: ${list(names)}${guess ? `. Did you mean "${guess}"?` : ''}`;
    }
    case 'oneOf': {
      const branches = Array.isArray(parent?.oneOf) ? parent.oneOf.map((b) => deref(schema, b)) : [];
      const keys = branches.flatMap((b) => (Array.isArray(b?.required) && Object.keys(b).length === 1 ? b.required : []));
      if (keys.length === branches.length && keys.length > 0) return `needs exactly one of: ${list(keys)}`;
      return `found ${show(found)}, which fits none of the allowed forms`;
    }
    case 'minLength':
      return p.limit === 1
        ? `is empty; write a text here (found ${show(found)})`
        : `is too short: at least ${String(p.limit)} characters (found ${show(found)})`;
    case 'minimum':
    case 'maximum':
      return `is ${typeof found === 'number' ? found : show(found)}; it must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`;
    case 'minItems':
      return `has ${Array.isArray(found) ? found.length : 0} entries; at least ${String(p.limit)} needed`;
    case 'uniqueItems':
      return `has the same entry twice (items ${Number(p.j) + 1} and ${Number(p.i) + 1})`;
    default:
      return `${error.message ?? 'is not valid'}${found !== undefined && typeof found !== 'object' ? ` (found ${show(found)})` : ''}`;
  }
}

/** Turns ajv errors into problems; drops the summary errors that repeat a more precise one. */
export function describeErrors(file: string, errors: readonly ValidationError[], doc: Json, schema: Json): Problem[] {
  const precise = errors.filter(
    (e) =>
      !(e.keyword === 'oneOf' && errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.keyword !== 'oneOf' && o.keyword !== 'required')),
  );
  const seen = new Set<string>();
  return precise.flatMap((error) => {
    const key =
      error.keyword === 'additionalProperties'
        ? error.params.additionalProperty
        : error.keyword === 'discriminator' && error.params.error === 'mapping'
          ? error.params.tag
          : undefined;
    const pointer = key === undefined ? error.instancePath : `${error.instancePath}/${String(key)}`;
    const problem = { file, pointer, place: placeInWords(doc, pointer), message: explain(error, doc, schema) };
    const id = `${pointer}|${problem.message}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [problem];
  });
}

/** Problems as plain text, one numbered entry each. */
export function formatProblems(problems: readonly Problem[]): string {
  const files = [...new Set(problems.map((p) => p.file))].join(', ');
  const head = `${files}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const body = problems.map((p, i) => `  ${i + 1}. ${p.place}: ${p.message}${p.pointer ? `\n     at ${p.pointer}` : ''}`);
  return [head, ...body].join('\n');
}
