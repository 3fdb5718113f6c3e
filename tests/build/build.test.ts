// The build: stops with a precise message on a bad config file, and writes a complete dist/.
import { describe, expect, it, beforeAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, realpath, writeFile } from 'node:fs/promises';
import { releasePages, startDemoApi } from '../../scripts/lib/prerender.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);
const manifest = () => JSON.parse(readFileSync('screens.json', 'utf8'));

async function buildWith(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['build.mjs', ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

async function tempFile(name: string, content: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fund-build-'));
  const file = path.join(dir, name);
  await writeFile(file, content);
  return { dir, file };
}

// Each test runs the build (esbuild, the checks): seconds on a quiet machine, minutes on a loaded one.
describe('build', { timeout: 300_000 }, () => {
  it('stops on a misspelt key and names the place in the file', async () => {
    const doc = manifest();
    const field = doc.screens[0].sections[1].fields[4];
    field.formt = field.format;
    delete field.format;
    const { dir, file } = await tempFile('screens.json', JSON.stringify(doc, null, 2));
    const out = path.join(dir, 'dist');
    const result = await buildWith(['--screens', file, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('The build stopped');
    expect(result.output).toContain('screen 1 `index` › section 2 `fundList` › field 5 `nav` › `formt`: unknown key "formt" — did you mean "format"?');
    expect(result.output).toContain('at /screens/0/sections/1/fields/4/formt');
    expect(existsSync(out)).toBe(false);
  });

  it('stops on a value of the wrong type', async () => {
    const doc = manifest();
    doc.screens[0].title = 'Funds';
    const { file } = await tempFile('screens.json', JSON.stringify(doc));
    const result = await buildWith(['--check', '--screens', file]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('screen 1 `index` › `title`: found "Funds", expected object');
  });

  it('gives line and column for broken JSON', async () => {
    const { file } = await tempFile('screens.json', '{\n  "version": 1,\n  "site": {\n    "name": oops\n');
    const result = await buildWith(['--check', '--screens', file]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('line 4, column 13: is not valid JSON: unexpected text');
  });

  it('checks the runtime config too', async () => {
    const { file } = await tempFile('config.json', JSON.stringify({ commonServersBase: 'ftp://x', embed: { parentOrigins: '*' } }));
    const result = await buildWith(['--check', '--config', file]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('`commonServersBase`: found "ftp://x", which is not in the expected form');
  });

  it("without an API it can reach, still builds every screen's page, and says the funds' pages were not made", async () => {
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'fund-build-')), 'dist');
    const result = await buildWith(['--out', out, '--api', 'http://127.0.0.1:9/api']);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/fund pages: not prerendered — the API http:\/\/127\.0\.0\.1:9\/api could not be used/);
    expect(existsSync(path.join(out, 'pages', 'en-US', 'details.html'))).toBe(true);
    expect(existsSync(path.join(out, 'pages', 'en-US', 'details'))).toBe(false);
  });

  describe('a good build', () => {
    let out: string;
    beforeAll(async () => {
      // `npm test` builds dist/ just before, as here, and names it (SITE_DIST); run alone, a build of its own.
      if (process.env.SITE_DIST) {
        out = path.resolve(process.env.SITE_DIST);
        return;
      }
      out = path.join(await mkdtemp(path.join(tmpdir(), 'fund-build-')), 'dist');
      const result = await buildWith(['--out', out]);
      expect(result.code, result.output).toBe(0);
    });

    it('writes index.html whose only script asks for the app once the page has painted: its modules and its two files', async () => {
      const html = await readFile(path.join(out, 'index.html'), 'utf8');
      const boot = /<script type="module" src="\/assets\/(boot-[A-Z0-9]+\.js)" fetchpriority="low"><\/script>/.exec(html)?.[1];
      expect(boot).toBeDefined();
      // Nothing else is fetched before the first paint: no preload, no other script.
      expect(html).not.toMatch(/rel="(module)?preload"/);
      expect(html.match(/<script type="module"/g)).toHaveLength(1);
      const files = JSON.parse(/<script type="application\/json" id="app-files">([^<]*)<\/script>/.exec(html)![1]!) as {
        app: string;
        modules: string[];
        data: string[];
      };
      expect(files.data).toEqual(['/config.json', '/screens.json']);
      // The app is imported by the address the page lists (the runtime imports nothing above it), and preloaded with its modules.
      expect(files.app).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
      expect(files.modules).toContain(files.app);
      expect(await readFile(path.join(out, 'assets', boot!), 'utf8')).not.toMatch(/main-[A-Z0-9]+\.js/);
      for (const file of files.modules) expect(existsSync(path.join(out, file))).toBe(true);
      expect(html).not.toMatch(/<script>(?!<)/);
      // The app's stylesheet is in the page; the entry gets no copy of it.
      expect((await readdir(path.join(out, 'assets'))).filter((file) => /^boot-.*\.css/.test(file))).toEqual([]);
    });

    it('marks the code the page runs as it loads, and ECharts, for eager compilation, and not what loads for other parts; the source maps still point at the sources', async () => {
      const html = await readFile(path.join(out, 'index.html'), 'utf8');
      const { modules } = JSON.parse(/<script type="application\/json" id="app-files">([^<]*)<\/script>/.exec(html)![1]!) as { modules: string[] };
      const metafile = JSON.parse(await readFile(path.join(out, '.metafile.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
      /** The script file holding a module of the sources. */
      const fileWith = (input: string) =>
        `/assets/${path.basename(Object.entries(metafile.outputs).find(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((name) => name.endsWith(input)))![0])}`;
      const hint = '//# allFunctionsCalledOnLoad\n';
      const hinted = async (file: string) => (await readFile(path.join(out, file), 'utf8')).startsWith(hint);
      for (const file of [...modules, fileWith('echarts/lib/core/echarts.js')]) {
        expect(await hinted(file), file).toBe(true);
        // The map's first line is the hint's, empty; the code's first mapped line is the next one.
        // (A chunk that only passes on exports links no map: there is nothing in it to map.)
        if (!(await readFile(path.join(out, file), 'utf8')).includes('//# sourceMappingURL=')) continue;
        const map = JSON.parse(await readFile(path.join(out, `${file}.map`), 'utf8')) as { mappings: string };
        expect(map.mappings.startsWith(';')).toBe(true);
        expect(map.mappings.startsWith(';;')).toBe(false);
      }
      // Loaded for a part most of whose code a visit never runs: the manifest's full check, the sanitiser.
      for (const input of ['src/manifest/validate-screens.gen.js', 'dompurify/dist/purify.es.mjs']) expect(await hinted(fileWith(input)), input).toBe(false);
    });

    it('writes the chart worker as a file of its own, named in the page, that shares with the page only ECharts and React', async () => {
      const html = await readFile(path.join(out, 'index.html'), 'utf8');
      const worker = /<meta name="chart-worker" content="(\/assets\/chart-picture-worker-[A-Z0-9]+\.js)" \/>/.exec(html)?.[1];
      expect(worker).toBeDefined();
      const metafile = JSON.parse(await readFile(path.join(out, '.metafile.json'), 'utf8')) as {
        outputs: Record<string, { imports: Array<{ path: string; kind: string }>; inputs: Record<string, unknown> }>;
      };
      const outputs = Object.entries(metafile.outputs);
      const [workerFile] = outputs.find(([file]) => file.endsWith(worker!))!;
      // Every file the worker runs, and the page's inputs among them.
      const closure = new Set<string>();
      const visit = (file: string) => {
        if (closure.has(file)) return;
        closure.add(file);
        for (const imported of metafile.outputs[file]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
      };
      visit(workerFile);
      const shared = [...closure].filter((file) => file !== workerFile).flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
      expect(shared.length).toBeGreaterThan(0);
      // (React's packages reach it as they reach the page, through their modules: scripts/lib/react-modules.mjs.)
      for (const input of shared)
        expect(input, input).toMatch(/node_modules\/(echarts|zrender|tslib|react|react-dom|scheduler)\/|^react-module:(react|react-dom)$/);
      // Its own copies of the site's formatting and of the option builder.
      expect(Object.keys(metafile.outputs[workerFile]!.inputs).some((input) => input.endsWith('src/sections/chart/chart-options.ts'))).toBe(true);
    });

    it("writes the first paint's stylesheet into index.html, with its source map, and links no other blocking sheet", async () => {
      const html = await readFile(path.join(out, 'index.html'), 'utf8');
      const [, href, css] = /<style data-href="\/assets\/(main-[A-Z0-9]+\.css)">([^]*?)<\/style>/.exec(html) ?? [];
      expect(href).toBeDefined();
      const file = await readFile(path.join(out, 'assets', href!), 'utf8');
      // The same rules as the file it copies, and its map named from the page's address.
      const rules = (text: string) => text.trim().replace(/\/\*# sourceMappingURL=\S+ \*\/$/, '');
      expect(rules(css!)).toBe(rules(file));
      expect(css!.endsWith(`/*# sourceMappingURL=/assets/${href}.map */`)).toBe(true);
      expect(existsSync(path.join(out, 'assets', `${href}.map`))).toBe(true);
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
    });

    it('writes source maps, the public files and brotli and gzip copies of text files', async () => {
      const assets = await readdir(path.join(out, 'assets'));
      const scripts = assets.filter((f) => f.endsWith('.js'));
      for (const file of scripts) {
        const code = await readFile(path.join(out, 'assets', file), 'utf8');
        const linked = /\n\/\/# sourceMappingURL=\/assets\/(\S+)\n$/.exec(code)?.[1];
        if (linked) {
          // A map with sources in it (Lighthouse cannot read one without, and it explains nothing).
          expect(linked).toBe(`${file}.map`);
          const map = JSON.parse(await readFile(path.join(out, 'assets', linked), 'utf8')) as { sources: string[] };
          expect(map.sources.length, file).toBeGreaterThan(0);
        } else {
          // Only a chunk that passes on another's exports has none: no code of its own to map.
          expect(assets).not.toContain(`${file}.map`);
          expect(
            code
              .replace(/^\/\/# allFunctionsCalledOnLoad\n/, '')
              .replace(/import\s*(\{[^}]*\}\s*from\s*)?"[^"]+";|export\s*(default\s+\w+\(\)|\{[^}]*\});?/g, '')
              .trim(),
            file,
          ).toBe('');
        }
        expect(assets).toContain(`${file}.br`);
        expect(assets).toContain(`${file}.gz`);
      }
      for (const file of ['index.html', 'config.json', 'screens.json', 'favicon.png', 'favicon.svg', 'robots.txt'])
        expect(existsSync(path.join(out, file))).toBe(true);
      expect(existsSync(path.join(out, 'index.html.br'))).toBe(true);
    });

    it('links the print sheet without blocking the first paint, and names the on-demand sheet and the validated config', async () => {
      const html = await readFile(path.join(out, 'index.html'), 'utf8');
      const print = /<link rel="stylesheet" href="\/assets\/(print-[A-Z0-9]+\.css)" media="print" \/>/.exec(html)?.[1];
      const onDemand = /<meta name="on-demand-styles" content="\/assets\/(on-demand-[A-Z0-9]+\.css)" \/>/.exec(html)?.[1];
      for (const file of [print, onDemand]) expect(file && existsSync(path.join(out, 'assets', file))).toBe(true);
      const config = await readFile(path.join(out, 'config.json'));
      expect(html).toContain(`<meta name="config-sha256" content="${createHash('sha256').update(config).digest('hex')}" />`);
    });

    it("writes every screen in every language to its own page, and draws a fund's pages on request as it would have", async () => {
      const doc = manifest();
      const demo = await startDemoApi(process.cwd(), '/api');
      const drawer = releasePages({ dir: await realpath(out), manifest: doc, api: async () => demo.base });
      try {
        for (const language of ['zh-TW', 'en-US', 'zh-CN'] as const) {
          for (const [index, screen] of (doc.screens as Array<{ route: string; subject?: unknown; tabs?: Array<{ id: string }> }>).entries()) {
            const html = await readFile(path.join(out, 'pages', language, `${screen.route.slice(1)}.html`), 'utf8');
            expect(html).toContain(`<html lang="${language}"`);
            const data = JSON.parse(/<script type="application\/json" id="prerendered">([^<]*)<\/script>/.exec(html)![1]!);
            expect(data).toMatchObject({ path: screen.route, search: '', language });
            // Only the entry (a file) and the page's data (never run) are scripts.
            expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).every((tag) => /type="module" src=|type="application\/json"/.test(tag))).toBe(
              true,
            );
            if (screen.subject) {
              // Left to its first request: the page of a fund is drawn into the release as the server draws it.
              expect(await drawer.draw({ screen: index, language, code: '2800' })).toBe(`pages/${language}${screen.route}/2800.html`);
              const fund = await readFile(path.join(out, 'pages', language, screen.route.slice(1), '2800.html'), 'utf8');
              expect(fund).toContain('"search":"code=2800"');
              expect(fund).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
              expect(existsSync(path.join(out, 'pages', language, screen.route.slice(1), '2800.html.br'))).toBe(true);
              // Each of its tabs but the first (which the fund's page opens) has a page of its own, that tab open.
              for (const tab of screen.tabs?.slice(1) ?? []) {
                await drawer.draw({ screen: index, language, code: '2800', tab: tab.id });
                const page = await readFile(path.join(out, 'pages', language, screen.route.slice(1), tab.id, '2800.html'), 'utf8');
                expect(page).toContain(`"search":"code=2800&tab=${tab.id}"`);
                expect(page).toMatch(new RegExp(`role="tab" id="[^"]*-tab-${tab.id}" aria-selected="true"`));
              }
              // A fund the API does not know has no page of its own.
              expect(await drawer.draw({ screen: index, language, code: 'NOSUCH' })).toBeUndefined();
            }
          }
          expect(existsSync(path.join(out, 'pages', language, '404.html'))).toBe(true);
        }
      } finally {
        await demo.close();
      }
      // Every section is drawn with its kind's code in, as the browser hydrates it: never the plain placeholder
      // of a kind whose code had not loaded (the browser, which has it, would draw another and not hydrate).
      const pages = (await readdir(path.join(out, 'pages'), { recursive: true })).filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(50);
      const plain: string[] = [];
      for (const file of pages) if ((await readFile(path.join(out, 'pages', file), 'utf8')).includes('class="plain-skeleton"')) plain.push(file);
      expect(plain).toEqual([]);
      expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
      // The sitemap lists every fund's pages, drawn or not.
      const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>http://127.0.0.1:8080/en/details?code=2808&amp;tab=portfolio</loc>');
      expect(existsSync(path.join(out, 'sitemap.xml.gz'))).toBe(true);
    });

    it('keeps its metafile beside its own output, for the byte budgets of exactly this build', async () => {
      const metafile = JSON.parse(await readFile(path.join(out, '.metafile.json'), 'utf8')) as { outputs: Record<string, unknown> };
      const entry = Object.keys(metafile.outputs).find((file) => /main-[A-Z0-9]+\.js$/.test(file))!;
      expect(existsSync(path.resolve(entry))).toBe(true);
      expect(path.resolve(entry).startsWith(out)).toBe(true);
    });
  });
});
