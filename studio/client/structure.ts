// Where things are in the editor's text: JSON pointers to offsets, the screen/tab/section/field an
// offset is in, and the outline of screens → tabs → sections → fields. Read with jsonc-parser, which
// also reads a file that is not valid JSON as far as it can.
import { findNodeAtLocation, getLocation, getNodeValue, parseTree, type Node, type Segment } from 'jsonc-parser';
import type { Problem } from '../../src/manifest/manifest-problems';

export type Path = Segment[];

export const parse = (text: string): Node | undefined => parseTree(text, [], { allowTrailingComma: true, disallowComments: false });

const pointerPath = (pointer: string): Path =>
  pointer === ''
    ? []
    : pointer
        .replace(/^\//, '')
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The range in the text of a JSON path's value (with its key when it has one). */
export function rangeOfPath(tree: Node | undefined, path: Path): { from: number; to: number } | undefined {
  if (!tree) return undefined;
  // A pointer to what is not there (a missing key) is shown at the nearest thing that is.
  for (let length = path.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, path.slice(0, length));
    if (!node) continue;
    const whole = node.parent?.type === 'property' ? node.parent : node;
    return { from: whole.offset, to: whole.offset + whole.length };
  }
  return undefined;
}

/** Where a problem is in the text: its line and column for a syntax problem, else its pointer. */
export function rangeOfProblem(text: string, tree: Node | undefined, problem: Problem): { from: number; to: number } {
  const syntax = /^line (\d+), column (\d+)$/.exec(problem.place);
  if (syntax) {
    const lines = text.split('\n');
    const line = Math.min(Number(syntax[1]), lines.length);
    let offset = 0;
    for (let i = 0; i < line - 1; i += 1) offset += lines[i]!.length + 1;
    const from = Math.min(offset + Number(syntax[2]) - 1, text.length);
    return { from, to: Math.min(from + 1, text.length) };
  }
  return rangeOfPath(tree, pointerPath(problem.pointer)) ?? { from: 0, to: 0 };
}

/** What an offset of the text is in: a screen, a tab of it, a section (its array and place), a field. */
export interface Place {
  screen?: number;
  tab?: number;
  /** The path of the array holding the section: [screens, s, sections] | [.., tabs, t, sections] | [.., afterTabs]. */
  sectionArray?: Path;
  section?: number;
  field?: number;
}

export function placeOfPath(path: Path): Place {
  const place: Place = {};
  if (path[0] !== 'screens' || typeof path[1] !== 'number') return place;
  place.screen = path[1];
  let rest = path.slice(2);
  if (rest[0] === 'tabs' && typeof rest[1] === 'number') {
    place.tab = rest[1];
    rest = rest.slice(2);
    if (rest[0] === 'sections' && typeof rest[1] === 'number') {
      place.sectionArray = path.slice(0, 5);
      place.section = rest[1];
      rest = rest.slice(2);
    }
  } else if ((rest[0] === 'sections' || rest[0] === 'afterTabs') && typeof rest[1] === 'number') {
    place.sectionArray = path.slice(0, 3);
    place.section = rest[1];
    rest = rest.slice(2);
  }
  if (place.section !== undefined && rest[0] === 'fields' && typeof rest[1] === 'number') place.field = rest[1];
  return place;
}

export const placeAt = (text: string, offset: number): Place => placeOfPath(getLocation(text, offset).path);

/** The value at a path, or undefined. */
export function valueAt(tree: Node | undefined, path: Path): unknown {
  const node = tree && findNodeAtLocation(tree, path);
  return node ? getNodeValue(node) : undefined;
}

type Labelled = { id?: unknown; key?: unknown; kind?: unknown; route?: unknown; label?: unknown; title?: unknown; caption?: unknown; text?: unknown };

/** One entry of the outline. */
export interface OutlineEntry {
  kind: 'screen' | 'tab' | 'section' | 'field';
  path: Path;
  name: string;
  label?: string | undefined;
  /** The section kind, for sections. */
  detail?: string | undefined;
  children: OutlineEntry[];
}

const labelIn = (value: unknown, language: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const text = (value as Record<string, unknown>)[language];
  return typeof text === 'string' ? text : undefined;
};

const asArray = (value: unknown): Labelled[] =>
  Array.isArray(value) ? (value as Labelled[]).map((item) => (typeof item === 'object' && item !== null ? item : {})) : [];

function sectionEntries(sections: unknown, path: Path, language: string): OutlineEntry[] {
  return asArray(sections).map((section, index) => ({
    kind: 'section',
    path: [...path, index],
    name: String(section.id ?? `section ${index + 1}`),
    label: labelIn(section.title, language) ?? labelIn(section.caption, language),
    detail: typeof section.kind === 'string' ? section.kind : undefined,
    children: asArray((section as { fields?: unknown }).fields).map((field, f) => ({
      kind: 'field' as const,
      path: [...path, index, 'fields', f],
      name: String(field.key ?? `field ${f + 1}`),
      label: labelIn(field.label, language),
      children: [],
    })),
  }));
}

/** Screens → tabs → sections → fields, named by id (or key) and labelled in `language`. */
export function outlineOf(doc: unknown, language: string): OutlineEntry[] {
  const screens = asArray((doc as { screens?: unknown } | undefined)?.screens);
  return screens.map((screen, s) => {
    const base: Path = ['screens', s];
    const { sections, tabs, afterTabs } = screen as { sections?: unknown; tabs?: unknown; afterTabs?: unknown };
    return {
      kind: 'screen',
      path: base,
      name: String(screen.id ?? `screen ${s + 1}`),
      label: typeof screen.route === 'string' ? screen.route : undefined,
      children: [
        ...sectionEntries(sections, [...base, 'sections'], language),
        ...asArray(tabs).map((tab, t) => ({
          kind: 'tab' as const,
          path: [...base, 'tabs', t],
          name: String(tab.id ?? `tab ${t + 1}`),
          label: labelIn(tab.label, language),
          children: sectionEntries((tab as { sections?: unknown }).sections, [...base, 'tabs', t, 'sections'], language),
        })),
        ...sectionEntries(afterTabs, [...base, 'afterTabs'], language),
      ],
    };
  });
}
