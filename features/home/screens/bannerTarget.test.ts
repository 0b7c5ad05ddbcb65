import { describe, expect, it } from 'vitest';
import { bannerTarget, isInAppPath } from './bannerTarget';

describe('banner targets (spec §2 jump types)', () => {
  it('jump type 0 with an in-app path navigates inside the app', () => {
    expect(bannerTarget({ jump_type: 0, jump_url: '/wallet' })).toEqual({ kind: 'internal', href: '/wallet' });
    expect(bannerTarget({ jump_type: 0, jump_url: '/reports?type=kinbo' })).toEqual({ kind: 'internal', href: '/reports?type=kinbo' });
  });

  it('jump type 1 opens an http(s) URL in a new window', () => {
    expect(bannerTarget({ jump_type: 1, jump_url: 'https://example.com/news' })).toEqual({ kind: 'external', href: 'https://example.com/news' });
    expect(bannerTarget({ jump_type: 1, jump_url: 'http://example.com' })).toEqual({ kind: 'external', href: 'http://example.com' });
  });

  it('jump type 0 with a URL of our own origin stays in the app; another origin opens outside', () => {
    expect(bannerTarget({ jump_type: 0, jump_url: 'https://kinbo.app/mall?x=1' }, 'https://kinbo.app')).toEqual({ kind: 'internal', href: '/mall?x=1' });
    expect(bannerTarget({ jump_type: 0, jump_url: 'https://other.app/' }, 'https://kinbo.app')).toEqual({ kind: 'external', href: 'https://other.app/' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '//evil.example/path',
    '/\\evil.example',
    'evil.example',
    'wallet',
    'ftp://example.com',
    'https://',
    '',
    '   ',
    '/with space',
  ])('ignores %j', (jump_url) => {
    expect(bannerTarget({ jump_type: 0, jump_url })).toBeNull();
    expect(bannerTarget({ jump_type: 1, jump_url })).toBeNull();
  });

  it('ignores unknown jump types', () => {
    expect(bannerTarget({ jump_type: 5 as 0, jump_url: '/wallet' })).toBeNull();
  });

  it('in-app paths have exactly one leading slash', () => {
    expect(isInAppPath('/')).toBe(true);
    expect(isInAppPath('//x')).toBe(false);
  });
});
