// Inserts a skeleton at the right place of the text: a section after the one the cursor is in (or at
// the end of the tab or screen shown), a column after the cursor's column (or at the end of its
// section's), a tab after the cursor's tab (or at the end of the screen's). jsonc-parser writes the
// JSON in the file's own layout; the editor's snippets make the places to fill in Tab stops.
import { snippet } from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import { modify } from 'jsonc-parser';
import { fieldSkeleton, sectionSkeleton, tabSkeleton, type SectionKind } from './skeletons';
import { parse, placeAt, valueAt, type Path } from './structure';

export type Addition = { what: 'section'; kind: SectionKind } | { what: 'column' } | { what: 'tab' };

/** Why an addition cannot be made: the key of its message in the studio's texts (locales/*.json › insert). */
export type Refusal = 'insert.noScreen' | 'insert.noSection' | 'insert.noColumns' | 'insert.notPlaced';

/** Where the preview is: the fallback place when the cursor is outside any screen. */
export interface Shown {
  screen: number;
  tab: number | undefined;
}

const idsIn = (value: unknown): Set<string> =>
  new Set(
    Array.isArray(value)
      ? value.map((item) => (item as { id?: string; key?: string })?.id ?? (item as { key?: string })?.key).filter((id): id is string => typeof id === 'string')
      : [],
  );

/** A name not yet used among `taken`: `newTable`, `newTable2`, … */
function freshName(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

function sectionIdsOfScreen(screen: Record<string, unknown> | undefined): Set<string> {
  const ids = new Set<string>([...idsIn(screen?.sections), ...idsIn(screen?.afterTabs)]);
  for (const tab of Array.isArray(screen?.tabs) ? screen.tabs : []) for (const id of idsIn((tab as { sections?: unknown }).sections)) ids.add(id);
  return ids;
}

/** The array to insert into and the index, and the value; or why it cannot be made (what to do first). */
function plan(text: string, offset: number, addition: Addition, shown: Shown): { array: Path; index: number; value: unknown } | { refused: Refusal } {
  const tree = parse(text);
  const place = placeAt(text, offset);
  const screenIndex = place.screen ?? shown.screen;
  const screenPath: Path = ['screens', screenIndex];
  const screen = valueAt(tree, screenPath) as Record<string, unknown> | undefined;
  if (!screen) return { refused: 'insert.noScreen' };
  const length = (path: Path) => {
    const value = valueAt(tree, path);
    return Array.isArray(value) ? value.length : 0;
  };
  if (addition.what === 'section') {
    const id = freshName(`new${addition.kind[0]!.toUpperCase()}${addition.kind.slice(1)}`, sectionIdsOfScreen(screen));
    const value = sectionSkeleton(addition.kind, id, Boolean(screen.subject));
    if (place.sectionArray && place.section !== undefined) return { array: place.sectionArray, index: place.section + 1, value };
    const tab = place.screen === undefined ? shown.tab : place.tab;
    if (tab !== undefined && Array.isArray(screen.tabs) && screen.tabs[tab]) {
      const array: Path = [...screenPath, 'tabs', tab, 'sections'];
      return { array, index: length(array), value };
    }
    const array: Path = Array.isArray(screen.sections) || !Array.isArray(screen.tabs) ? [...screenPath, 'sections'] : [...screenPath, 'tabs', 0, 'sections'];
    return { array, index: length(array), value };
  }
  if (addition.what === 'column') {
    if (!place.sectionArray || place.section === undefined) return { refused: 'insert.noSection' };
    const fields: Path = [...place.sectionArray, place.section, 'fields'];
    const existing = valueAt(tree, fields);
    if (!Array.isArray(existing)) return { refused: 'insert.noColumns' };
    return {
      array: fields,
      index: place.field !== undefined ? place.field + 1 : existing.length,
      value: fieldSkeleton(freshName('newField', idsIn(existing))),
    };
  }
  const tabs: Path = [...screenPath, 'tabs'];
  const value = tabSkeleton(freshName('newTab', idsIn(screen.tabs)));
  return { array: tabs, index: place.tab !== undefined ? place.tab + 1 : length(tabs), value };
}

/** Inserts the addition into the editor; says why when it cannot. */
export function insertSkeleton(view: EditorView, addition: Addition, shown: Shown): Refusal | undefined {
  const text = view.state.doc.toString();
  const planned = plan(text, view.state.selection.main.head, addition, shown);
  if ('refused' in planned) return planned.refused;
  const formattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };
  const exists = Array.isArray(valueAt(parse(text), planned.array));
  // An array the screen does not have yet (its first tab) is added with the item in it.
  const edits = exists
    ? modify(text, [...planned.array, planned.index], planned.value, { isArrayInsertion: true, formattingOptions })
    : modify(text, planned.array, [planned.value], { formattingOptions });
  const [edit] = edits;
  if (!edit || edits.length > 1) return 'insert.notPlaced';
  // The snippet indents every line after its first by the indentation of the line it starts on,
  // which the formatted text already has.
  const baseIndent = /^\s*/.exec(view.state.doc.lineAt(edit.offset).text)![0];
  const template = edit.content
    .split('\n')
    .map((line, i) => (i > 0 && line.startsWith(baseIndent) ? line.slice(baseIndent.length) : line))
    .join('\n')
    .replace(/@@(\d+):([^@]*)@@/g, (_, n: string, words: string) => `\${${n}:${words}}`);
  snippet(template)(view, null, edit.offset, edit.offset + edit.length);
  // After the menu that asked for it has closed: the first place to fill in is typed over at once.
  requestAnimationFrame(() => view.focus());
  return undefined;
}
