import { describe, expect, it } from 'vitest';
import { chosenRecord, variantsOf } from './metric-variants';
import { noteText } from '../section-note';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const variants = { path: 'counters', key: 'tradingCurrency', param: 'counter', label: label('Counter') };
const quote = {
  tradingCurrency: 'HKD',
  lastPrice: 28.95,
  counters: [
    { tradingCurrency: 'HKD', stockCode: '02800', lastPrice: 28.95 },
    { tradingCurrency: 'CNY', stockCode: '82800', lastPrice: 26.8 },
    { stockCode: 'no key' },
    'not a record',
  ],
};

describe('metric variants', () => {
  it('keeps only versions that are records with a key', () => {
    expect(variantsOf(quote, variants).map((entry) => entry.tradingCurrency)).toEqual(['HKD', 'CNY']);
    expect(variantsOf({ counters: 'nope' }, variants)).toEqual([]);
  });

  it('reads the chosen version over the record, the first when the choice is unknown', () => {
    expect(chosenRecord(quote, variants, 'CNY')).toMatchObject({ tradingCurrency: 'CNY', lastPrice: 26.8 });
    expect(chosenRecord(quote, variants, 'EUR')).toMatchObject({ tradingCurrency: 'HKD', lastPrice: 28.95 });
    expect(chosenRecord({ lastPrice: 1 }, variants, 'CNY')).toEqual({ lastPrice: 1 });
  });
});

describe('section note', () => {
  it('fills each {name} and leaves other text alone', () => {
    expect(noteText('As of {asOf}, in {currency} {x', (name) => (name === 'asOf' ? '20 Nov 2026' : '-'))).toBe('As of 20 Nov 2026, in - {x');
  });
});
