// The form's reading of the schema: the schema at a path of screens.json (with the branch the data's
// kind or type chooses), the smallest valid values it adds, the formats it offers (the format
// registry's), and a label in three languages for every property name the schema has.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRegistry } from '../../../src/formats/format-registry';
import { checkText } from '../check';
import type { Path } from '../structure';
import { applyChanges, editChanges } from './apply-edit';
import { branchesOf, declaredAtPath, insertionIndex, isLabel, minimalValue, rootSchema, schemaAtPath, switchBranch, type SchemaNode } from './schema-walk';
import { FORM_TEXTS } from './texts';

const TEXT = readFileSync('screens.json', 'utf8');
const DOC = JSON.parse(TEXT) as unknown;
const TRADING: Path = ['screens', 1, 'tabs', 0, 'sections', 2];
const TREND: Path = ['screens', 1, 'tabs', 0, 'sections', 7];

/** The text with the value at `path` replaced, as the form would write it. */
const withValue = (path: Path, value: unknown) => applyChanges(TEXT, editChanges(TEXT, { path, value }));

/** Every property name in the schema, wherever it is (definitions, inline objects, branches, items). */
function propertyNamesIn(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) propertyNamesIn(item, names);
  else if (typeof node === 'object' && node !== null) {
    const { properties, examples: _examples, default: _default, enum: _enum, const: _const, ...rest } = node as Record<string, unknown>;
    if (typeof properties === 'object' && properties !== null) {
      for (const [name, schema] of Object.entries(properties)) {
        names.add(name);
        propertyNamesIn(schema, names);
      }
    }
    for (const value of Object.values(rest)) propertyNamesIn(value, names);
  }
  return names;
}

describe('the schema at a path', () => {
  it("is the branch of the section's kind, and of a column's format type", () => {
    expect(schemaAtPath(DOC, TRADING)?.title).toBe('TableSection');
    expect(schemaAtPath(DOC, [...TRADING, 'fields', 1])?.title).toBe('Field');
    expect(schemaAtPath(DOC, [...TRADING, 'fields', 2, 'format'])?.title).toBe('NumberFormat');
    expect(schemaAtPath(DOC, [...TREND, 'chart'])?.title).toBe('ChartSpec');
    expect(schemaAtPath(DOC, [...TREND, 'chart', 'series', 0, 'format'])?.title).toBe('PercentFormat');
    expect(schemaAtPath(DOC, [...TREND, 'visible', 'subject', 0])?.title).toBe('SubjectRule');
  });

  it("keeps the place's own description over its definition's", () => {
    expect(schemaAtPath(DOC, [...TRADING, 'fields', 1, 'label'])?.description).toBe('The column heading.');
    expect(isLabel(schemaAtPath(DOC, [...TRADING, 'fields', 1, 'label']))).toBe(true);
  });

  it('is the oneOf of every kind where the data names no kind the schema knows', () => {
    const doc = JSON.parse(withValue([...TRADING, 'kind'], 'tabel'));
    expect(branchesOf(declaredAtPath(doc, TRADING))?.tag).toBe('kind');
    expect(schemaAtPath(doc, TRADING)?.title).toBe('Section');
  });

  it("follows a map's entries and a list's items", () => {
    expect(schemaAtPath(DOC, [...TRADING, 'source', 'body', 'productCode'])?.title).toBe('BodyValue');
    expect(schemaAtPath(DOC, [...TRADING, 'source', 'body', 'productCode', 'query'])?.type).toBe('string');
    expect(schemaAtPath(DOC, [...TRADING, 'nonsense'])).toBeUndefined();
  });
});

describe('formats', () => {
  const formatTypes = branchesOf(rootSchema.definitions.format)!.branches.map((branch) => branch.value);

  it("are the format registry's, no more and no fewer", () => {
    expect([...formatTypes].sort()).toEqual(Object.keys(formatRegistry).sort());
  });

  it('each become a valid format when chosen, but for what only the author can say', async () => {
    const path: Path = [...TRADING, 'fields', 2, 'format'];
    const pointer = `/${path.join('/')}`;
    // An enum format's first value and label, a currency format's currency: the check asks for them.
    const waiting: Record<string, string[]> = { enum: [`${pointer}/labels`], currency: [pointer] };
    for (const type of formatTypes) {
      const value = switchBranch(declaredAtPath(DOC, path), { type: 'number', decimals: 0 }, type);
      expect(value.type).toBe(type);
      const result = await checkText(withValue(path, value));
      expect(result.ok ? [] : result.problems.map((problem) => problem.pointer), type).toEqual(waiting[type] ?? []);
    }
  });

  it('keep what both types allow alike when switched, and drop the rest', () => {
    const declared = declaredAtPath(DOC, [...TRADING, 'fields', 2, 'format']);
    // number's decimals go up to 8, percent's to 6: not the same property.
    expect(switchBranch(declared, { type: 'number', decimals: 0 }, 'percent')).toEqual({ type: 'percent', scale: 'fraction' });
    expect(switchBranch(declared, { type: 'percent', scale: 'percent', decimals: 2 }, 'change')).toEqual({
      type: 'change',
      unit: 'percent',
      scale: 'percent',
      decimals: 2,
    });
  });
});

describe('smallest valid values', () => {
  it('fill required properties from defaults, examples and the first allowed value', () => {
    expect(minimalValue(rootSchema.definitions.field)).toEqual({ key: 'fundName', label: { 'zh-TW': '基金名稱', 'zh-CN': '基金名称', 'en-US': 'Fund name' } });
    expect(minimalValue(rootSchema.definitions.layout)).toEqual({});
    expect(minimalValue(schemaAtPath(DOC, [...TRADING, 'fields', 0, 'width']))).toBe(40);
    expect(minimalValue(rootSchema.definitions.chartSpec as SchemaNode)).toMatchObject({ type: 'line', x: { key: 'fundName' } });
    // A oneOf asking for one of several keys gets the first.
    expect(minimalValue(rootSchema.definitions.subjectRule)).toEqual({ field: 'fundType', in: ['ETF'] });
  });

  it('a switched section keeps its id, title, source and what else its new kind has alike', () => {
    const table = (DOC as { screens: { tabs: { sections: Record<string, unknown>[] }[] }[] }).screens[1]!.tabs[0]!.sections[2]!;
    const keyValue = switchBranch(declaredAtPath(DOC, TRADING), table, 'keyValue');
    expect(keyValue).toMatchObject({ id: 'trading', kind: 'keyValue', title: table.title, source: table.source, fields: table.fields });
    expect(keyValue).not.toHaveProperty('rowKey');
  });
});

describe('a key added to an object', () => {
  it('goes before the first key the schema lists after it', () => {
    const field = rootSchema.definitions.field;
    expect(insertionIndex(field, ['key', 'label', 'card'], 'format')).toBe(2);
    expect(insertionIndex(field, ['key', 'label', 'card'], 'hint')).toBe(3);
    expect(insertionIndex(field, ['key', 'label'], 'nonsense')).toBe(2);
  });
});

describe("the form's labels", () => {
  it('name every property of the schema in zh-TW, zh-CN and en-US', () => {
    const names = [...propertyNamesIn(rootSchema)];
    expect(names.length).toBeGreaterThan(100);
    for (const language of ['zh-TW', 'zh-CN', 'en-US'] as const) {
      const labels = FORM_TEXTS[language].property as Record<string, string>;
      const missing = names.filter((name) => typeof labels[name] !== 'string' || labels[name] === '');
      expect(missing, `${language} lacks labels for`).toEqual([]);
    }
  });

  it('have every word of the form in the three languages', () => {
    const keys = (bundle: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(bundle).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const english = keys(FORM_TEXTS['en-US']).sort();
    expect(keys(FORM_TEXTS['zh-TW']).sort()).toEqual(english);
    expect(keys(FORM_TEXTS['zh-CN']).sort()).toEqual(english);
  });
});
