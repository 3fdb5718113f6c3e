// A metrics section's versions of its record (a fund's trading counters): a switch above the tiles
// whose choice is kept in the address, or a plain label when there is only one.
import { useLocation, useSearch } from 'wouter';
import type { MetricsSection } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { valueAt } from '../source';
import { asRecord, type DataRecord } from '../record';
import { Segments } from '../segments';

type Variants = NonNullable<MetricsSection['variants']>;

/** The versions in the record, each a record with a non-empty key. */
export function variantsOf(record: DataRecord, variants: Variants): DataRecord[] {
  const list = valueAt(record, variants.path);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const entry = asRecord(item);
    const key = entry?.[variants.key];
    return entry && (typeof key === 'string' || typeof key === 'number') && String(key) !== '' ? [entry] : [];
  });
}

/** The chosen version (the address's, else the first) merged over the record, so items read its fields. */
export function chosenRecord(record: DataRecord, variants: Variants | undefined, chosen: string | null): DataRecord {
  if (!variants) return record;
  const list = variantsOf(record, variants);
  const entry = list.find((item) => String(item[variants.key]) === chosen) ?? list[0];
  return entry ? { ...record, ...entry } : record;
}

const buttonText = (entry: DataRecord, variants: Variants) =>
  (variants.show ?? [variants.key])
    .map((field) => valueAt(entry, field))
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');

/** The switch (radio buttons drawn as segments) or, for one version, its label; nothing without versions. */
export function MetricVariants({ record, variants }: { record: DataRecord; variants: Variants }) {
  const label = useLabel();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const list = variantsOf(record, variants);
  if (!list.length) return null;
  const query = new URLSearchParams(search);
  const keyOf = (entry: DataRecord) => String(entry[variants.key]);
  const chosen = list.some((entry) => keyOf(entry) === query.get(variants.param)) ? query.get(variants.param)! : keyOf(list[0]!);
  if (list.length === 1) {
    return (
      <p className="metric-variants metric-variants-single">
        <span className="visually-hidden">{`${label(variants.label)}: `}</span>
        {buttonText(list[0]!, variants)}
      </p>
    );
  }
  const choose = (key: string) => {
    const next = new URLSearchParams(search);
    if (key === keyOf(list[0]!)) next.delete(variants.param);
    else next.set(variants.param, key);
    const text = next.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };
  return (
    <fieldset className="metric-variants">
      <legend className="visually-hidden">{label(variants.label)}</legend>
      <Segments options={list.map((entry) => ({ value: keyOf(entry), label: buttonText(entry, variants) }))} value={chosen} onChange={choose} />
    </fieldset>
  );
}
