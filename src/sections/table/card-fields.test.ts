// Which fields make a phone card's title and lines.
import { describe, expect, it } from 'vitest';
import type { Field } from '../../manifest/screens.gen';
import { cardFields } from './card-fields';

const label = { 'zh-TW': 'x', 'zh-CN': 'x', 'en-US': 'x' };
const field = (key: string, card?: Field['card']): Field => (card ? { key, label, card } : { key, label });
const keys = (fields: Field[]) => fields.map((f) => f.key);

describe('cardFields', () => {
  it('heads the card with the field marked title, the rest as lines in order', () => {
    const parts = cardFields([field('code'), field('name', 'title'), field('nav')]);
    expect(parts.title.key).toBe('name');
    expect(keys(parts.lines)).toEqual(['code', 'nav']);
  });

  it('takes the first field as the title when none is marked', () => {
    const parts = cardFields([field('name'), field('code'), field('nav')]);
    expect(parts.title.key).toBe('name');
    expect(keys(parts.lines)).toEqual(['code', 'nav']);
  });

  it('leaves hidden fields out, and never takes one as the title', () => {
    const parts = cardFields([field('isin', 'hidden'), field('name'), field('code', 'hidden'), field('nav')]);
    expect(parts.title.key).toBe('name');
    expect(keys(parts.lines)).toEqual(['nav']);
  });
});
