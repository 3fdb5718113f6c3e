// Reads the API contract (schemas/api/*.schema.json) and renders what follows from it:
// TypeScript types for every call's request and response, and docs/api.md.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

/** Every call schema, sorted by call path: { file, call, payload, title, description, request, response }. */
export async function readContract(root) {
  const dir = path.join(root, 'schemas', 'api');
  const calls = [];
  for (const file of (await readdir(dir)).sort()) {
    const schema = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    if (!schema['x-call']) continue;
    calls.push({
      file: `schemas/api/${file}`,
      call: schema['x-call'],
      payload: schema['x-payload'],
      title: schema.title,
      description: schema.description,
      schema,
      request: schema.definitions.request,
      response: schema.definitions.response,
    });
  }
  return calls.sort((a, b) => a.call.localeCompare(b.call));
}

/** Standalone (precompiled) validators of every call's payload, exported under the call's title. */
export function contractValidators(calls, ajv, standaloneCode) {
  for (const { title, response } of calls) ajv.addSchema(response, title);
  return standaloneCode(ajv, Object.fromEntries(calls.map(({ title }) => [title, title])));
}

/** TypeScript types: <Title>Request and <Title>Response per call, and the ApiCalls map. */
export async function contractTypes(calls, banner) {
  const options = { bannerComment: '', additionalProperties: false, format: true, style: { singleQuote: true, printWidth: 110 } };
  const parts = [banner.trimEnd()];
  for (const { title, request, response } of calls) {
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

/** docs/api.md: the envelope, the error codes, the fault switch and every call. */
export function contractDocs(calls, { envelope, codes, intro, faults }) {
  const sections = calls.map(
    ({ call, payload, title, description, request, response, file }) => `### \`POST ${call}\`

${description} Payload in \`${payload}\`. Schema: [\`${file}\`](../${file}) (\`${title}\`).

Request body:

${table(fieldRows(request))}

Payload (\`${payload}\`):

${response.properties ? table(fieldRows(response)) : `${response.description}\n\n${table(fieldRows(response))}`}
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
