import { describe, expect, it } from 'vitest';
import type { Filter, Label } from '../../manifest/screens.gen';
import { optionsOf } from './filter-options';

const label = (en: string, zh = en) => ({ 'zh-TW': zh, 'zh-CN': zh, 'en-US': en });
const english = (text: Label) => text['en-US'];

describe('filter options', () => {
  it("takes the manifest's options in the language", () => {
    const filter: Filter = { param: 'x', control: 'select', label: label('X'), options: [{ value: 'A', label: label('Apple', '蘋果') }] };
    expect(optionsOf(filter, undefined, english)).toEqual([{ value: 'A', label: 'Apple' }]);
  });

  it("takes a dictionary's entries when the manifest has none, and none before it arrives", () => {
    const filter: Filter = { param: 'issuer', control: 'multiSelect', label: label('Issuer'), dictType: 'issuer' };
    expect(optionsOf(filter, [{ value: 'HBR', label: 'Harbour' }], english)).toEqual([{ value: 'HBR', label: 'Harbour' }]);
    expect(optionsOf(filter, undefined, english)).toEqual([]);
  });

  it('keeps chosen values that no option has, shown as their code', () => {
    const filter: Filter = { param: 'issuer', control: 'multiSelect', label: label('Issuer'), dictType: 'issuer' };
    expect(optionsOf(filter, [{ value: 'HBR', label: 'Harbour' }], english, ['HBR', 'OLD'])).toEqual([
      { value: 'HBR', label: 'Harbour' },
      { value: 'OLD', label: 'OLD' },
    ]);
  });
});
