// One of a few options as native radio buttons drawn as one bar of segments (segmented.css): a
// segmented filter, a metrics section's counters, a chart's periods. Arrow keys move between them
// natively, and no script measures or places anything.
import { useId, type ReactNode } from 'react';

export interface SegmentsProps {
  options: readonly { value: string; label: ReactNode }[];
  /** The checked option's value. */
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Given when the segments are not inside a fieldset with a legend, which then names them. */
  'aria-label'?: string;
}

export function Segments({ options, value, onChange, disabled, 'aria-label': name }: SegmentsProps) {
  const group = useId();
  return (
    <div className="segmented" role={name ? 'radiogroup' : undefined} aria-label={name}>
      {options.map((option, index) => (
        <span key={option.value} className="segment">
          <input
            type="radio"
            id={`${group}-${index}`}
            name={group}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${group}-${index}`}>{option.label}</label>
        </span>
      ))}
    </div>
  );
}
