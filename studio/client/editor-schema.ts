// The schema as the editor's JSON-schema extension is given it. Its library (json-schema-library)
// does not follow a `$ref` met on the way down to a key, so below the top level hover and completion
// would know only a value's type, never its description or allowed values. Given the schema with
// its references written out in place, they know every key. A definition that refers to itself is
// left as a reference (none does today).
// The library also prepares the schema afresh for every completion and hover, a walk over all of it
// unless it has no `$ref` at all: without its definitions (none left to refer to) that takes
// milliseconds, not seconds.
import schema from '../../schemas/screens.schema.json';

type Json = unknown;
const definitions = (schema as { definitions: Record<string, Json> }).definitions;

function inline(node: Json, within: readonly string[]): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, within));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as Record<string, Json>;
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'definitions' ? value : inline(value, within)]));
  const name = typeof $ref === 'string' && $ref.startsWith('#/definitions/') ? $ref.slice('#/definitions/'.length) : undefined;
  if (!name || within.includes(name) || !(name in definitions)) return $ref === undefined ? own : { $ref, ...own };
  // The place's own keys (its description, say) win over the definition's.
  return { ...(inline(definitions[name], [...within, name]) as Record<string, Json>), ...own };
}

const { definitions: _definitions, ...inlined } = inline(schema, []) as Record<string, Json>;
export const editorSchema = JSON.stringify(inlined).includes('"$ref"') ? { ...inlined, definitions } : inlined;
