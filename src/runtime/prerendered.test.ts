// @vitest-environment happy-dom
// The page data the build writes into each page: read as data, and anything of another shape ignored.
import { describe, expect, it } from 'vitest';
import { readPrerendered, sameQuery } from './prerendered';

const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US'];

function documentWith(json: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'prerendered';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readPrerendered', () => {
  it('reads the page the HTML was built for', () => {
    const page = { path: '/details', search: 'code=2800', language: 'en-US', subject: { fundName: 'A' }, builtAt: '2026-11-26T02:00:00.000Z' };
    expect(readPrerendered(documentWith(JSON.stringify(page)), LANGUAGES)).toEqual(page);
  });

  it('a page without it, or with anything else in it, is drawn afresh', () => {
    for (const json of [
      undefined,
      '',
      'not json',
      'null',
      '[]',
      '{"path":"/index"}',
      '{"path":"/index","search":"","language":"fr","builtAt":"x"}',
      '{"path":"/index","search":"","language":"en-US","builtAt":"x","subject":[1]}',
      '{"path":1,"search":"","language":"en-US","builtAt":"x"}',
    ]) {
      expect(readPrerendered(documentWith(json), LANGUAGES), String(json)).toBeUndefined();
    }
  });
});

describe('sameQuery', () => {
  it('a page built for a fund and a tab is the page of that address, its parameters in any order', () => {
    expect(sameQuery('?code=2800&tab=tracking', 'code=2800&tab=tracking', 'information')).toBe(true);
    expect(sameQuery('?tab=tracking&code=2800', 'code=2800&tab=tracking', 'information')).toBe(true);
  });

  it("the screen's first tab, named, is the fund's page: it opens anyway", () => {
    expect(sameQuery('?code=2800&tab=information', 'code=2800', 'information')).toBe(true);
    expect(sameQuery('?code=2800', 'code=2800&tab=information', 'information')).toBe(true);
  });

  it('another fund, another tab, a filter, or a tab named twice asks for another page', () => {
    expect(sameQuery('?code=2801&tab=tracking', 'code=2800&tab=tracking', 'information')).toBe(false);
    expect(sameQuery('?code=2800&tab=portfolio', 'code=2800&tab=tracking', 'information')).toBe(false);
    expect(sameQuery('?code=2800&tab=tracking', 'code=2800', 'information')).toBe(false);
    expect(sameQuery('?code=2800&tab=information&tab=tracking', 'code=2800', 'information')).toBe(false);
    expect(sameQuery('?code=2800&tab=information', 'code=2800', undefined)).toBe(false);
    expect(sameQuery('?page=2', '', undefined)).toBe(false);
  });
});
