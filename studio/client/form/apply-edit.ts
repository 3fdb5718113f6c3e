// A form edit as changes to the editor's text: jsonc-parser writes the value in the file's own
// layout (two spaces, as `JSON.stringify(doc, null, 2)`), and the change is then cut down to the
// characters that differ, so the rest of the text (and the editor's undo history, cursor and
// folds around it) stays as it was. A key added to an object goes where the schema lists it.
import { findNodeAtLocation, getNodeValue, modify } from 'jsonc-parser';
import { parse, type Path } from '../structure';
import { insertionIndex, schemaAtPath } from './schema-walk';

/** What the form asks: set the value at a path (a key or item that is not there is added), or remove a key or an item. */
export type FormEdit = { path: Path; value: unknown } | { path: Path; remove: true };

/** One change of the text, as CodeMirror takes it. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

const formattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

/** The change without the characters it would write back unchanged at its start and end. */
function trimmed(text: string, change: TextChange): TextChange {
  let { from, to } = change;
  let insert = change.insert;
  let start = 0;
  while (from + start < to && start < insert.length && text[from + start] === insert[start]) start += 1;
  let end = 0;
  while (to - end > from + start && insert.length - end > start && text[to - end - 1] === insert[insert.length - end - 1]) end += 1;
  from += start;
  to -= end;
  insert = insert.slice(start, insert.length - end);
  return { from, to, insert };
}

/** The changes of the text that make the edit; none when it changes nothing. */
export function editChanges(text: string, edit: FormEdit): TextChange[] {
  const tree = parse(text);
  // The deepest part of the path that is there: the key added below it is placed in schema order.
  let depth = edit.path.length;
  while (depth > 0 && !(tree && findNodeAtLocation(tree, edit.path.slice(0, depth)))) depth -= 1;
  const parentPath = edit.path.slice(0, Math.max(0, depth === edit.path.length ? depth - 1 : depth));
  const added = edit.path[parentPath.length];
  const doc = tree ? getNodeValue(tree) : undefined;
  const getInsertionIndex = (keys: string[]) => (typeof added === 'string' ? insertionIndex(schemaAtPath(doc, parentPath), keys, added) : keys.length);
  const value = 'remove' in edit ? undefined : edit.value;
  return modify(text, edit.path, value, { formattingOptions, getInsertionIndex })
    .map((change) => trimmed(text, { from: change.offset, to: change.offset + change.length, insert: change.content }))
    .filter((change) => change.from !== change.to || change.insert !== '');
}

/** The text with the changes made (they do not overlap; each is at offsets of the original text). */
export const applyChanges = (text: string, changes: readonly TextChange[]): string =>
  [...changes].sort((a, b) => b.from - a.from).reduce((result, change) => result.slice(0, change.from) + change.insert + result.slice(change.to), text);
