import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.mjs';

const frameAncestors = (/** @type {import('./security-headers.mjs').PolicyConfig} */ config) =>
  contentSecurityPolicy(config)
    .split('; ')
    .find((d) => d.startsWith('frame-ancestors'));

describe('frame-ancestors from config.json', () => {
  it('lets any site frame the pages when parentOrigins is "*"', () => {
    expect(frameAncestors({ commonServersBase: '/api', embed: { parentOrigins: '*' } })).toBe('frame-ancestors *');
  });

  it('lets only the site itself and the listed partners frame the pages', () => {
    const config = { commonServersBase: '/api', embed: { parentOrigins: ['https://portal.example.com', 'http://127.0.0.1:4199'] } };
    expect(frameAncestors(config)).toBe("frame-ancestors 'self' https://portal.example.com http://127.0.0.1:4199");
  });
});
