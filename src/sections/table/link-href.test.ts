// The in-site address of a field's link for one row.
import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href';

describe('linkHref', () => {
  it('fills the query from the row', () => {
    expect(linkHref({ link: { route: '/details', query: { code: 'fundCode' } } }, { fundCode: '2800' })).toBe('/details?code=2800');
  });

  it('gives no link when a parameter is missing, or the field has none', () => {
    expect(linkHref({ link: { route: '/details', query: { code: 'fundCode' } } }, {})).toBeUndefined();
    expect(linkHref({}, { fundCode: '2800' })).toBeUndefined();
  });

  it('links to the bare route without a query', () => {
    expect(linkHref({ link: { route: '/about' } }, {})).toBe('/about');
  });
});
