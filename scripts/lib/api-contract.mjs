// Reads the API contract (schemas/api/*.schema.json) and renders what follows from it:
// TypeScript types for every call's request and response, and docs/api.md.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

/** @typedef {{ [keyword: string]: any }} Schema A JSON Schema (or a part of one) as read from schemas/api/: JSON, any keyword. */
/** @typedef {Record<string, { enum: string[], description: string }>} PathParams A schema's `x-path-params`. */
/**
 * A call of the contract (see readContract).
 * @typedef {object} ContractCall
 * @property {string} file
 * @property {string} call
 * @property {string} template
 * @property {Record<string, string>} params
 * @property {PathParams} pathParams
 * @property {string} payload
 * @property {string} title
 * @property {string} description
 * @property {Schema} schema
 * @property {Schema} request
 * @property {Schema} response
 */

/**
 * Every combination of a template's path parameters: [{ call, params }].
 * @param {string} template
 * @param {PathParams} [pathParams]
 */
function expand(template, pathParams = {}) {
  /** @type {{ call: string, params: Record<string, string> }[]} */
  let calls = [{ call: template, params: {} }];
  for (const [name, { enum: values }] of Object.entries(pathParams)) {
    calls = calls.flatMap(({ call, params }) => values.map((value) => ({ call: call.replace(`{${name}}`, value), params: { ...params, [name]: value } })));
  }
  return calls;
}

/**
 * Every call, sorted by path: { file, call, template, params, pathParams, payload, title, description, request, response }.
 * A schema whose `x-call` has `{name}` parameters (values in `x-path-params`) stands for one call per value.
 * @param {string} root
 */
export async function readContract(root) {
  const dir = path.join(root, 'schemas', 'api');
  /** @type {ContractCall[]} */
  const calls = [];
  for (const file of (await readdir(dir)).sort()) {
    /** @type {Schema} */
    const schema = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    if (!schema['x-call']) continue;
    for (const { call, params } of expand(schema['x-call'], schema['x-path-params'])) {
      calls.push({
        file: `schemas/api/${file}`,
        call,
        template: schema['x-call'],
        params,
        pathParams: schema['x-path-params'] ?? {},
        payload: schema['x-payload'],
        title: schema.title,
        description: schema.description,
        schema,
        request: schema.definitions.request,
        response: schema.definitions.response,
      });
    }
  }
  return calls.sort((a, b) => a.call.localeCompare(b.call));
}

/**
 * One entry per schema (the first call of each), for what is generated once per schema.
 * @type {(calls: ContractCall[]) => ContractCall[]}
 */
const perSchema = (calls) => [...new Map(calls.map((c) => [c.file, c])).values()];

/**
 * Standalone (precompiled) validators of every call's payload, exported under the call's title.
 * @param {ContractCall[]} calls
 * @param {import('ajv').default} ajv
 * @param {(ajv: import('ajv').default, refsOrFunc: Record<string, string>) => string} standaloneCode ajv's (ajv/dist/standalone)
 */
export function contractValidators(calls, ajv, standaloneCode) {
  const schemas = perSchema(calls).filter(({ payload }) => payload !== 'file');
  for (const { title, response } of schemas) ajv.addSchema(response, title);
  return standaloneCode(ajv, Object.fromEntries(schemas.map(({ title }) => [title, title])));
}

/**
 * TypeScript types: <Title>Request and <Title>Response per call, and the ApiCalls map.
 * @param {ContractCall[]} calls
 * @param {string} banner
 */
export async function contractTypes(calls, banner) {
  /** @type {Partial<import('json-schema-to-typescript').Options>} */
  const options = { bannerComment: '', additionalProperties: false, format: true, style: { singleQuote: true, printWidth: 110 } };
  const parts = [banner.trimEnd()];
  for (const { title, request, response } of perSchema(calls)) {
    parts.push((await compile({ ...request, title: `${title}Request` }, `${title}Request`, options)).trim());
    parts.push((await compile({ ...response, title: `${title}Response` }, `${title}Response`, options)).trim());
  }
  const map = calls.map(({ call, title, payload }) => `  '${call}': { request: ${title}Request; response: ${title}Response; payload: '${payload}' };`);
  parts.push(
    `/** Every call of the API contract: its request body, its payload, and the envelope field the payload is in. */\nexport interface ApiCalls {\n${map.join('\n')}\n}`,
  );
  parts.push(`/** The paths of every call of the API contract. */\nexport const API_CALLS = ${JSON.stringify(calls.map((c) => c.call))} as const;`);
  parts.push(
    `/** Each call's schema title: the export name of its payload validator in validate-contract.gen.js. */\nexport const API_CALL_TITLES: Record<keyof ApiCalls, string> = ${JSON.stringify(Object.fromEntries(calls.map((c) => [c.call, c.title])))};`,
  );
  return `${parts.join('\n\n')}\n`;
}

/**
 * A schema's type as docs/api.md writes it.
 * @param {Schema | undefined} node
 * @returns {string}
 */
function typeOf(node) {
  if (!node) return 'any';
  if (node.enum) return node.enum.map((/** @type {unknown} */ v) => `\`${v}\``).join(' \\| ');
  const types = Array.isArray(node.type) ? node.type : [node.type ?? 'any'];
  return (
    types.map((/** @type {string} */ t) => (t === 'array' ? `${typeOf(node.items)}[]`.replace(/^object\[\]$/, 'object[]') : t)).join(' \\| ') +
    (node.format ? ` (${node.format})` : '')
  );
}

/**
 * Rows of a field table, nested objects and arrays of objects flattened with dotted names.
 * @param {Schema | undefined} node
 * @param {string} [prefix]
 * @returns {string[][]}
 */
function fieldRows(node, prefix = '') {
  if (!node?.properties) {
    if (node?.additionalProperties && typeof node.additionalProperties === 'object') {
      return [[`${prefix}*`, typeOf(node.additionalProperties), '', node.description ?? ''], ...fieldRows(node.additionalProperties.items, `${prefix}*[].`)];
    }
    return [];
  }
  const required = new Set(node.required ?? []);
  return Object.entries(/** @type {Record<string, Schema>} */ (node.properties)).flatMap(([name, child]) => {
    const rule = [
      child.minimum !== undefined && `≥ ${child.minimum}`,
      child.maximum !== undefined && `≤ ${child.maximum}`,
      child.maxLength && `≤ ${child.maxLength} chars`,
      child.pattern && `\`${child.pattern}\``,
      child.default !== undefined && `default \`${JSON.stringify(child.default)}\``,
    ]
      .filter(Boolean)
      .join(', ');
    const row = [`${prefix}${name}`, typeOf(child), required.has(name) ? 'yes' : '', [child.description, rule].filter(Boolean).join(' ')];
    const nested =
      child.type === 'array' ? fieldRows(child.items, `${prefix}${name}[].`) : child.type === 'object' ? fieldRows(child, `${prefix}${name}.`) : [];
    return [row, ...nested];
  });
}

/** @param {string[][]} rows */
function table(rows) {
  if (!rows.length) return '_No fields._';
  const escape = (/** @type {string} */ text) =>
    String(text)
      .replace(/\|/g, '\\|')
      .replace(/\\\\\|/g, '\\|');
  return ['| field | type | required | meaning |', '|---|---|---|---|', ...rows.map((r) => `| \`${r[0]}\` | ${r[1]} | ${r[2]} | ${escape(r[3])} |`)].join('\n');
}

/**
 * The path parameters of a template, as a list.
 * @param {PathParams} pathParams
 */
function pathParamList(pathParams) {
  const entries = Object.entries(pathParams);
  if (!entries.length) return '';
  return `Path parameters:\n\n${entries.map(([name, { enum: values, description }]) => `- \`{${name}}\`: ${description} One of ${values.map((v) => `\`${v}\``).join(', ')}.`).join('\n')}\n\n`;
}

/**
 * The request examples of a schema, as JSON lines.
 * @param {Schema} request
 */
function examples(request) {
  if (!request.examples?.length) return '';
  return `Examples: ${request.examples.map((/** @type {unknown} */ e) => `\`${JSON.stringify(e)}\``).join(', ')}\n\n`;
}

/**
 * The payload part of a call's section.
 * @param {ContractCall} call
 */
function payloadDoc({ payload, response }) {
  if (payload === 'file') return `Answer: ${response.description}`;
  return `Payload (\`${payload}\`):\n\n${response.properties ? table(fieldRows(response)) : `${response.description}\n\n${table(fieldRows(response))}`}`;
}

/**
 * docs/api.md: the envelope, the error codes, the fault switch and every call.
 * @param {ContractCall[]} calls
 * @param {{ envelope: Schema, codes: [number, number, string][], intro: string, faults: string }} parts
 */
export function contractDocs(calls, { envelope, codes, intro, faults }) {
  const sections = perSchema(calls).map(
    (call) => `### \`POST ${call.template}\`

${call.description} ${call.payload === 'file' ? 'Answers with the file, not an envelope (errors still come as an envelope).' : `Payload in \`${call.payload}\`.`} Schema: [\`${call.file}\`](../${call.file}) (\`${call.title}\`).

${pathParamList(call.pathParams)}Request body:

${table(fieldRows(call.request))}

${examples(call.request)}${payloadDoc(call)}
`,
  );
  return `<!-- Generated from schemas/api/ by scripts/generate.mjs — do not edit; run \`npm run generate\`. -->
# The API contract

${intro}

## The envelope

${envelope.description}

${table(fieldRows(envelope))}

## Error codes

| code | HTTP status | meaning |
|---|---|---|
${codes.map(([code, status, meaning]) => `| ${code} | ${status} | ${meaning} |`).join('\n')}

## Calls

${sections.join('\n')}
## Deliberate failures (demo backend, tests only)

${faults}
`;
}
