import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createAjv } from '../../scripts/lib/ajv.mjs';
import { closest, describeErrors, formatProblems, placeInWords } from './manifest-problems';
import { syntaxProblem } from './json-syntax';
import { checkManifest } from './manifest-checks';
import type { ScreenManifest, TableSection } from './screens.gen';

const schema = JSON.parse(readFileSync('schemas/screens.schema.json', 'utf8'));
const manifest = (): ScreenManifest => JSON.parse(readFileSync('screens.json', 'utf8'));
const validate = createAjv().compile(schema);

function problemsOf(doc: unknown) {
  expect(validate(doc)).toBe(false);
  return describeErrors('screens.json', validate.errors ?? [], doc, schema);
}

describe('manifest problems', () => {
  it('accepts the shipped manifest', () => {
    expect(validate(manifest())).toBe(true);
    expect(checkManifest('screens.json', manifest())).toEqual([]);
  });

  it('names the place of a misspelt key in words and suggests the right one', () => {
    const doc = manifest() as unknown as { screens: Array<{ sections: Array<{ fields: Array<Record<string, unknown>> }> }> };
    const field = doc.screens[0]!.sections[1]!.fields[1]!;
    field.lable = field.label;
    delete field.label;
    const problems = problemsOf(doc);
    expect(problems.map((p) => p.place)).toContain('screen 1 `index` › section 2 `fundList` › field 2 `fundCode` › `lable`');
    const unknown = problems.find((p) => p.pointer === '/screens/0/sections/1/fields/1/lable')!;
    expect(unknown.message).toContain('unknown key "lable" — did you mean "label"?');
    expect(unknown.message).toContain('Allowed keys: key, label, format, align, link');
    expect(problems.some((p) => p.message.includes('missing "label"'))).toBe(true);
  });

  it('says what type was found and which was expected', () => {
    const doc = manifest() as unknown as { screens: Array<{ sections: Array<{ paging: { pageSize: unknown } }> }> };
    doc.screens[0]!.sections[1]!.paging.pageSize = '20';
    const [problem] = problemsOf(doc);
    expect(problem).toMatchObject({
      pointer: '/screens/0/sections/1/paging/pageSize',
      place: 'screen 1 `index` › section 2 `fundList` › `paging` › `pageSize`',
    });
    expect(problem!.message).toBe('found "20", expected integer');
  });

  it('lists the allowed kinds for an unknown section kind', () => {
    const doc = manifest() as unknown as { screens: Array<{ sections: Array<{ kind: string }> }> };
    doc.screens[0]!.sections[1]!.kind = 'tabel';
    const [problem] = problemsOf(doc);
    expect(problem).toMatchObject({ pointer: '/screens/0/sections/1/kind', place: 'screen 1 `index` › section 2 `fundList` › `kind`' });
    expect(problem!.message).toBe(
      'unknown kind "tabel"; allowed: table, keyValue, metrics, chart, richText, documents, notice, filterBar, links, comparison, fundPicker. Did you mean "table"?',
    );
  });

  it('lists the allowed values of an enum', () => {
    const doc = manifest() as unknown as { screens: Array<{ sections: Array<{ fields: Array<{ align?: string }> }> }> };
    doc.screens[0]!.sections[1]!.fields[4]!.align = 'right';
    const [problem] = problemsOf(doc);
    expect(problem!.message).toBe('found "right"; allowed: start, center, end');
  });

  it('asks for every language of a label', () => {
    const doc = manifest() as unknown as { site: { name: Record<string, string> } };
    delete doc.site.name['en-US'];
    const [problem] = problemsOf(doc);
    expect(problem).toMatchObject({ place: '`site` › `name`', message: 'missing "en-US", which is required here' });
  });

  it('reports links to screens that do not exist and duplicate ids', () => {
    const doc = manifest();
    (doc.screens[0]!.sections![1] as TableSection).fields[0]!.link = { route: '/detail', query: { code: 'fundCode' } };
    doc.screens[2]!.id = 'details';
    const problems = checkManifest('screens.json', doc);
    expect(problems.map((p) => p.message)).toEqual([
      'screen id "details" is used twice',
      expect.stringContaining('links to "/detail", which no screen declares'),
    ]);
    expect(problems[1]!.place).toBe('screen 1 `index` › section 2 `fundList` › field 1 `fundName` › `link` › `route`');
  });

  it('reports a call that is not in the API contract, with the closest one', () => {
    const doc = manifest();
    (doc.screens[0]!.sections![1] as TableSection).source.call = '/v1/fundProduct/lsit';
    const [problem] = checkManifest('screens.json', doc);
    expect(problem).toMatchObject({ pointer: '/screens/0/sections/1/source/call', place: 'screen 1 `index` › section 2 `fundList` › `source` › `call`' });
    expect(problem!.message).toContain(
      'calls "/v1/fundProduct/lsit", which the API contract (docs/api.md) does not have. Did you mean "/v1/fundProduct/list"?',
    );
  });

  it('gives line and column for a JSON syntax error', () => {
    const problem = syntaxProblem('screens.json', '{\n  "version": 1,\n  "site": {,\n}');
    expect(problem).toMatchObject({ place: 'line 3, column 12', message: 'is not valid JSON: a value is expected (is there a comma too many?)' });
    expect(syntaxProblem('screens.json', '{"a": 1,}').message).toContain('comma too many');
  });

  it('formats problems as a numbered list with their pointers', () => {
    const text = formatProblems([{ file: 'screens.json', pointer: '/version', place: '`version`', message: 'found number 2; allowed: 1' }]);
    expect(text).toBe('screens.json: 1 problem\n  1. `version`: found number 2; allowed: 1\n     at /version');
  });

  it('describes the whole file when the pointer is empty', () => {
    expect(placeInWords({}, '')).toBe('the whole file');
  });

  it('suggests only close words', () => {
    expect(closest('sectoins', ['sections', 'screens'])).toBe('sections');
    expect(closest('zzz', ['sections', 'screens'])).toBeUndefined();
  });
});

describe('closest, past the typos', () => {
  it('names the known word a longer or shorter name holds, the longest first', () => {
    expect(closest('fundType', ['pageNum', 'type', 'keyword'])).toBe('type');
    expect(closest('code', ['productCode', 'pageNum'])).toBe('productCode');
    expect(closest('pageSizeLimit', ['page', 'pageSize'])).toBe('pageSize');
    // Three letters are too few to tell.
    expect(closest('xyzabc', ['abc'])).toBeUndefined();
  });
});
