// What every input of the form is given.
import type { Problem } from '../../../src/manifest/manifest-problems';
import type { Path } from '../structure';
import type { SchemaNode } from './schema-walk';

export interface FieldProps {
  /** Where the value is in the document. */
  path: Path;
  /** The schema declared there (for a section or a format, the `oneOf` of every kind); undefined when the schema has no such key. */
  schema: SchemaNode | undefined;
  /** The value in the document; undefined when it is not there yet (a required key the text lacks). */
  value: unknown;
  /** The input's name: the property's label in the studio's language, a map entry's key, a list item's number. */
  name: string;
  /** The problems about the value or anything inside it. */
  problems: readonly Problem[];
  /** Removes the value (an optional key, a map entry, a list item); absent where the value must stay. */
  onRemove?: (() => void) | undefined;
  /** The name is read by assistive technology but not shown (a list item, whose number is beside it). */
  hideLabel?: boolean;
  /** No group heading of its own: the list item or the form around it names it. */
  bare?: boolean;
}
