// What counts as an empty record for the kinds that show one record.
import { describe, expect, it } from 'vitest';
import { asRecord, isBlank, isEmptyRecord } from './record';

describe('isEmptyRecord', () => {
  it('is empty when the data is not an object', () => {
    for (const value of [undefined, null, 'x', 3, [], [{ a: 1 }]]) expect(isEmptyRecord(value, ['a']), String(value)).toBe(true);
  });

  it('is empty when every field the section shows is null, blank or an empty list', () => {
    expect(isEmptyRecord({}, ['a'])).toBe(true);
    expect(isEmptyRecord({ a: null, b: '  ', c: [], d: undefined, e: { f: null } }, ['a', 'b', 'c', 'd', 'e'])).toBe(true);
    // An unlisted fund's quote: identifiers filled in, every figure the section shows null.
    expect(isEmptyRecord({ fundCode: 'PUB0107', listed: false, lastPrice: null, iNav: null }, ['lastPrice', 'iNav'])).toBe(true);
  });

  it('is not empty when one shown field has a value, even 0 or false', () => {
    expect(isEmptyRecord({ a: null, b: 0 }, ['a', 'b'])).toBe(false);
    expect(isEmptyRecord({ a: false }, ['a'])).toBe(false);
    expect(isEmptyRecord({ dealers: ['A'] }, ['dealers'])).toBe(false);
    expect(isEmptyRecord({ nested: { value: 1 } }, ['nested.value'])).toBe(false);
  });
});

describe('asRecord and isBlank', () => {
  it('takes only plain objects as records', () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord([1])).toBeUndefined();
    expect(asRecord(null)).toBeUndefined();
  });

  it('treats a list of blanks as blank', () => {
    expect(isBlank([null, ''])).toBe(true);
    expect(isBlank(['', 'x'])).toBe(false);
  });
});
