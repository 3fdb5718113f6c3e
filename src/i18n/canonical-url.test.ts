import { describe, expect, it } from 'vitest';
import { canonicalLanguageUrl } from './canonical-url';

const canonical = (address: string) => canonicalLanguageUrl(new URL(address, 'https://funds.example'));

describe('the lang parameter', () => {
  it('leaves an address without lang to its prefix', () => {
    expect(canonical('/en/details?code=2800')).toBeUndefined();
    expect(canonical('/gb/index')).toBeUndefined();
  });

  it('wins over the prefix and moves to the canonical prefix without lang', () => {
    expect(canonical('/details?code=2800&lang=eng&tab=portfolio')).toBe('/en/details?code=2800&tab=portfolio');
    expect(canonical('/en/details?lang=chn&code=2800')).toBe('/gb/details?code=2800');
    expect(canonical('/gb/index?lang=zh-TW')).toBe('/index');
    expect(canonical('/en/index?lang=en-US#top')).toBe('/en/index#top');
  });

  it('takes any other value as Traditional Chinese', () => {
    expect(canonical('/en/index?lang=fr')).toBe('/index');
    expect(canonical('/gb/index?lang=')).toBe('/index');
    expect(canonical('/en?lang=xx')).toBe('/');
  });

  it('is stable: the rewritten address needs no further rewrite', () => {
    for (const address of ['/details?lang=eng&code=1', '/en/index?lang=chn', '/gb?lang=zh-TW']) {
      expect(canonical(canonical(address)!)).toBeUndefined();
    }
  });
});
