import { describe, expect, it } from 'vitest';
import { messageTargets } from './message-targets';

const own = 'https://funds.example.com';
const portal = 'https://portal.example.com';
const other = 'https://other.example.org';

describe('messageTargets', () => {
  it('posts to any parent when config allows "*"', () => {
    expect(messageTargets('*', { ownOrigin: own, ancestorOrigin: other })).toEqual(['*']);
  });

  it('posts only to the parent when its origin is listed', () => {
    expect(messageTargets([other, portal], { ownOrigin: own, ancestorOrigin: portal })).toEqual([portal]);
  });

  it('posts nothing to a parent whose origin is not listed', () => {
    expect(messageTargets([portal], { ownOrigin: own, ancestorOrigin: other })).toEqual([]);
    expect(messageTargets([portal], { ownOrigin: own, referrer: `${other}/page?x=1` })).toEqual([]);
  });

  it('reads the parent from the referrer when the browser has no ancestorOrigins', () => {
    expect(messageTargets([portal], { ownOrigin: own, referrer: `${portal}/funds/2800` })).toEqual([portal]);
  });

  it('posts to each listed origin, never "*", when the parent is unknown', () => {
    expect(messageTargets([portal, other], { ownOrigin: own })).toEqual([portal, other]);
    expect(messageTargets([portal], { ownOrigin: own, ancestorOrigin: 'null', referrer: '' })).toEqual([portal]);
    // A referrer from the site itself (the frame navigated) says nothing about the parent.
    expect(messageTargets([portal], { ownOrigin: own, referrer: `${own}/en/index` })).toEqual([portal]);
  });

  it('compares origins in their normal form (default port, case)', () => {
    expect(messageTargets(['https://Portal.example.com:443'], { ownOrigin: own, ancestorOrigin: portal })).toEqual([portal]);
  });
});
