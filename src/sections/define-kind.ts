// A section kind describes itself in one place: its folder's index.ts exports `defineKind({...})`,
// and `registry.ts` lists the folders. Everything else reads that list: the renderer and CSS
// loading (`code`, `liveOnly`), `npm run generate` (the schema part and stylesheet,
// screens.schema.json and src/app/kinds*.gen.css), `npm run budgets` (`budget`), the studio's Add
// menu (`studio`) and the contract suite (`contract`).
//
// `details` is read by the tools only. The site's bundles are built with `KIND_DETAILS` false, so
// `details: KIND_DETAILS && {...}` leaves nothing of it, nor of what only it imports, in the pages'
// script; the tools (vitest, the studio, scripts/lib/kinds.mjs) build with it true.
import type { Section } from '../manifest/screens.gen';
import type { SectionKind } from './section-types';

declare global {
  /** True where the kinds' `details` are read (the tools), false in the site's bundles. */
  const KIND_DETAILS: boolean;
}

/** A JSON Schema, as written in a kind's schema part. */
export type JsonSchema = { [keyword: string]: unknown };

/** A kind's own part of its section's definition (see `KindDetails.schema`). */
export interface KindSchema {
  description: string;
  /** The section reads a call: it takes `source` (and `note`). */
  sourced?: boolean;
  /** Its own required properties. */
  required: string[];
  properties: Record<string, JsonSchema>;
}

/** The same text in the three languages. */
export interface Words {
  'zh-TW': string;
  'zh-CN': string;
  'en-US': string;
}

/** What only the tools read of a kind. */
export interface KindDetails<S extends Section> {
  /**
   * Its part of `schemas/screens.schema.json`: the section's own properties, and the definitions
   * only it uses (those shared by kinds stay in `schemas/screens.base.json`). `npm run generate`
   * makes the `<kind>Section` definition of it, closed, with the properties the renderer reads of
   * every section (`id`, `kind` as a const, `title`, `visible`, `layout`, `more`) and, for a
   * section that reads a call (`sourced`), `source` (required) and `note`.
   */
  schema: { section: KindSchema; definitions?: Record<string, JsonSchema> };
  /** Its stylesheet, a file of its folder: in the first sheet for a kind in the entry, else in the on-demand sheet. */
  css?: string;
  /** Gzip bytes its own files (those of its folder) may take in the build, checked by `npm run budgets`. */
  budget: number;
  /** The studio's Add menu: the kind's name there, and the section it inserts. */
  studio: {
    label: Words;
    /**
     * A valid section of this kind with id `id`; `fundScreen`: the screen is about a fund. The
     * editor turns each `@@n:text@@` into a field to fill in, in the order of n.
     */
    template: (id: string, fundScreen: boolean) => Record<string, unknown>;
  };
  /**
   * The contract suite (kinds-contract.test.tsx): a section, an answer it draws, the text that then
   * shows (after pressing the control whose text is `press`, if any), and an answer that counts as empty.
   */
  contract: { section: S; valid?: unknown; press?: string; shows: string; empty?: unknown };
}

/** A section kind, as its folder declares it. */
export interface KindDefinition<S extends Section = Section> {
  /** The manifest's `kind`; its folder is the name in kebab case (`keyValue`: `key-value/`). */
  name: S['kind'];
  /**
   * Its view, skeleton and emptiness: in the entry (the value), or loaded when a screen shows the
   * kind (`() => import('./<kind>-kind')`, a module whose default export is the value).
   */
  code: SectionKind<S> | (() => Promise<{ default: SectionKind<S> }>);
  /** Drawn as its skeleton until the page is live: a control that does nothing before the app runs. */
  liveOnly?: boolean;
  /** What the tools read; `KIND_DETAILS && {...}`. */
  details: KindDetails<S> | false;
}

/** Declares a section kind (the default export of its folder's index.ts). */
export const defineKind = <S extends Section>(definition: KindDefinition<S>): KindDefinition<S> => definition;

/** The folder of a kind: its name in kebab case. */
export const kindFolder = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
