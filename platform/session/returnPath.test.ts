// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, safeReturnPath, takeReturnPath } from './returnPath';
import { markSessionExpired, takeSessionExpired } from './sessionExpired';

describe('safeReturnPath', () => {
  it('keeps a same-origin app route with its query', () => {
    expect(safeReturnPath('/reports/details?id=12')).toBe('/reports/details?id=12');
    expect(safeReturnPath('/profile/security/')).toBe('/profile/security');
    expect(safeReturnPath('/competitivegames/room?roomId=4#bid')).toBe('/competitivegames/room?roomId=4');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['another origin', 'https://evil.example/reports'],
    ['a protocol-relative URL', '//evil.example/reports'],
    ['a backslash trick', '/\\evil.example/reports'],
    ['a backslash later on', '/reports\\..\\login'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'reports'],
    ['control characters', '/reports\n/evil'],
    ['a tab inside', '/\t/evil.example'],
    ['an unknown route', '/admin'],
    ['the login screen itself', '/login?x=1'],
    ['register', '/register'],
    ['a path that climbs out', '/reports/../../login'],
    ['too long', `/reports?${'a'.repeat(600)}`],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('remembered return path and expiry', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once', () => {
    rememberReturnPath('/reports?type=usdt');
    expect(takeReturnPath()).toBe('/reports?type=usdt');
    expect(takeReturnPath()).toBeNull();
  });

  it('never stores an unsafe path, and re-checks what storage holds', () => {
    rememberReturnPath('/reports');
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBeNull();
    sessionStorage.setItem('auth.returnTo', 'https://evil.example/');
    expect(takeReturnPath()).toBeNull();
  });

  it('says once that the session expired', () => {
    expect(takeSessionExpired()).toBe(false);
    markSessionExpired();
    expect(takeSessionExpired()).toBe(true);
    expect(takeSessionExpired()).toBe(false);
  });
});
