import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentReturnTo, returnToOf, withReturnTo } from './returnTo';

afterEach(() => vi.unstubAllGlobals());

describe('returnTo: detours come back, only to the app', () => {
  it('adds a safe app path, encoded, after any query', () => {
    expect(withReturnTo('/wallet/purchase_ticket', '/grouppurchasegames/room?roomId=98')).toBe('/wallet/purchase_ticket?returnTo=%2Fgrouppurchasegames%2Froom%3FroomId%3D98');
    expect(withReturnTo('/wallet/deposit?type=0', '/grouppurchasegames/room?roomId=98')).toBe('/wallet/deposit?type=0&returnTo=%2Fgrouppurchasegames%2Froom%3FroomId%3D98');
  });

  it('carries and follows nothing that leaves the app', () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/nowhere', '/login', '', null, undefined]) {
      expect(withReturnTo('/wallet/deposit?type=0', bad as string | null)).toBe('/wallet/deposit?type=0');
      expect(returnToOf(`?returnTo=${encodeURIComponent(String(bad))}`)).toBeNull();
    }
    expect(returnToOf('?returnTo=%2Fgrouppurchasegames%2Froom%3FroomId%3D98')).toBe('/grouppurchasegames/room?roomId=98');
  });

  it('a detour of a detour keeps the screen it started from', () => {
    vi.stubGlobal('window', { location: { pathname: '/wallet/purchase_ticket', search: '?returnTo=%2Fgrouppurchasegames%2Froom%3FroomId%3D98' } });
    expect(currentReturnTo()).toBe('/grouppurchasegames/room?roomId=98');
    vi.stubGlobal('window', { location: { pathname: '/grouppurchasegames/room', search: '?roomId=98' } });
    expect(currentReturnTo()).toBe('/grouppurchasegames/room?roomId=98');
  });
});
