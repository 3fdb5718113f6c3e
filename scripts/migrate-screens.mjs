// `npm run migrate-screens [file]`: rewrites a manifest (screens.json unless named) in the current
// version, keeping a copy of the old one next to it as <file>.v<old>.bak.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const file = path.resolve(process.argv[2] ?? path.join(root, 'screens.json'));

const bundled = await esbuild({
  entryPoints: [path.join(root, 'src/manifest/migrate.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const { migrateManifest, CURRENT_VERSION } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

const text = await readFile(file, 'utf8');
const { doc, from } = migrateManifest(JSON.parse(text));
if (!from) {
  console.log(`${path.relative(process.cwd(), file)} is already version ${CURRENT_VERSION} (or has no version to migrate from).`);
} else {
  await writeFile(`${file}.v${from}.bak`, text);
  await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(
    `${path.relative(process.cwd(), file)}: version ${from} → ${CURRENT_VERSION} (the old file is ${path.basename(file)}.v${from}.bak). Check the result with npm run check-config.`,
  );
}
