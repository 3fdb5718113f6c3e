#!/usr/bin/env node
// The studio (npm run studio): screens.json in a schema-aware editor beside a live preview of the
// site, with safe saving. Local only.
//   --file FILE     the screens.json to edit (default: the repository's)
//   --port N        its port (STUDIO_PORT; 4310; 0 for any free one)
//   --host H        its address (STUDIO_HOST; 127.0.0.1). Any other than loopback needs --token.
//   --token T       a secret the printed address carries (STUDIO_TOKEN)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStudio } from './server/studio-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const started = Date.now();
try {
  const studio = await startStudio({
    root,
    file: path.resolve(option('--file') ?? path.join(root, 'screens.json')),
    config: path.resolve(option('--config') ?? path.join(root, 'public', 'config.json')),
    host: option('--host') ?? process.env.STUDIO_HOST ?? '127.0.0.1',
    port: Number(option('--port') ?? process.env.STUDIO_PORT ?? 4310),
    token: option('--token') ?? process.env.STUDIO_TOKEN,
  });
  console.log(
    `Studio: ${studio.url}  (editing ${path.relative(process.cwd(), studio.screens.file) || studio.screens.file}; ready in ${Math.round(Date.now() - started)} ms)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => studio.close().then(() => process.exit(0)));
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
