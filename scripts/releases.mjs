#!/usr/bin/env node
// The releases of a build folder (scripts/lib/releases.mjs), and the way back:
//
//   node scripts/releases.mjs                 list them, the live one marked (npm run releases)
//   node scripts/releases.mjs rollback        make the release before the live one live (npm run rollback)
//   node scripts/releases.mjs rollback --to ID   make that release live
//   --out DIR                                 another build folder than dist/
//
// A rollback is the same one rename as a deploy: servers serving the folder (npm start, nginx) go on
// to the release at once. For nginx, write its configuration again when the release's routes or
// policy differ (npm run serve:nginx does that by itself; docs/deployment.md › Rolling back).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { KEEP, listReleases, releasesDir, rollback } from './lib/releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: path.join(root, 'dist') }, to: { type: 'string' } },
});
const live = path.resolve(values.out);
const [command = 'list'] = positionals;

try {
  if (command === 'list') {
    const releases = await listReleases(live);
    if (!releases.length) console.log(`No releases in ${releasesDir(live)}: \`npm run build\` makes the first.`);
    for (const release of releases) {
      const carried = release.carried ? `, carries ${release.carried} older hashed file(s)` : '';
      console.log(`${release.live ? '▶' : ' '} ${release.id}  built ${release.builtAt}${release.adopted ? ' (a build from before releases)' : ''}${carried}`);
    }
    if (releases.length) console.log(`\n${path.relative(process.cwd(), live) || live} → the release marked ▶; the newest ${KEEP} are kept (BUILD_KEEP).`);
  } else if (command === 'rollback') {
    const { from, to } = await rollback(live, values.to);
    console.log(`✔ ${path.relative(process.cwd(), live) || live} now serves ${to} (was ${from}).`);
  } else {
    console.error(`✖ unknown command "${command}": use list or rollback [--to ID]`);
    process.exit(2);
  }
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
