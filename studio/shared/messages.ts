// The messages between the studio's page and its preview frame (both of the studio's own origin).
import type { Problem } from '../../src/manifest/manifest-problems';

/** From the studio to the preview. */
export type ToPreview =
  /** Draw this manifest (parsed, not yet validated) in place, keeping the page's address and data. */
  | { type: 'draw'; version: number; manifest: unknown }
  /** Outline the section with this id, or none. */
  | { type: 'outline'; id: string | undefined };

/** From the preview to the studio. */
export type FromPreview =
  /** The page is the app's (hydrated or drawn), from the manifest with this SHA-256 (of its JSON text). */
  | { type: 'ready'; address: string; manifestHash: string }
  | { type: 'drawn'; version: number }
  | { type: 'invalid'; version: number; problems: Problem[] }
  /** A section was clicked. */
  | { type: 'select'; id: string }
  /** The site moved to another address (one of its own links). */
  | { type: 'address'; address: string };
