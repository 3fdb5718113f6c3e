// A `range` filter: a typed minimum and maximum, written as `<param>Min` and `<param>Max`; a minimum
// above the maximum is said inline and not written; 'Clear' beside the label empties both.
import { lazy, Suspense, useCallback, useId } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useLabel } from '../../i18n/use-label';
import type { FilterControlProps } from './filter-props';
import { numberParam, rangeInverted } from './filter-query';
import { useDraft } from './use-draft';
import { loadChunk } from '../../runtime/load-chunk';

const NumberControl = lazy(() => loadChunk(() => import('./number-control')).then((module) => ({ default: module.NumberControl })));

type Bounds = readonly [string | number, string | number];

/** A range's normal form: both ends as written to the address. Module-level, so it is stable. */
const boundsKey = ([min, max]: Bounds) => `${numberParam(min)}|${numberParam(max)}`;

/** What both ends take, the same for the number box and its stand-in. */
interface EndProps {
  label: string;
  placeholder: string;
  unit: string | undefined;
  invalid: boolean;
  errorId: string;
  disabled: boolean | undefined;
  value: string | number;
  onChange: (value: string | number) => void;
}

/** One end: the number box, or a text box of the same size while it loads (and in the skeleton). */
function End({ label, placeholder, unit, invalid, errorId, disabled, value, onChange }: EndProps) {
  const common = {
    label,
    placeholder,
    size: 'sm' as const,
    className: 'filter-range-end',
    labelProps: { className: 'visually-hidden' },
    error: invalid,
    'aria-describedby': invalid ? errorId : undefined,
    rightSection: unit ? <span className="filter-unit">{unit}</span> : undefined,
    // Wide enough for the unit on one line: '%', 'M', or two Chinese characters.
    rightSectionWidth: unit
      ? Math.max(
          28,
          [...unit].reduce((width, c) => width + (c.charCodeAt(0) > 0x2e80 ? 14 : 9), 12),
        )
      : undefined,
    rightSectionPointerEvents: 'none' as const,
    inputMode: 'decimal' as const,
  };
  const fallback = <TextInput {...common} value={String(value)} readOnly disabled />;
  if (disabled) return fallback;
  return (
    <Suspense fallback={fallback}>
      <NumberControl {...common} value={value} onChange={onChange} />
    </Suspense>
  );
}

/** Two number boxes under the filter's label, with the unit beside each. */
export function RangeFilter({ filter, query, write, disabled }: FilterControlProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const labelId = useId();
  const errorId = useId();
  const minParam = `${filter.param}Min`;
  const maxParam = `${filter.param}Max`;
  const commit = useCallback(
    ([min, max]: Bounds) => {
      const low = numberParam(min);
      const high = numberParam(max);
      if (!rangeInverted(low, high)) write({ [minParam]: low, [maxParam]: high });
    },
    [write, minParam, maxParam],
  );
  const [bounds, setBounds] = useDraft<Bounds>([query.get(minParam) ?? '', query.get(maxParam) ?? ''], commit, boundsKey);
  const inverted = rangeInverted(numberParam(bounds[0]), numberParam(bounds[1]));
  const unit = filter.unit ? label(filter.unit) : undefined;
  const groupLabel = label(filter.label);
  const unitSuffix = unit ? ` (${unit})` : '';
  const shared = { unit, invalid: inverted, errorId, disabled };
  const filled = String(bounds[0]) !== '' || String(bounds[1]) !== '';
  const clear = () => {
    setBounds(['', '']);
    write({ [minParam]: undefined, [maxParam]: undefined });
  };
  return (
    <div className="filter-field filter-field-range" role="group" aria-labelledby={labelId}>
      <div className="filter-range-head">
        <span id={labelId} className="filter-label">
          {groupLabel}
        </span>
        {filled && !disabled ? (
          <button type="button" className="filter-range-clear" onClick={clear} aria-label={`${t('filterBar.clear')} ${groupLabel}`}>
            {t('filterBar.clear')}
          </button>
        ) : null}
      </div>
      <div className="filter-range-ends">
        <End
          {...shared}
          label={`${groupLabel} – ${t('filterBar.min')}${unitSuffix}`}
          placeholder={t('filterBar.minPlaceholder')}
          value={bounds[0]}
          onChange={(value) => setBounds([value, bounds[1]])}
        />
        <span className="filter-range-to" aria-hidden="true">
          –
        </span>
        <End
          {...shared}
          label={`${groupLabel} – ${t('filterBar.max')}${unitSuffix}`}
          placeholder={t('filterBar.maxPlaceholder')}
          value={bounds[1]}
          onChange={(value) => setBounds([bounds[0], value])}
        />
      </div>
      {inverted ? (
        <p id={errorId} className="filter-error" role="alert">
          {t('filterBar.rangeError')}
        </p>
      ) : null}
    </div>
  );
}
