import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { visibilityOf, type SubjectState } from './visibility';
import type { SubjectRule, Visibility } from '../manifest/screens.gen';

/** Visibility with these subject rules. */
const rules = (...subject: SubjectRule[]): Visibility => ({ subject: subject as Visibility['subject'] });

const today = dayjs('2026-11-20');
const fund = (value: Record<string, unknown>): SubjectState => ({ status: 'ready', value });
const etf = fund({ fundType: 'ETF', listingDate: '2026-07-01' });

describe('visibility rules', () => {
  it('shows sections without rules, and while there is no subject or it failed', () => {
    expect(visibilityOf(undefined, etf, today)).toBe('show');
    const onType = rules({ field: 'fundType', in: ['ETF'] });
    expect(visibilityOf(onType, { status: 'none' }, today)).toBe('show');
    expect(visibilityOf(onType, { status: 'error', message: undefined, retry: () => {} }, today)).toBe('show');
    expect(visibilityOf(onType, { status: 'pending' }, today)).toBe('wait');
  });

  it('checks in and notIn on a field', () => {
    expect(visibilityOf(rules({ field: 'fundType', in: ['ETF'] }), etf, today)).toBe('show');
    expect(visibilityOf(rules({ field: 'fundType', in: ['PUB', 'PRI'] }), etf, today)).toBe('hide');
    expect(visibilityOf(rules({ field: 'fundType', notIn: ['ETF'] }), etf, today)).toBe('hide');
  });

  it('tells a fund under 6 months from one over, on the day', () => {
    const older = rules({ field: 'listingDate', olderThanMonths: 6 });
    const younger = rules({ field: 'listingDate', youngerThanMonths: 6 });
    expect(visibilityOf(older, fund({ listingDate: '2026-05-21' }), today)).toBe('hide');
    expect(visibilityOf(older, fund({ listingDate: '2026-05-20' }), today)).toBe('show');
    expect(visibilityOf(younger, fund({ listingDate: '2026-05-21' }), today)).toBe('show');
    expect(visibilityOf(younger, fund({ listingDate: '2026-05-20' }), today)).toBe('hide');
    expect(visibilityOf(older, fund({ listingDate: 'not a date' }), today)).toBe('hide');
  });

  it('needs every rule to hold', () => {
    const both = rules({ field: 'fundType', in: ['ETF'] }, { field: 'listingDate', olderThanMonths: 6 });
    expect(visibilityOf(both, etf, today)).toBe('hide');
    expect(visibilityOf(both, fund({ fundType: 'ETF', listingDate: '2020-01-01' }), today)).toBe('show');
  });

  it('shows a section with a rule on the address only when the address has each parameter, with a value', () => {
    const needsCodes: Visibility = { query: ['codes'] };
    const none = { status: 'none' } as const;
    expect(visibilityOf(needsCodes, none, today, new URLSearchParams('codes=2800,2808'))).toBe('show');
    expect(visibilityOf(needsCodes, none, today, new URLSearchParams('codes='))).toBe('hide');
    expect(visibilityOf(needsCodes, none, today, new URLSearchParams(''))).toBe('hide');
  });
});
