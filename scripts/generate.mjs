// Generates what follows from the schemas: TypeScript types and precompiled (standalone) ajv
// validators, so the browser validates without `new Function`; and from the API contract
// (schemas/api/) the client's request/response types and docs/api.md.
// `node scripts/generate.mjs --check` fails when a committed generated file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { createAjv } from './lib/ajv.mjs';
import { contractDocs, contractTypes, contractValidators, readContract } from './lib/api-contract.mjs';
import { ERROR_CODES } from '../server/api/envelope.mjs';
import { FAULT_HELP } from '../server/api/faults.mjs';
import { readKinds } from './lib/kinds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {(from: string) => string} */
const banner = (from) => `// Generated from ${from} by scripts/generate.mjs — do not edit; run \`npm run generate\`.\n`;

/** Where the manifest's schema is written: the base (schemas/screens.base.json) with every section kind's part. */
const SCREENS_SCHEMA = 'schemas/screens.schema.json';
const SCREENS_COMMENT =
  "Generated from schemas/screens.base.json and each section kind's part (src/sections/<kind>/index.ts) by scripts/generate.mjs: do not edit, run `npm run generate`.";

const targets = [
  { schema: SCREENS_SCHEMA, name: 'Manifest', types: 'src/manifest/screens.gen.ts', validator: 'src/manifest/validate-screens.gen.js' },
  { schema: 'schemas/config.schema.json', name: 'RuntimeConfig', types: 'src/config/config.gen.ts', validator: 'src/config/validate-config.gen.js' },
];

/** @typedef {Awaited<ReturnType<typeof readKinds>>} Kinds */

/** @type {(names: string[]) => string} `a, b or c` */
const listed = (names) => `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The properties the renderer reads of every section (section-renderer.tsx), and of a section that
 * reads a call: each kind's definition has them before its own.
 * @type {(name: string, sourced: boolean) => Record<string, unknown>}
 */
const rendererProperties = (name, sourced) => ({
  id: { $ref: '#/definitions/id' },
  kind: { description: 'The section kind.', const: name },
  title: { $ref: '#/definitions/label', description: 'A heading above the section.' },
  visible: { $ref: '#/definitions/visibility' },
  layout: { $ref: '#/definitions/layout' },
  more: { $ref: '#/definitions/more' },
  ...(sourced ? { note: { $ref: '#/definitions/note' }, source: { $ref: '#/definitions/source' } } : {}),
});

/**
 * The manifest's schema: the base, with each kind's section definition (listed in `section`'s
 * `oneOf`, in the registry's order) and the definitions only it uses.
 * @param {Kinds} kinds
 */
async function screensSchema(kinds) {
  const base = JSON.parse(await readFile(path.join(root, 'schemas/screens.base.json'), 'utf8'));
  /** @type {Record<string, unknown>} */
  const definitions = { ...base.definitions };
  const section = {
    ...base.definitions.section,
    description: base.definitions.section.description.replace('{kinds}', listed(kinds.map((kind) => kind.name))),
    oneOf: /** @type {unknown[]} */ ([]),
  };
  definitions.section = section;
  for (const kind of kinds) {
    const { section: own, definitions: theirs = {} } = kind.details.schema;
    const name = `${kind.name}Section`;
    const clash =
      [name, ...Object.keys(theirs)].find((key) => key in definitions) ?? Object.keys(own.properties).find((key) => key in rendererProperties(kind.name, true));
    if (clash)
      throw new Error(
        `${kind.folder}/index.ts: its schema names "${clash}", which another part of the schema (or the renderer, for every section) has already`,
      );
    definitions[name] = {
      title: `${kind.name[0]?.toUpperCase()}${kind.name.slice(1)}Section`,
      description: own.description,
      type: 'object',
      additionalProperties: false,
      required: ['id', 'kind', ...(own.sourced ? ['source'] : []), ...own.required],
      properties: { ...rendererProperties(kind.name, Boolean(own.sourced)), ...own.properties },
    };
    Object.assign(definitions, theirs);
    section.oneOf.push({ $ref: `#/definitions/${name}` });
  }
  return { ...base, definitions };
}

/**
 * The stylesheets of the kinds, by where they load: with the first sheet (a kind in the entry) or on demand.
 * @param {Kinds} kinds
 * @returns {[string, string][]}
 */
function kindStyles(kinds) {
  /** @type {(eager: boolean) => string} */
  const sheet = (eager) =>
    `/* Generated from the section kinds (src/sections/registry.ts) by scripts/generate.mjs — do not edit; run \`npm run generate\`. */\n` +
    kinds
      .filter((kind) => kind.details.css && (typeof kind.code === 'object') === eager)
      .map((kind) => `@import '${path.posix.relative('src/app', `${kind.folder}/${kind.details.css}`)}';\n`)
      .join('');
  return [
    ['src/app/kinds.gen.css', sheet(true)],
    ['src/app/kinds-on-demand.gen.css', sheet(false)],
  ];
}

/**
 * The generated files of one schema: its types and its validator, as [file, content] pairs.
 * @param {(typeof targets)[number]} target
 * @param {Record<string, unknown>} [given] the schema, when it is made here rather than read
 * @returns {Promise<[string, string][]>}
 */
async function render(target, given) {
  const schema = given ?? JSON.parse(await readFile(path.join(root, target.schema), 'utf8'));
  // No `verbose`: it would embed the whole schema in the browser bundle; messages there use the schema's
  // own words through the error's schemaPath instead.
  const ajv = createAjv({ verbose: false, code: { source: true, esm: true, lines: false, optimize: true } });
  const validate = ajv.compile(schema);
  const validator = banner(target.schema) + '/* eslint-disable */\n// @ts-nocheck\n' + standaloneCode(ajv, validate) + '\n';
  const { $schema: _ignored, ...forTypes } = schema;
  const types = await compile(forTypes, target.name, {
    bannerComment: banner(target.schema).trimEnd(),
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  return [
    [target.types, types],
    [target.validator, validator],
  ];
}

const API_INTRO = `Every call is an HTTP POST of a JSON body to the API base (\`commonServersBase\` in config.json) plus the
call's path, with \`Content-Type: application/json\` and \`Accept-Language\` set to the visitor's language
(\`zh-TW\`, \`zh-CN\` or \`en-US\`); texts in the answer are in that language. Calls about one fund carry
\`{"productCode": "<code>"}\`. Each call has a JSON Schema in \`schemas/api/\` with its request body and its payload;
the demo backend in \`server/api/\` honours them and its answers are validated against them in \`npm test\`.
Request bodies are closed: a field that the call's request schema does not list is an error (40002), never ignored.
A path with \`{name}\` in it is a family of calls, one per value of the parameter listed under it.

About the demo backend's data: 64 fictional funds by six fictional issuers (marked as demo data on the site),
deterministic on every run; \`DEMO_FUNDS=<n>\` (1 to 10,000) serves n funds, the same 64 first, no two sharing a code or a name. Each fund has a daily NAV and index series since listing (weekdays; public holidays
are not modelled), anchored so that its past never changes; every return, tracking figure, size and chart point
is computed from it. Amounts in other currencies use fixed rates (USD 7.8 HKD, CNY 1.08 HKD). Listed funds'
intra-day price and iNAV move every 15 seconds in Hong Kong trading hours (09:30–12:00, 13:00–16:00).`;

/** The API contract's generated files: types for the client and the document for backend teams. */
/** @returns {Promise<[string, string][]>} */
async function renderContract() {
  const calls = await readContract(root);
  const envelope = JSON.parse(await readFile(path.join(root, 'schemas/api/envelope.schema.json'), 'utf8'));
  const ajv = createAjv({ code: { source: true, esm: true, lines: false, optimize: true } });
  return [
    ['src/api/contract.gen.ts', await contractTypes(calls, banner('schemas/api/'))],
    ['src/api/validate-contract.gen.js', `${banner('schemas/api/')}/* eslint-disable */\n// @ts-nocheck\n${contractValidators(calls, ajv, standaloneCode)}\n`],
    ['docs/api.md', contractDocs(calls, { envelope, codes: ERROR_CODES, intro: API_INTRO, faults: FAULT_HELP })],
  ];
}

async function main() {
  const check = process.argv.includes('--check');
  /** @type {string[]} */
  const stale = [];
  const kinds = await readKinds(root);
  const screens = await screensSchema(kinds);
  const outputs = [
    /** @type {[string, string]} */ ([SCREENS_SCHEMA, `${JSON.stringify({ $comment: SCREENS_COMMENT, ...screens }, null, 2)}\n`]),
    ...kindStyles(kinds),
    ...(await Promise.all(targets.map((target) => render(target, target.schema === SCREENS_SCHEMA ? screens : undefined)))).flat(),
    ...(await renderContract()),
  ];
  for (const [file, content] of outputs) {
    const full = path.join(root, file);
    const current = await readFile(full, 'utf8').catch(() => null);
    if (current === content) continue;
    if (check) stale.push(file);
    else {
      await writeFile(full, content);
      console.log(`generate: wrote ${file}`);
    }
  }
  if (stale.length) {
    console.error(`generate: these files are stale against the schemas — run \`npm run generate\` and commit them:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
}

export { main as generate };
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
