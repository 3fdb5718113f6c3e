// The `keyValue` section kind: a record's fields as a description list in one to three columns.
import type { KeyValueSection } from '../../manifest/screens.gen';
import type { SectionKind } from '../section-types';
import { KeyValueSkeleton, KeyValueView } from './key-value-list';
import { isEmptyRecord } from '../record';

export const keyValueKind: SectionKind<KeyValueSection> = {
  View: KeyValueView,
  Skeleton: KeyValueSkeleton,
  isEmpty: (data, section) =>
    isEmptyRecord(
      data.value,
      section.fields.map((field) => field.key),
    ),
};

/** The kind's code, as its index.ts loads it. */
export default keyValueKind;
