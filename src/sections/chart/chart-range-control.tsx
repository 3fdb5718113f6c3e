// The period buttons above a chart (`chart.ranges`): each chooses the value of a path parameter.
import { SegmentedControl, useMantineTheme } from '@mantine/core';
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

/** A row of mutually exclusive buttons (a radio group), scrolling sideways when it is wider than the screen. */
export function ChartRangeControl({ ranges, value, onChange }: ChartRangeControlProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const theme = useMantineTheme();
  return (
    <div className="chart-toolbar">
      <SegmentedControl
        size="xs"
        color={theme.primaryColor}
        aria-label={t('chart.period')}
        data={ranges.options.map((option) => ({ value: option.value, label: label(option.label) }))}
        value={value ?? ranges.default}
        onChange={onChange}
        disabled={!onChange}
      />
    </div>
  );
}
