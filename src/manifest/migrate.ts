// Older manifests keep working: each step turns version n into n + 1, and a file is read through
// every step from its version to the current one. The build migrates on the fly (and says so);
// `npm run migrate-screens` rewrites the file.

export const CURRENT_VERSION = 2;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `visit` to every object inside a value, depth first; it may replace the object. */
function mapObjects(value: unknown, visit: (object: Json) => Json): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, visit));
  if (!isObject(value)) return value;
  return visit(Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapObjects(child, visit)])));
}

/** Version 1 → 2: a signed percent (`{"type": "percent", "signed": true}`) became the `change` formatter. */
function v1ToV2(doc: Json): Json {
  const migrated = mapObjects(doc, (object) => {
    if (object.type !== 'percent' || !('signed' in object)) return object;
    const { signed, ...rest } = object;
    return signed === true ? { ...rest, type: 'change', unit: 'percent' } : rest;
  }) as Json;
  return { ...migrated, version: 2 };
}

const STEPS: Record<number, (doc: Json) => Json> = { 1: v1ToV2 };

export interface Migration {
  doc: unknown;
  /** The version the file had, when it was older than the current one. */
  from?: number;
}

/** The manifest in the current version. A file that is not an object, or has no known version, is left to the schema to report. */
export function migrateManifest(doc: unknown): Migration {
  if (!isObject(doc) || typeof doc.version !== 'number' || !Number.isInteger(doc.version) || doc.version >= CURRENT_VERSION || doc.version < 1) return { doc };
  const from = doc.version;
  let current: Json = doc;
  for (let version = from; version < CURRENT_VERSION; version++) current = STEPS[version]!(current);
  return { doc: current, from };
}
