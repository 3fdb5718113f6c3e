// The period buttons above a chart (`chart.ranges`): each chooses the value of a path parameter.
// Native radio buttons drawn as segments (segments.tsx), like a segmented filter: no script places
// or measures anything, so drawing a chart's toolbar costs no layout of the page.
import { useTranslation } from '../../i18n/use-translation';
import type { ChartRanges } from '../../manifest/screens.gen';
import { useLabel } from '../../i18n/use-label';
import { Segments } from '../segments';

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
  return (
    <div className="chart-toolbar">
      <Segments
        aria-label={t('chart.period')}
        options={ranges.options.map((option) => ({ value: option.value, label: label(option.label) }))}
        value={value ?? ranges.default}
        onChange={(next) => onChange?.(next)}
        disabled={!onChange}
      />
    </div>
  );
}
