// The schema the studio's editor gives its JSON-schema extension: every key below the top level
// described (hover, completion), and nothing left to resolve (so the extension prepares it quickly).
import { describe, expect, it } from 'vitest';
import { editorSchema } from '../../studio/client/editor-schema';

type Node = { properties?: Record<string, Node>; items?: Node; oneOf?: Node[]; description?: string };

describe("the editor's schema", () => {
  it('has no reference left, nor the definitions they pointed to', () => {
    expect(JSON.stringify(editorSchema)).not.toContain('"$ref"');
    expect(editorSchema).not.toHaveProperty('definitions');
  });

  it("describes keys deep in the file: a screen's route, a section's kind and a field's label", () => {
    const screen = (editorSchema as Node).properties!.screens!.items!;
    expect(screen.properties!.route!.description).toMatch(/path of the screen/);
    const keyValue = screen.properties!.sections!.items!.oneOf!.find(
      (option) => option.properties?.kind?.description && JSON.stringify(option.properties.kind).includes('keyValue'),
    )!;
    expect(keyValue.properties!.kind!.description).toBe('The section kind.');
    // A place's own description wins over its definition's.
    expect(keyValue.properties!.title!.description).toBe('A heading above the section.');
    expect(keyValue.properties!.fields!.items!.properties!.label!.description).toBeTruthy();
  });
});
