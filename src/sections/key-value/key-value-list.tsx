// The keyValue section's description list (label, value, hint per field) and its skeleton of the same size.
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Field, KeyValueSection } from '../../manifest/screens.gen';
import { formatValue } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { useLabel } from '../../i18n/use-label';
import type { SectionProps } from '../section-types';
import { valueAt } from '../source';
import { CellContent } from '../table/table-cell';
import { asRecord } from '../record';
import { SkeletonBar } from '../skeleton-bar';

/** The list's classes: columns on desktop (1–3, default 2) and on phones (1–2, default 1). */
function listClass(section: KeyValueSection): string {
  const desktop = Math.min(3, Math.max(1, section.columns?.desktop ?? 2));
  const mobile = Math.min(2, Math.max(1, section.columns?.mobile ?? 1));
  return `kv-list kv-d-${desktop} kv-m-${mobile}`;
}

/** The fields as `<dt>`/`<dd>` pairs, each value drawn by `value`. */
function FieldList({ section, value }: { section: KeyValueSection; value: (field: Field) => ReactNode }) {
  const label = useLabel();
  return (
    <dl className={listClass(section)}>
      {section.fields.map((field, index) => (
        <div className="kv-item" key={`${index}-${field.key}`}>
          <dt className="kv-label">
            {label(field.label)}
            {field.hint ? <small className="kv-hint">{label(field.hint)}</small> : null}
          </dt>
          <dd className="kv-value">{value(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The record's fields, formatted. */
export function KeyValueView({ section, data }: SectionProps<KeyValueSection>) {
  const base = useFormatContext();
  const record = asRecord(data.value) ?? {};
  const context = { ...base, row: record };
  // A field with a `link` leads to its screen, as a table cell does.
  return (
    <FieldList
      section={section}
      value={(field) => <CellContent field={field} row={record} formatted={formatValue(valueAt(record, field.key), field.format, context)} />}
    />
  );
}

/** The same labels with a one-line skeleton per value. */
export function KeyValueSkeleton({ section }: { section: KeyValueSection }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      <FieldList section={section} value={() => <SkeletonBar width="70%" />} />
    </div>
  );
}
