// The period buttons above a chart (`chart.ranges`): each chooses the value of a path parameter.
// Native radio buttons drawn as segments (segmented.css), like a segmented filter: no script places
// or measures anything, so drawing a chart's toolbar costs no layout of the page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRanges } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';

/** Props of the period buttons. */
export interface ChartRangeControlProps {
  ranges: ChartRanges;
  /** The chosen value; the manifest's default when none is chosen. */
  value: string | undefined;
  /** Called with the newly chosen value; absent in the skeleton, which shows the buttons disabled. */
  onChange?: (value: string) => void;
}

/** A row of mutually exclusive buttons (a radio group; arrow keys move between them), scrolling sideways when it is wider than the screen. */
export function ChartRangeControl({ ranges, value, onChange }: ChartRangeControlProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const name = useId();
  const checked = value ?? ranges.default;
  return (
    <div className="chart-toolbar">
      <div role="radiogroup" aria-label={t('chart.period')} className="segmented">
        {ranges.options.map((option, index) => (
          <span key={option.value} className="segment">
            <input
              type="radio"
              id={`${name}-${index}`}
              name={name}
              value={option.value}
              checked={option.value === checked}
              disabled={!onChange}
              onChange={() => onChange?.(option.value)}
            />
            <label htmlFor={`${name}-${index}`}>{label(option.label)}</label>
          </span>
        ))}
      </div>
    </div>
  );
}
