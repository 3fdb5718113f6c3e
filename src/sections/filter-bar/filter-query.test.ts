import { describe, expect, it } from 'vitest';
import type { Filter } from '../../manifest/screens.gen';
import {
  activeCount,
  cleanupUpdates,
  hrefWith,
  isActive,
  normalizeSearch,
  numberParam,
  paramsOf,
  parseList,
  rangeInverted,
  resetUpdates,
  withParams,
} from './filter-query';

const label = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, 'en-US': en });
const type: Filter = { param: 'type', control: 'segmented', label: label('Fund type'), dictType: 'fundType', default: 'ALL' };
const issuer: Filter = { param: 'issuer', control: 'multiSelect', label: label('Issuer'), dictType: 'issuer' };
const ratio: Filter = { param: 'expenseRatio', control: 'range', label: label('Expense ratio') };
const keyword: Filter = { param: 'keyword', control: 'search', label: label('Search') };
const filters = [type, issuer, ratio, keyword];

describe('filter query', () => {
  it('names the parameters a filter writes: two for a range', () => {
    expect(paramsOf(type)).toEqual(['type']);
    expect(paramsOf(ratio)).toEqual(['expenseRatioMin', 'expenseRatioMax']);
  });

  it('sets and removes parameters, keeps the others, drops the page, and keeps commas readable', () => {
    expect(withParams('code=2800&page=3&keyword=x', { issuer: 'HBR,PKS', keyword: undefined })).toBe('code=2800&issuer=HBR,PKS');
    expect(withParams('type=ETF', { type: '' })).toBe('');
    expect(new URLSearchParams(withParams('', { keyword: 'a,b & c' })).get('keyword')).toBe('a,b & c');
  });

  it('builds the address with or without a query', () => {
    expect(hrefWith('/index', '')).toBe('/index');
    expect(hrefWith('/index', 'type=ETF')).toBe('/index?type=ETF');
  });

  it('resets every parameter of the bar', () => {
    expect(resetUpdates(filters)).toEqual({ type: undefined, issuer: undefined, expenseRatioMin: undefined, expenseRatioMax: undefined, keyword: undefined });
    expect(withParams('type=ETF&issuer=HBR&expenseRatioMax=1&keyword=x&code=2800&page=2', resetUpdates(filters))).toBe('code=2800');
  });

  it('counts a filter active when the address narrows by it (a default or an empty value does not)', () => {
    expect(isActive(type, new URLSearchParams('type=ALL'))).toBe(false);
    expect(isActive(type, new URLSearchParams('type=ETF'))).toBe(true);
    expect(isActive(ratio, new URLSearchParams('expenseRatioMax=0.5'))).toBe(true);
    expect(isActive(keyword, new URLSearchParams('keyword='))).toBe(false);
    expect(activeCount(filters, new URLSearchParams('type=ETF&issuer=HBR,PKS&expenseRatioMin=0.1&expenseRatioMax=0.5&page=2'))).toBe(3);
  });

  it('reads lists without empty items', () => {
    expect(parseList('HBR,,PKS,')).toEqual(['HBR', 'PKS']);
    expect(parseList(null)).toEqual([]);
  });

  it('trims searches and keeps at most 100 characters', () => {
    expect(normalizeSearch('  hang seng  ')).toBe('hang seng');
    expect(normalizeSearch('x'.repeat(150))).toHaveLength(100);
  });

  it('writes finished numbers only', () => {
    expect(numberParam(0.5)).toBe('0.5');
    expect(numberParam('0.50')).toBe('0.5');
    expect(numberParam('')).toBe('');
    expect(numberParam('0.')).toBe('');
    expect(numberParam('-')).toBe('');
    expect(numberParam(Number.NaN)).toBe('');
  });

  it('finds a minimum above the maximum only when both are given', () => {
    expect(rangeInverted('0.5', '0.1')).toBe(true);
    expect(rangeInverted('0.1', '0.5')).toBe(false);
    expect(rangeInverted('0.5', '0.5')).toBe(false);
    expect(rangeInverted('0.5', '')).toBe(false);
    expect(rangeInverted('10', '9')).toBe(true);
  });
});

describe('cleanupUpdates', () => {
  const label = { 'zh-TW': 'x', 'zh-CN': 'x', 'en-US': 'x' };
  const filters: Filter[] = [
    { param: 'type', control: 'segmented', label, dictType: 'fundType' },
    { param: 'issuer', control: 'multiSelect', label, dictType: 'issuer' },
    { param: 'expenseRatio', control: 'range', label },
    { param: 'keyword', control: 'search', label },
  ];
  const known = (filter: Filter) => ({ type: ['ALL', 'ETF', 'PUB', 'PRI'], issuer: ['HBR', 'PKS'] })[filter.param as 'type' | 'issuer'];

  it('drops unknown codes, keeps known ones, and leaves a usable address alone', () => {
    expect(cleanupUpdates(filters, new URLSearchParams('type=ETF&issuer=HBR,PKS&expenseRatioMin=0.1&keyword=hang'), known)).toEqual({});
    expect(cleanupUpdates(filters, new URLSearchParams('type=BOGUS&issuer=HBR,NOPE'), known)).toEqual({ type: undefined, issuer: 'HBR' });
    expect(cleanupUpdates(filters, new URLSearchParams('issuer=NOPE'), known)).toEqual({ issuer: undefined });
  });

  it('waits for a dictionary before judging its codes', () => {
    expect(cleanupUpdates(filters, new URLSearchParams('issuer=ANY'), () => undefined)).toEqual({});
  });

  it('drops ranges that are not numbers or run backwards, and cuts an overlong search', () => {
    expect(cleanupUpdates(filters, new URLSearchParams('expenseRatioMin=abc&expenseRatioMax=1'), known)).toEqual({ expenseRatioMin: undefined });
    expect(cleanupUpdates(filters, new URLSearchParams('expenseRatioMin=2&expenseRatioMax=1'), known)).toEqual({
      expenseRatioMin: undefined,
      expenseRatioMax: undefined,
    });
    expect(cleanupUpdates(filters, new URLSearchParams(`keyword=${'a'.repeat(150)}`), known)).toEqual({ keyword: 'a'.repeat(100) });
  });
});
