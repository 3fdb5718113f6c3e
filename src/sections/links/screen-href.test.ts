// Addresses of screen links keeping query parameters.
import { describe, expect, it } from 'vitest';
import { screenHref } from './screen-href';

const label = { 'zh-TW': 'x', 'zh-CN': 'x', 'en-US': 'x' };

describe('screenHref', () => {
  it('keeps the listed parameters of the current page', () => {
    expect(screenHref({ label, route: '/per-details', keep: ['code'] }, 'code=2800&tab=fees')).toBe('/per-details?code=2800');
  });

  it('keeps them in the order the link lists them, encoded', () => {
    expect(screenHref({ label, route: '/x', keep: ['b', 'a'] }, '?a=1&b=x y%26z')).toBe('/x?b=x+y%26z&a=1');
  });

  it('leaves out parameters the page does not have or has empty', () => {
    expect(screenHref({ label, route: '/dividend-details', keep: ['code', 'lang'] }, 'code=&other=1')).toBe('/dividend-details');
  });

  it('is the bare route without keep', () => {
    expect(screenHref({ label, route: '/index' }, 'code=2800')).toBe('/index');
  });
});
