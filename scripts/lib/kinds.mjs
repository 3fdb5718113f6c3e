// The section kinds as the tools read them: src/sections/registry.ts, bundled for Node with the
// kinds' `details` in (KIND_DETAILS true), loaded once per process.
import { loadForNode } from './node-bundle.mjs';

/** @typedef {import('../../src/sections/define-kind.ts').KindDefinition & { details: import('../../src/sections/define-kind.ts').KindDetails<import('../../src/manifest/screens.gen.ts').Section> }} Kind */

/** @type {Map<string, Promise<(Kind & { folder: string })[]>>} */
const loaded = new Map();

/**
 * The kinds of the registry under `root`, in its order, each with its details and its folder (relative to `root`).
 * @param {string} root
 * @returns {Promise<(Kind & { folder: string })[]>}
 */
export function readKinds(root) {
  const kinds =
    loaded.get(root) ??
    loadForNode(root, 'src/sections/registry.ts', { kindDetails: true }).then(
      (/** @type {{ KINDS: Kind[], kindFolder: (name: string) => string }} */ registry) =>
        registry.KINDS.map((kind) => ({ ...kind, folder: `src/sections/${registry.kindFolder(kind.name)}` })),
    );
  loaded.set(root, kinds);
  return kinds;
}
