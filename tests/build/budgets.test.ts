// The byte-budget check's parts: what counts before a screen paints, and which stylesheets block.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockingStylesheets, lazyKindModules, pageStyles, screenFiles, staticClosure } from '../../scripts/check-budgets.mjs';

const output = (imports: Array<[string, string]>, entryPoint?: string) => ({
  entryPoint,
  inputs: {},
  imports: imports.map(([path, kind]) => ({ path, kind })),
});

const metafile = {
  outputs: {
    'dist/assets/boot.js': output([['dist/assets/main.js', 'dynamic-import']], 'src/runtime/boot.ts'),
    'dist/assets/main.js': output(
      [
        ['dist/assets/shared.js', 'import-statement'],
        ['dist/assets/kv.js', 'dynamic-import'],
        ['dist/assets/chart.js', 'dynamic-import'],
        ['dist/assets/zh-TW.js', 'dynamic-import'],
        ['dist/assets/en-US.js', 'dynamic-import'],
      ],
      'src/main.tsx',
    ),
    'dist/assets/zh-TW.js': output([['dist/assets/shared.js', 'import-statement']], 'shell-first:src/i18n/locales/zh-TW.json'),
    'dist/assets/en-US.js': output([['dist/assets/shared.js', 'import-statement']], 'shell-first:src/i18n/locales/en-US.json'),
    'dist/assets/shared.js': output([]),
    'dist/assets/kv.js': output(
      [
        ['dist/assets/shared.js', 'import-statement'],
        ['dist/assets/kv-shared.js', 'import-statement'],
      ],
      'shell-first:src/sections/key-value/key-value-kind.tsx',
    ),
    'dist/assets/kv-shared.js': output([]),
    'dist/assets/chart.js': output([['dist/assets/echarts.js', 'dynamic-import']], 'shell-first:src/sections/chart/chart-kind.tsx'),
    'dist/assets/echarts.js': output([]),
    'dist/assets/documents.js': output([['dist/assets/shared.js', 'import-statement']], 'shell-first:src/sections/documents/documents-kind.tsx'),
    'dist/assets/tabs.js': output([['dist/assets/shared.js', 'import-statement']], 'shell-first:src/screens/screen-tabs.tsx'),
    'dist/assets/subject-failed.js': output([['dist/assets/shared.js', 'import-statement']], 'shell-first:src/screens/subject-failed.tsx'),
  },
};

describe('byte budgets', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(metafile, 'dist/assets/main.js')]).toEqual(['dist/assets/main.js', 'dist/assets/shared.js']);
  });

  it("counts the entry, the app it starts, the page's texts, the screen's own parts and the code of the kinds a screen first shows, not what those load later", () => {
    const kinds = new Map([
      ['keyValue', 'src/sections/key-value/key-value-kind'],
      ['chart', 'src/sections/chart/chart-kind'],
      ['documents', 'src/sections/documents/documents-kind'],
    ]);
    // The first tab's kinds count; a kind only another tab shows loads once the page is idle.
    const screen = { sections: [{ kind: 'table' }], tabs: [{ sections: [{ kind: 'keyValue' }, { kind: 'chart' }] }, { sections: [{ kind: 'documents' }] }] };
    expect(screenFiles(metafile, screen, kinds).sort()).toEqual([
      'dist/assets/boot.js',
      'dist/assets/chart.js',
      'dist/assets/kv-shared.js',
      'dist/assets/kv.js',
      'dist/assets/main.js',
      'dist/assets/shared.js',
      'dist/assets/tabs.js',
      'dist/assets/zh-TW.js',
    ]);
    expect(screenFiles(metafile, { sections: [{ kind: 'table' }] }, kinds).sort()).toEqual([
      'dist/assets/boot.js',
      'dist/assets/main.js',
      'dist/assets/shared.js',
      'dist/assets/zh-TW.js',
    ]);
    // A screen about a fund: what it says when the fund cannot be loaded comes with its kinds.
    expect(screenFiles(metafile, { subject: {}, sections: [{ kind: 'table' }] }, kinds).sort()).toEqual([
      'dist/assets/boot.js',
      'dist/assets/main.js',
      'dist/assets/shared.js',
      'dist/assets/subject-failed.js',
      'dist/assets/zh-TW.js',
    ]);
  });

  it("reads each kind's module loaded on demand from what its index.ts imports dynamically", () => {
    const input = (imports: Array<[string, string]>) => ({ imports: imports.map(([path, kind]) => ({ path, kind })) });
    const inputs = {
      'src/sections/table/index.ts': input([['src/sections/table/table-kind.tsx', 'import-statement']]),
      'src/sections/chart/index.ts': input([
        ['src/sections/define-kind.ts', 'import-statement'],
        ['src/sections/chart/chart-kind.tsx', 'dynamic-import'],
      ]),
    };
    const kinds = [
      { name: 'table', folder: 'src/sections/table' },
      { name: 'chart', folder: 'src/sections/chart' },
    ];
    expect([...lazyKindModules({ inputs }, kinds)]).toEqual([['chart', 'src/sections/chart/chart-kind.tsx']]);
    // A kind the build does not have is named.
    expect(() => lazyKindModules({ inputs }, [{ name: 'links', folder: 'src/sections/links' }])).toThrow(/src\/sections\/links\/index\.ts.*"links"/);
  });

  it('counts render-blocking stylesheets, written in or linked, not a print sheet', () => {
    const html =
      '<link rel="stylesheet" href="/assets/main.css" /><link rel="stylesheet" href="/assets/print.css" media="print" /><link rel="icon" href="/favicon.svg" />';
    expect(blockingStylesheets(html)).toEqual(['/assets/main.css']);
    expect(
      blockingStylesheets('<style data-href="/assets/first.css">a{color:red}</style><link rel="stylesheet" href="/assets/print.css" media="print" />'),
    ).toEqual(['/assets/first.css']);
    // A prerendered page's cut copy of a sheet (scripts/lib/critical-css.mjs) names the sheet it was cut from.
    expect(blockingStylesheets('<style data-critical="/assets/main.css">a{color:red}</style>')).toEqual(['/assets/main.css']);
    // A sheet written into the page with nothing to say what it is cannot be measured: the check says so.
    expect(() => blockingStylesheets('<style>a{color:red}</style>')).toThrow(/cannot measure/);
  });

  it('counts every style of a page before its first paint: written in the head or the body, and linked; not paper', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'budget-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'linked.css'), 'b{color:blue}');
    const html =
      '<head><style data-href="/assets/main.css">a{color:red}</style><link rel="stylesheet" href="/assets/linked.css" /><style media="print">p{}</style></head><body><style data-mantine-styles="true">:root{--x:1}</style></body>';
    expect(pageStyles(html, dir).split('\n')).toEqual(['a{color:red}', ':root{--x:1}', 'b{color:blue}']);
  });
});
