// The schemas staff and backend teams read: every object closed (a typo fails), every property
// described (the description is the editor's tooltip), closed value sets as enums.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';

type Node = Record<string, unknown>;

/** Every schema node with its path, walking properties, items, definitions and combinators. */
function* nodes(node: unknown, path: string): Generator<[Node, string]> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const n = node as Node;
  yield [n, path];
  for (const key of ['properties', 'definitions']) {
    for (const [name, child] of Object.entries((n[key] as Node | undefined) ?? {})) yield* nodes(child, `${path}/${key}/${name}`);
  }
  if (n.items) yield* nodes(n.items, `${path}/items`);
  if (typeof n.additionalProperties === 'object') yield* nodes(n.additionalProperties, `${path}/additionalProperties`);
  for (const key of ['oneOf', 'anyOf', 'allOf']) for (const [i, child] of ((n[key] as unknown[]) ?? []).entries()) yield* nodes(child, `${path}/${key}/${i}`);
}

const FILES = ['schemas/screens.schema.json', 'schemas/config.schema.json', ...readdirSync('schemas/api').map((f) => `schemas/api/${f}`)];

describe('schemas', () => {
  for (const file of FILES) {
    it(`${file}: every object is closed and every property described`, () => {
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      const problems: string[] = [];
      for (const [node, path] of nodes(schema, '#')) {
        if (node.properties && node.additionalProperties !== false) problems.push(`${path}: not closed`);
        for (const [name, child] of Object.entries((node.properties as Node | undefined) ?? {})) {
          const c = child as Node;
          if (!c.description && !(c.$ref && name === '$schema')) {
            // A $ref without its own description takes the definition's.
            if (!c.$ref) problems.push(`${path}/properties/${name}: no description`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
