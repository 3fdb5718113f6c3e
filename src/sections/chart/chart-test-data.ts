// What the chart's tests draw: a fund's cumulative return against its index, with labels in the three languages.
import type { ChartSpec, Format } from '../../manifest/screens.gen';

/** A manifest label: English, Traditional and Simplified Chinese (each defaulting to the one before). */
export const L = (en: string, tw = en, cn = tw) => ({ 'zh-TW': tw, 'zh-CN': cn, 'en-US': en });
export const percent: Format = { type: 'percent', scale: 'percent' };

/** A line over dates with two series, the first as an area, and a zoom slider. */
export const trend: ChartSpec = {
  type: 'line',
  x: { key: 'date', label: L('Date', '日期'), format: { type: 'date' } },
  series: [
    { key: 'fundPct', label: L('Fund', '基金'), format: percent, area: true },
    { key: 'indexPct', label: L('Index', '指數'), format: percent },
  ],
  yFormat: percent,
  zoom: true,
};
