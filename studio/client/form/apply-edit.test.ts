// Form edits on the real screens.json: the result is the expected document, written as the file is
// (JSON.stringify with two spaces), and the text outside the change is the text it was.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findNodeAtLocation } from 'jsonc-parser';
import { parse, type Path } from '../structure';
import { applyChanges, editChanges, type FormEdit } from './apply-edit';
import { valueAtPath } from './schema-walk';

const TEXT = readFileSync('screens.json', 'utf8');
const TRADING: Path = ['screens', 1, 'tabs', 0, 'sections', 2];

type Doc = Record<string, unknown>;
const docOf = (): Doc => JSON.parse(TEXT) as Doc;

/** Sets (or deletes) the value at a path of a plain document, as the edit should; missing objects on the way are made. */
function expected(edit: FormEdit): Doc {
  const doc = docOf();
  let parent = doc as Record<string | number, unknown> | unknown[];
  for (const segment of edit.path.slice(0, -1)) {
    const record = parent as Record<string | number, unknown>;
    record[segment] ??= {};
    parent = record[segment] as typeof parent;
  }
  const last = edit.path.at(-1)!;
  if ('remove' in edit) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else (parent as Record<string | number, unknown>)[last] = edit.value;
  return doc;
}

function applied(edit: FormEdit) {
  const changes = editChanges(TEXT, edit);
  const result = applyChanges(TEXT, changes);
  return { changes, result };
}

/** The text before the first change and after the last is the original's. */
function expectOnlyChanged(result: string, changes: { from: number; to: number; insert: string }[]) {
  const from = Math.min(...changes.map((change) => change.from));
  const to = Math.max(...changes.map((change) => change.to));
  expect(result.slice(0, from)).toBe(TEXT.slice(0, from));
  expect(result.slice(result.length - (TEXT.length - to))).toBe(TEXT.slice(to));
}

const canonical = (text: string) => `${JSON.stringify(JSON.parse(text), null, 2)}\n`;

describe('editChanges on screens.json', () => {
  it('starts from a file written as JSON.stringify writes it', () => {
    expect(canonical(TEXT)).toBe(TEXT);
  });

  const edits: [string, FormEdit][] = [
    ["changes a column label's English text", { path: [...TRADING, 'fields', 1, 'label', 'en-US'], value: 'Stock codes' }],
    ['sets a number', { path: [...TRADING, 'skeletonRows'], value: 5 }],
    ['adds an optional property', { path: [...TRADING, 'fields', 1, 'width'], value: 120 }],
    ['adds an object property', { path: [...TRADING, 'fields', 1, 'format'], value: { type: 'percent', scale: 'fraction' } }],
    ['replaces a format with another branch', { path: [...TRADING, 'fields', 2, 'format'], value: { type: 'percent', scale: 'fraction', decimals: 0 } }],
    ['removes a property', { path: [...TRADING, 'fields', 2, 'align'], remove: true }],
    ['removes the first property of an object', { path: [...TRADING, 'fields', 2, 'key'], remove: true }],
    ['removes a column', { path: [...TRADING, 'fields', 3], remove: true }],
    ['removes the last column', { path: [...TRADING, 'fields', 6], remove: true }],
    ['appends a column', { path: [...TRADING, 'fields', 7], value: { key: 'lotSize', label: { 'zh-TW': '手數', 'zh-CN': '手数', 'en-US': 'Lot' } } }],
    ['adds a nested object where there was none', { path: [...TRADING, 'visible', 'subject'], value: [{ field: 'fundType', in: ['ETF'] }] }],
    ['replaces a label with empty texts', { path: [...TRADING, 'title'], value: { 'zh-TW': '', 'zh-CN': '', 'en-US': '' } }],
    ['removes the only item of a list', { path: ['screens', 1, 'tabs', 0, 'sections', 7, 'visible', 'subject', 0], remove: true }],
  ];

  it.each(edits)('%s: the expected document, written as the file is, the rest untouched', (_, edit) => {
    const { changes, result } = applied(edit);
    expect(changes.length).toBeGreaterThan(0);
    expect(JSON.parse(result)).toEqual(expected(edit));
    expect(canonical(result)).toBe(result);
    expectOnlyChanged(result, changes);
  });

  it('changes only the characters that differ when a text is typed into', () => {
    const { changes } = applied({ path: [...TRADING, 'fields', 1, 'label', 'en-US'], value: 'Stock codes' });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.insert).toBe('s');
    expect(changes[0]!.to - changes[0]!.from).toBe(0);
  });

  it('moves a column up by rewriting the list: the columns swap, the text around them stays', () => {
    const fields = valueAtPath(docOf(), [...TRADING, 'fields']) as unknown[];
    const moved = [fields[0], fields[2], fields[1], ...fields.slice(3)];
    const edit: FormEdit = { path: [...TRADING, 'fields'], value: moved };
    const { changes, result } = applied(edit);
    expect(JSON.parse(result)).toEqual(expected(edit));
    expect(canonical(result)).toBe(result);
    expectOnlyChanged(result, changes);
    // Only the two columns' text is written again.
    const columns = parse(TEXT)!;
    const second = findNodeAtLocation(columns, [...TRADING, 'fields', 1])!;
    const third = findNodeAtLocation(columns, [...TRADING, 'fields', 2])!;
    expect(Math.min(...changes.map((change) => change.from))).toBeGreaterThanOrEqual(second.offset);
    expect(Math.max(...changes.map((change) => change.to))).toBeLessThanOrEqual(third.offset + third.length);
  });

  it('puts an added key where the schema lists it, not at the end', () => {
    // The first column has key, label and card; the schema lists format and width between label and card.
    const keysAfter = (edit: FormEdit) => Object.keys(valueAtPath(JSON.parse(applied(edit).result), [...TRADING, 'fields', 0]) as Doc);
    expect(keysAfter({ path: [...TRADING, 'fields', 0, 'format'], value: { type: 'text' } })).toEqual(['key', 'label', 'format', 'card']);
    expect(keysAfter({ path: [...TRADING, 'fields', 0, 'width'], value: 80 })).toEqual(['key', 'label', 'width', 'card']);
    expect(keysAfter({ path: [...TRADING, 'fields', 0, 'hint'], value: { 'zh-TW': '註', 'zh-CN': '注', 'en-US': 'Note' } })).toEqual([
      'key',
      'label',
      'card',
      'hint',
    ]);
  });

  it('changes nothing when the value is the one there', () => {
    expect(editChanges(TEXT, { path: [...TRADING, 'rowKey'], value: 'tradingCurrency' })).toEqual([]);
  });
});
