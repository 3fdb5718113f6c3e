// Stand-in texts for the metrics skeleton: formatted like the real figures, so they take the same room.
import type { Format } from '../../manifest/screens.gen';
import { formatValue, type FormatContext } from '../../formats/format-registry';

/** A typical value per format type: two-digit prices, a fund size of HKD 12 billion (123.46億), a time stamp. */
const SAMPLES: Partial<Record<Format['type'], unknown>> = {
  number: 12.3456,
  currency: 12.3456,
  compact: 12345678901,
  percent: -12.34,
  change: -1.2345,
  date: '2026-12-28',
  dateTime: '2026-12-28T16:00:00+08:00',
};

/** Text about as wide as what the format will show (a run of no-break spaces for words). */
export function sampleText(format: Format | undefined, context: FormatContext): string {
  const sample = format ? SAMPLES[format.type] : undefined;
  if (format && sample !== undefined) {
    const currencyField = 'currencyField' in format ? format.currencyField : undefined;
    const formatted = formatValue(sample, format, { ...context, row: currencyField ? { [currencyField]: 'HKD' } : {} });
    if (!formatted.empty) return formatted.text;
  }
  return '\u00a0'.repeat(12);
}
