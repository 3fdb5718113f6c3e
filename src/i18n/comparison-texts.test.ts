// The comparison's texts come with its kinds' code: a language loaded before gets them at once, one
// loaded after gets them as it comes, and none counts as loaded because of them alone.
import { afterAll, describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import { addLanguage, hasLanguage, i18n } from './i18n';
import { addComparisonTexts } from './comparison-texts';

afterAll(() => addLanguage('en-US', enUS));

describe('the comparison’s texts', () => {
  it('reach the languages loaded before and after, without making a language count as loaded', () => {
    i18n.removeResourceBundle('en-US', 'translation');
    addComparisonTexts();
    expect(i18n.getFixedT('zh-TW')('comparison.add')).toBe('加入基金');
    // English is not in yet: the comparison's words alone do not make it so.
    expect(hasLanguage('en-US')).toBe(false);
    addLanguage('en-US', enUS);
    expect(i18n.getFixedT('en-US')('comparison.add')).toBe('Add a fund');
    expect(i18n.getFixedT('en-US')('states.noData')).toBe(enUS.states.noData);
  });
});
