// The number box of a range filter (Mantine NumberInput), behind React.lazy with its number formatting (~9 KB gzip; see combobox-controls.tsx).
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A number box; decimals allowed, no stepper arrows (the range is typed). */
export function NumberControl(props: NumberInputProps) {
  return <NumberInput hideControls allowDecimal decimalScale={4} {...props} />;
}
