// What the Add menu inserts: a section of each kind (its template, from the kind's folder), a
// column and a tab. `@@n:text@@` marks the places to fill in, in order (the id,
// then the three labels); the editor turns them into fields that Tab moves between.
import { KINDS } from '../../src/sections/registry';
import type { KindDetails, Words } from '../../src/sections/define-kind';
import { fillIn, fixed } from '../../src/sections/template-words';

/** A section kind the Add menu offers. */
export type SectionKind = (typeof KINDS)[number]['name'];

/** The kinds the Add menu offers, in the registry's order, each with its name in the three languages. */
export const SECTION_KINDS: { kind: SectionKind; label: Words }[] = KINDS.map((definition) => ({
  kind: definition.name,
  label: details(definition).studio.label,
}));

/** What the studio reads of a kind (its bundle is built with the kinds' details). */
function details(definition: (typeof KINDS)[number]): KindDetails<never> {
  if (!definition.details) throw new Error(`the studio was built without the section kinds' details (KIND_DETAILS): ${definition.name}`);
  return definition.details as KindDetails<never>;
}

/**
 * A section of `kind` with id `id`: the kind's own template (its folder's index.ts). `fundScreen`:
 * the screen is about a fund (it has a subject), so the section reads the fund's calls; the fund list reads the list call.
 */
export function sectionSkeleton(kind: SectionKind, id: string, fundScreen: boolean): Record<string, unknown> {
  const definition = KINDS.find((entry) => entry.name === kind);
  if (!definition) throw new Error(`no section kind "${kind}" in src/sections/registry.ts`);
  return details(definition).studio.template(id, fundScreen);
}

/** A column (a field of a table, key-value panel or documents). */
export const fieldSkeleton = (key: string) => ({ key: `@@1:${key}@@`, label: fillIn(2, ['新欄位', '新栏位', 'New column']) });

/** A tab, with a notice to replace. */
export const tabSkeleton = (id: string) => ({
  id: `@@1:${id}@@`,
  label: fillIn(2, ['新分頁', '新分页', 'New tab']),
  sections: [{ id: `${id}Notice`, kind: 'notice', tone: 'info', text: fixed(['此分頁的內容', '此分页的内容', 'What this tab shows']) }],
});
