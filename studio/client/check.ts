// Checks the editor's text as `npm run check-config` checks screens.json, with the same functions
// and so the same messages: JSON syntax (json-syntax.ts), then the schema and the checks a schema
// cannot express (validate-manifest.ts, which the site also uses for a file it was not built from).
import { syntaxProblem } from '../../src/manifest/json-syntax';
import { validateManifest } from '../../src/manifest/validate-manifest';
import type { Problem } from '../../src/manifest/manifest-problems';
import type { ScreenManifest } from '../../src/manifest/screens.gen';

export type Checked = { ok: true; manifest: ScreenManifest; doc: unknown } | { ok: false; problems: Problem[] };

export async function checkText(text: string, file = 'screens.json'): Promise<Checked> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, problems: [syntaxProblem(file, text)] };
  }
  const result = await validateManifest(doc);
  if (!result.ok) return { ok: false, problems: result.problems.map((problem) => ({ ...problem, file })) };
  return { ok: true, manifest: result.manifest, doc };
}
