// Reads the API contract (schemas/api/*.schema.json) and renders what follows from it:
// TypeScript types for every call's request and response, and docs/api.md.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

/** Every combination of a template's path parameters: [{ call, params }]. */
function expand(template, pathParams = {}) {
  let calls = [{ call: template, params: {} }];
  for (const [name, { enum: values }] of Object.entries(pathParams)) {
    calls = calls.flatMap(({ call, params }) => values.map((value) => ({ call: call.replace(`{${name}}`, value), params: { ...params, [name]: value } })));
  }
  return calls;
}

/**
 * Every call, sorted by path: { file, call, template, params, pathParams, payload, title, description, request, response }.
 * A schema whose `x-call` has `{name}` parameters (values in `x-path-params`) stands for one call per value.
 */
export async function readContract(root) {
  const dir = path.join(root, 'schemas', 'api');
  const calls = [];
  for (const file of (await readdir(dir)).sort()) {
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

/** One entry per schema (the first call of each), for what is generated once per schema. */
const perSchema = (calls) => [...new Map(calls.map((c) => [c.file, c])).values()];

/** Standalone (precompiled) validators of every call's payload, exported under the call's title. */
export function contractValidators(calls, ajv, standaloneCode) {
  const schemas = perSchema(calls).filter(({ payload }) => payload !== 'file');
  for (const { title, response } of schemas) ajv.addSchema(response, title);
  return standaloneCode(ajv, Object.fromEntries(schemas.map(({ title }) => [title, title])));
}

/** TypeScript types: <Title>Request and <Title>Response per call, and the ApiCalls map. */
export async function contractTypes(calls, banner) {
  const options = { bannerComment: '', additionalProperties: false, format: true, style: { singleQuote: true, printWidth: 110 } };
  const parts = [banner.trimEnd()];
  for (const { title, request, response } of perSchema(calls)) {
    parts.push((await compile({ ...request, title: `${title}Request` }, `${title}Request`, options)).trim());
    parts.push((await compile({ ...response, title: `${title}Response` }, `${title}Response`, options)).trim());
  }
  const map = calls.map(({ call, title, payload }) => `  '${call}': { request: ${title}Request; response: ${title}Response; payload: '${payload}' };`);
  parts.push(`/** Every call of the API contract: its request body, its payload, and the envelope field the payload is in. */\nexport interface ApiCalls {\n${map.join('\n')}\n}`);
  parts.push(`/** The paths of every call of the API contract. */\nexport const API_CALLS = ${JSON.stringify(calls.map((c) => c.call))} as const;`);
  parts.push(`/** Each call's schema title: the export name of its payload validator in validate-contract.gen.js. */\nexport const API_CALL_TITLES: Record<keyof ApiCalls, string> = ${JSON.stringify(Object.fromEntries(calls.map((c) => [c.call, c.title])))};`);
  return `${parts.join('\n\n')}\n`;
}

function typeOf(node) {
  if (!node) return 'any';
  if (node.enum) return node.enum.map((v) => `\`${v}\``).join(' \\| ');
  const types = Array.isArray(node.type) ? node.type : [node.type ?? 'any'];
  return types.map((t) => (t === 'array' ? `${typeOf(node.items)}[]`.replace(/^object\[\]$/, 'object[]') : t)).join(' \\| ') + (node.format ? ` (${node.format})` : '');
}

/** Rows of a field table, nested objects and arrays of objects flattened with dotted names. */
function fieldRows(node, prefix = '') {
  if (!node?.properties) {
    if (node?.additionalProperties && typeof node.additionalProperties === 'object') {
      return [[`${prefix}*`, typeOf(node.additionalProperties), '', node.description ?? ''], ...fieldRows(node.additionalProperties.items, `${prefix}*[].`)];
    }
    return [];
  }
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).flatMap(([name, child]) => {
    const rule = [child.minimum !== undefined && `≥ ${child.minimum}`, child.maximum !== undefined && `≤ ${child.maximum}`, child.maxLength && `≤ ${child.maxLength} chars`, child.pattern && `\`${child.pattern}\``, child.default !== undefined && `default \`${JSON.stringify(child.default)}\``]
      .filter(Boolean)
      .join(', ');
    const row = [`${prefix}${name}`, typeOf(child), required.has(name) ? 'yes' : '', [child.description, rule].filter(Boolean).join(' ')];
    const nested = child.type === 'array' ? fieldRows(child.items, `${prefix}${name}[].`) : child.type === 'object' ? fieldRows(child, `${prefix}${name}.`) : [];
    return [row, ...nested];
  });
}

function table(rows) {
  if (!rows.length) return '_No fields._';
  const escape = (text) => String(text).replace(/\|/g, '\\|').replace(/\\\\\|/g, '\\|');
  return ['| field | type | required | meaning |', '|---|---|---|---|', ...rows.map((r) => `| \`${r[0]}\` | ${r[1]} | ${r[2]} | ${escape(r[3])} |`)].join('\n');
}

/** The path parameters of a template, as a list. */
function pathParamList(pathParams) {
  const entries = Object.entries(pathParams);
  if (!entries.length) return '';
  return `Path parameters:\n\n${entries.map(([name, { enum: values, description }]) => `- \`{${name}}\`: ${description} One of ${values.map((v) => `\`${v}\``).join(', ')}.`).join('\n')}\n\n`;
}

/** The request examples of a schema, as JSON lines. */
function examples(request) {
  if (!request.examples?.length) return '';
  return `Examples: ${request.examples.map((e) => `\`${JSON.stringify(e)}\``).join(', ')}\n\n`;
}

/** The payload part of a call's section. */
function payloadDoc({ payload, response }) {
  if (payload === 'file') return `Answer: ${response.description}`;
  return `Payload (\`${payload}\`):\n\n${response.properties ? table(fieldRows(response)) : `${response.description}\n\n${table(fieldRows(response))}`}`;
}

/** docs/api.md: the envelope, the error codes, the fault switch and every call. */
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
