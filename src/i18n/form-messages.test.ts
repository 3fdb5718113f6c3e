import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formMessage } from './form-messages';

describe('default form messages', () => {
  it('words required, length, range and type in each language', () => {
    const en = i18n.getFixedT('en-US');
    expect(formMessage(en, 'Fund code', { rule: 'required' })).toBe('Fund code is required.');
    expect(formMessage(en, 'Keyword', { rule: 'length', min: 1, max: 50 })).toBe('Keyword must be 1 to 50 characters long.');
    expect(formMessage(en, 'Fund size', { rule: 'range', min: 0, max: 100 })).toBe('Fund size must be between 0 and 100.');
    expect(formMessage(en, 'Start date', { rule: 'type', type: 'date' })).toBe('Start date must be a valid date.');
    expect(formMessage(i18n.getFixedT('zh-TW'), '基金代號', { rule: 'required' })).toBe('請填寫基金代號。');
    expect(formMessage(i18n.getFixedT('zh-CN'), '开始日期', { rule: 'type', type: 'date' })).toBe('开始日期须为有效的日期。');
  });
});
