// The section kinds: the only list of them. Each is a folder whose index.ts declares it
// (define-kind.ts); the renderer, CSS loading, the schema, the budgets, the studio and the contract
// suite all read this list. A kind of the schema missing here fails the type check.
//
// A kind whose `code` is a value comes with the screen code (the fund list's table and filter bar,
// and the notice, a few hundred bytes, so that a risk notice at the top of a fund's page is drawn
// with the fund's name); the others load when a screen that shows them opens.
import type { Section } from '../manifest/screens.gen';
import type { KindDefinition } from './define-kind';
// Where a kind's folder is, for the tools (scripts/lib/kinds.mjs); the pages leave it out.
export { kindFolder } from './define-kind';
import type { SectionKind } from './section-types';
import { lazyKind } from './on-demand';
import table from './table';
import keyValue from './key-value';
import metrics from './metrics';
import chart from './chart';
import richText from './rich-text';
import documents from './documents';
import notice from './notice';
import filterBar from './filter-bar';
import links from './links';
import comparison from './comparison';
import fundPicker from './fund-picker';

/** In the order the studio's Add menu offers them. */
export const KINDS = [table, keyValue, metrics, chart, richText, documents, notice, filterBar, links, comparison, fundPicker] as const;

// Every kind of the schema is listed (a kind missing here is named by the error).
type Missing = Exclude<Section['kind'], (typeof KINDS)[number]['name']>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/** A kind as the renderer uses it: its code (loaded on demand or not), and whether it waits for the live page. */
export interface RegisteredKind extends SectionKind<Section> {
  /** Starts loading the kind's code (a kind loaded on demand); resolves when it is in. */
  load?: () => Promise<unknown>;
  liveOnly: boolean;
}

const register = (definition: (typeof KINDS)[number]): RegisteredKind => {
  const code = definition.code as unknown as KindDefinition<Section>['code'];
  return { ...(typeof code === 'function' ? lazyKind(code) : code), liveOnly: definition.liveOnly ?? false };
};

const registry = new Map<string, RegisteredKind>(KINDS.map((definition) => [definition.name, register(definition)]));

/** The registered kind of a section. */
export const kindOf = (section: Pick<Section, 'kind'>): RegisteredKind => registry.get(section.kind)!;
