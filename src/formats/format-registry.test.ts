import { describe, expect, it } from 'vitest';
import { formatValue, toNumber } from './format-registry';

const en = { language: 'en-US' };
const tw = { language: 'zh-TW' };

describe('formatters', () => {
  it('shows numbers with grouping and fixed decimals', () => {
    expect(formatValue(12345.6789, { type: 'number', decimals: 2 }, en).text).toBe('12,345.68');
    expect(formatValue('26.9', { type: 'number', decimals: 4 }, tw).text).toBe('26.9000');
  });

  it('signs and tones a change, with the sign in the text', () => {
    const format = { type: 'percent', scale: 'percent', decimals: 2, signed: true } as const;
    expect(formatValue(1.234, format, en)).toEqual({ text: '+1.23%', tone: 'up' });
    expect(formatValue(-0.5, format, en)).toEqual({ text: '-0.50%', tone: 'down' });
    expect(formatValue(0.001, format, en)).toEqual({ text: '0.00%', tone: 'flat' });
  });

  it('scales fractions to per cent', () => {
    expect(formatValue(0.0123, { type: 'percent', scale: 'fraction' }, en).text).toBe('1.23%');
  });

  it('writes dates in the visitor language', () => {
    expect(formatValue('2026-11-20', { type: 'date' }, en).text).toBe('20 Nov 2026');
    expect(formatValue('2026-11-20', { type: 'date' }, tw).text).toBe('2026-11-20');
  });

  it('shows a dash, never a crash, for values it cannot format', () => {
    for (const value of [null, undefined, NaN, Infinity, 'abc', {}, [], true]) {
      expect(formatValue(value, { type: 'number', decimals: 2 }, en)).toMatchObject({ text: '-', empty: true });
      expect(formatValue(value, { type: 'percent', scale: 'percent', signed: true }, en)).toMatchObject({ empty: true });
    }
    expect(formatValue('not a date', { type: 'date' }, en)).toMatchObject({ empty: true });
    expect(formatValue({ a: 1 }, undefined, en)).toMatchObject({ empty: true });
  });

  it('reads numeric strings but not other text', () => {
    expect(toNumber('1,234.5')).toBe(1234.5);
    expect(toNumber('12abc')).toBeUndefined();
  });
});
