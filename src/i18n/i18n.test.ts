import { afterEach, describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import { addLanguage, hasLanguage, i18n, i18nIn, loadLanguage } from './i18n';

describe('texts by language', () => {
  afterEach(() => addLanguage('en-US', enUS));

  it("loads a language's texts once, on demand, for every instance of the interface", async () => {
    i18n.removeResourceBundle('en-US', 'translation');
    expect(hasLanguage('en-US')).toBe(false);
    // Until then an English text is the default language's.
    expect(i18nIn('en-US').t('form.required', { field: 'X' })).toBe(i18nIn('zh-TW').t('form.required', { field: 'X' }));
    const first = loadLanguage('en-US');
    expect(loadLanguage('en-US')).toBe(first);
    await first;
    expect(hasLanguage('en-US')).toBe(true);
    expect(i18nIn('en-US').t('form.required', { field: 'Fund code' })).toBe('Fund code is required.');
    // Loaded: nothing to wait for.
    await expect(loadLanguage('en-US')).resolves.toBeUndefined();
  });
});
