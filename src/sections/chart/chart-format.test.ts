import { describe, expect, it } from 'vitest';
import { axisLabelFormat, escapeHtml, isoDay, timestampOf, timeTickLabel } from './chart-format';

describe('chart text helpers', () => {
  it('reads a plain date as local midnight, and back', () => {
    const time = timestampOf('2026-03-01');
    expect(time).toBe(new Date(2026, 2, 1).getTime());
    expect(isoDay(time!)).toBe('2026-03-01');
    expect(timestampOf('not a date')).toBeUndefined();
    expect(timestampOf('2026-03-01 09:30')).toBe(new Date(2026, 2, 1, 9, 30).getTime());
  });

  it('reads a date and time without a zone as local time, with a space or a T, as every engine would', () => {
    expect(timestampOf('2026-12-07 10:34:45')).toBe(new Date(2026, 11, 7, 10, 34, 45).getTime());
    expect(timestampOf('2026-12-07T10:34:45')).toBe(new Date(2026, 11, 7, 10, 34, 45).getTime());
    // With a zone: the instant it names, the space read as ISO's T.
    expect(timestampOf('2026-12-07 10:34:45+08:00')).toBe(Date.UTC(2026, 11, 7, 2, 34, 45));
    expect(timestampOf('2026-12-07T02:34:45Z')).toBe(Date.UTC(2026, 11, 7, 2, 34, 45));
    expect(timestampOf('2026-13-45 99:99')).toBeUndefined();
    expect(timestampOf(null)).toBeUndefined();
  });

  it('names time-axis ticks by the unit they fall on, in the visitor language', () => {
    expect(timeTickLabel(new Date(2026, 0, 1).getTime(), 'en-US')).toBe('2026');
    expect(timeTickLabel(new Date(2026, 0, 1).getTime(), 'zh-TW')).toBe('2026年');
    expect(timeTickLabel(new Date(2026, 2, 1).getTime(), 'en-US')).toBe('Mar');
    expect(timeTickLabel(new Date(2026, 2, 1).getTime(), 'zh-CN')).toBe('3月');
    expect(timeTickLabel(new Date(2026, 2, 16).getTime(), 'en-US')).toBe('Mar 16');
  });

  it('gives axis labels only the decimals a tick needs', () => {
    expect(axisLabelFormat({ type: 'percent', scale: 'percent' }, 10)).toMatchObject({ decimals: 0 });
    expect(axisLabelFormat({ type: 'percent', scale: 'percent', decimals: 2 }, 2.5)).toMatchObject({ decimals: 1 });
    expect(axisLabelFormat({ type: 'percent', scale: 'fraction' }, 0.025)).toMatchObject({ decimals: 1 });
    expect(axisLabelFormat({ type: 'date' }, 1)).toEqual({ type: 'date' });
    expect(axisLabelFormat(undefined, 1)).toBeUndefined();
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
