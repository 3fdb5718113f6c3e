import { describe, expect, it } from 'vitest';
import type { Screen } from '../manifest/screens.gen';
import { basicDataFields, basicDataKey, endOfHongKongDay, isGood, pickFields, validRecord, withRecord } from './fund-basic-data';
import screens from '../../screens.json';

describe('the basic data a visit keeps of a fund', () => {
  it('keeps the title and code fields and every subject field a rule of the screens reads', () => {
    const fields = basicDataFields((screens as unknown as { screens: Screen[] }).screens).get('/v1/fundProduct/detail/baseInfo');
    // Nothing else: not the prices, not the objective.
    expect(fields!.sort()).toEqual(['distributionFromCapital', 'fundCode', 'fundName', 'fundType', 'indexRole', 'listingDate']);
  });

  it('picks those fields at their paths, nested ones too, and leaves out what the record lacks', () => {
    const record = { fundName: 'A', fundCode: '2800', nav: 25.1, issuer: { code: 'PKS', name: 'x' } };
    expect(pickFields(record, ['fundName', 'fundCode', 'issuer.code', 'listingDate'])).toEqual({ fundName: 'A', fundCode: '2800', issuer: { code: 'PKS' } });
  });

  it('is good until the next midnight in Hong Kong (UTC+8), whatever the visitor’s time zone', () => {
    // 15:59:59 UTC is 23:59:59 in Hong Kong: good for one more second.
    expect(new Date(endOfHongKongDay(Date.parse('2026-11-25T15:59:59Z'))).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    // 16:00 UTC is already the next Hong Kong day.
    expect(new Date(endOfHongKongDay(Date.parse('2026-11-25T16:00:00Z'))).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(new Date(endOfHongKongDay(Date.parse('2026-11-25T02:00:00Z'))).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    const record = { data: {}, expiresAt: '2026-11-25T16:00:00.000Z' };
    expect(isGood(record, Date.parse('2026-11-25T15:59:59Z'))).toBe(true);
    expect(isGood(record, Date.parse('2026-11-25T16:00:00Z'))).toBe(false);
  });

  it('is kept by product code and language, with expiryDate the earliest end of the records', () => {
    const first = withRecord({}, '2800', 'en-US', { data: { fundName: 'Tracker' }, expiresAt: '2026-11-25T16:00:00.000Z' });
    const second = withRecord(first.fundBasicData, '3067', 'zh-TW', { data: { fundName: '恒生科技' }, expiresAt: '2026-11-26T16:00:00.000Z' });
    expect(second.fundBasicData['2800']!['en-US']!.data).toEqual({ fundName: 'Tracker' });
    expect(second.fundBasicData['3067']!['zh-TW']!.data).toEqual({ fundName: '恒生科技' });
    expect(second.expiryDate).toBe('2026-11-25T16:00:00.000Z');
    expect(basicDataKey({ productCode: '2800' })).toBe('2800');
    // A record fetched again replaces the old one, and its old end no longer counts.
    const again = withRecord(second.fundBasicData, '2800', 'en-US', { data: { fundName: 'Tracker' }, expiresAt: '2026-11-27T16:00:00.000Z' });
    expect(again.expiryDate).toBe('2026-11-26T16:00:00.000Z');
  });

  it('drops what the storage holds that this site did not write, and a hostile code is a key like any other', () => {
    const kept = { '2800': { 'en-US': { data: 'x', expiresAt: 1 }, 'zh-TW': { data: {}, expiresAt: '2026-11-25T16:00:00.000Z' } }, bad: null, worse: 'text' };
    const { fundBasicData } = withRecord(kept, '__proto__', 'en-US', { data: {}, expiresAt: '2026-11-25T16:00:00.000Z' });
    expect(Object.keys(fundBasicData)).toEqual(['2800', '__proto__']);
    expect(Object.keys(fundBasicData['2800']!)).toEqual(['zh-TW']);
    expect(({} as Record<string, unknown>)['en-US']).toBeUndefined();
    expect(withRecord(null, '2800', 'en-US', { data: {}, expiresAt: 'z' }).fundBasicData['2800']).toBeDefined();
    expect(validRecord(undefined)).toBeUndefined();
  });
});
