// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasLiveToken, useSession } from './store';
import { readEntryParams } from '@/platform/shell/routes';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ hydrated: false });
  useSession.getState().clearAll();
  useSession.setState({ hydrated: false });
});

describe('session store', () => {
  it('keeps token and expiry under the spec keys and reads them back', () => {
    useSession.getState().setSession('abc', 2_000_000_000);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('tokenTime')).toBe('2000000000');
    useSession.setState({ token: null, tokenTime: null, hydrated: false });
    useSession.getState().hydrate();
    expect(useSession.getState()).toMatchObject({ token: 'abc', tokenTime: 2_000_000_000, hydrated: true });
  });

  it('a token counts only until its expiry', () => {
    expect(hasLiveToken({ token: 'a', tokenTime: 100 }, 99)).toBe(true);
    expect(hasLiveToken({ token: 'a', tokenTime: 100 }, 100)).toBe(false);
    expect(hasLiveToken({ token: null, tokenTime: null })).toBe(false);
  });

  it('remembers a shared room link and hands it over once after login', () => {
    useSession.getState().rememberEntry({ roomId: '42', invite: 'ABC123', path: '/grouppurchasegames/room' });
    expect(localStorage.getItem('invite')).toBe('ABC123');
    expect(useSession.getState().takePendingRoom()).toBe('/grouppurchasegames/room?roomId=42');
    expect(useSession.getState().takePendingRoom()).toBeNull();
    expect(localStorage.getItem('roomId')).toBeNull();
    expect(useSession.getState().invite).toBe('ABC123'); // the invite stays for the register form
  });

  it('clearAll wipes storage, user info and wallet', () => {
    const s = useSession.getState();
    s.setSession('abc', 1);
    localStorage.setItem('userInfo', JSON.stringify({ id: 1, email: 'a@b.co' }));
    s.setWallet({ address: '0xabc', chainId: 56, status: 'connected' });
    s.clearAll();
    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ token: null, walletAddress: null, walletStatus: 'disconnected' });
  });

  it('clearAll keeps the chosen language and nothing else of the session', () => {
    const s = useSession.getState();
    localStorage.setItem('language', 'vi-VN');
    s.setSession('abc', 1);
    s.rememberEntry({ roomId: '7', invite: 'KINBO1', path: '/grouppurchasegames/room' });
    localStorage.setItem('userInfo', JSON.stringify({ id: 1 }));
    s.clearAll();
    expect({ ...localStorage }).toEqual({ language: 'vi-VN' });
    expect(useSession.getState()).toMatchObject({ token: null, invite: null, roomId: null, roomURL: null });
  });

  it('reads back only well-formed link values from storage', () => {
    localStorage.setItem('roomId', '7 OR 1');
    localStorage.setItem('invite', '<img src=x>');
    localStorage.setItem('roomURL', '//evil.example/room');
    useSession.getState().hydrate();
    expect(useSession.getState()).toMatchObject({ roomId: null, invite: null, roomURL: null });
  });

  it('a remembered wallet starts as reconnecting, not connected', () => {
    localStorage.setItem('walletAddress', '0x1234');
    useSession.getState().hydrate();
    expect(useSession.getState().walletStatus).toBe('reconnecting');
  });
});

describe('entry parameters from the address are validated', () => {
  it('keeps well-formed values', () => expect(readEntryParams('?roomId=12&invite=AB12cd&navpage=1')).toEqual({ roomId: '12', invite: 'AB12cd', navPage: true }));
  it('drops malformed values', () => expect(readEntryParams('?roomId=1;drop&invite=<script>')).toEqual({ roomId: null, invite: null, navPage: false }));
});
