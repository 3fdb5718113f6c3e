// Reading an answer: the value at a dot path.

/** The value at a dot path (`list`, `data.total`); the whole value for an empty path. */
export function valueAt(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let node = value;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
