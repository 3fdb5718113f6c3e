// The section kinds: one entry per `kind` of the manifest. A kind added to the schema without an
// entry here fails the type check.
import type { Section } from '../manifest/screens.gen';
import type { SectionKind } from './section-types';
import { tableKind } from './table/table-kind';

type Registry = { [K in Section['kind']]: SectionKind<Extract<Section, { kind: K }>> };

export const sectionRegistry: Registry = {
  table: tableKind,
};
