// Stand-in texts of the metrics skeleton: as wide as the real figures.
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../formats/format-registry';
import { sampleText } from './sample-text';

const en = { language: 'en-US' };

describe('sampleText', () => {
  it('formats a typical figure the way the real one will be', () => {
    expect(sampleText({ type: 'currency', currencyField: 'tradingCurrency', decimals: 3 }, en)).toBe('HKD\u00a012.346');
    expect(sampleText({ type: 'change', unit: 'percent', scale: 'percent', decimals: 2 }, en)).toBe('-1.23%');
    expect(sampleText({ type: 'number', decimals: 4 }, en)).toBe('12.3456');
    expect(sampleText({ type: 'compact', decimals: 2, currencyField: 'currency' }, { language: 'zh-TW' })).toBe('HKD\u00a0123.46億');
  });

  it('is a time stamp as long as a real one', () => {
    for (const format of [{ type: 'dateTime' as const }, { type: 'dateTime' as const, seconds: true }]) {
      const real = formatValue('2026-11-20T09:30:05+08:00', format, en).text;
      expect(sampleText(format, en)).toHaveLength(real.length);
    }
  });

  it('is a run of no-break spaces for words and without a format', () => {
    expect(sampleText(undefined, en)).toBe('\u00a0'.repeat(12));
    expect(sampleText({ type: 'text' }, en)).toBe('\u00a0'.repeat(12));
  });
});
