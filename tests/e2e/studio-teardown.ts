// Removes the copy of screens.json the studio's browser tests edited (playwright.studio.config.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';

export default function removeCopy() {
  const file = process.env.STUDIO_E2E_FILE;
  if (file && path.basename(path.dirname(file)).startsWith('fund-site-studio-')) rmSync(path.dirname(file), { recursive: true, force: true });
}
