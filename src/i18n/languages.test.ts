import { describe, expect, it } from 'vitest';
import { languageFromParam, localizedPath, splitLanguagePath } from './languages';

describe('languages in the URL', () => {
  it('reads the language from the path prefix', () => {
    expect(splitLanguagePath('/en/details')).toEqual({ language: 'en-US', prefix: '/en', path: '/details' });
    expect(splitLanguagePath('/gb')).toEqual({ language: 'zh-CN', prefix: '/gb', path: '/' });
    expect(splitLanguagePath('/index')).toEqual({ language: 'zh-TW', prefix: '', path: '/index' });
    expect(splitLanguagePath('/english')).toEqual({ language: 'zh-TW', prefix: '', path: '/english' });
  });

  it('builds the path of a screen in a language', () => {
    expect(localizedPath('en-US', '/index')).toBe('/en/index');
    expect(localizedPath('zh-TW', '/details')).toBe('/details');
    expect(localizedPath('zh-CN', 'details')).toBe('/gb/details');
  });

  it('maps the lang parameter as the product rules say', () => {
    expect(['en-US', 'eng', 'zh-CN', 'chn', 'zh-TW', 'fr', ''].map(languageFromParam)).toEqual(['en-US', 'en-US', 'zh-CN', 'zh-CN', 'zh-TW', 'zh-TW', 'zh-TW']);
  });
});
