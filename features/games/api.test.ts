import { describe, expect, it } from 'vitest';
import { API_CODES } from '@/shared/contract';
import { ApiError } from '../../platform/http/client';
import { isMember } from '@/shared/contract/games';
import { GAME_PAGE_SIZE, GAME_POLL_MS, nextPage, roomInfoQuery, uniqueById } from './api';

describe('game helpers', () => {
  it('reads is_room as a boolean or 0/1', () => {
    expect(isMember({ is_room: 1 })).toBe(true);
    expect(isMember({ is_room: true })).toBe(true);
    expect(isMember({ is_room: 0 })).toBe(false);
  });

  it('asks for the next page only after a full page (limit 20)', () => {
    expect(GAME_PAGE_SIZE).toBe(20);
    expect(nextPage(new Array(20).fill(0), 1)).toBe(2);
    expect(nextPage(new Array(20).fill(0), 3)).toBe(4);
    expect(nextPage(new Array(19).fill(0), 1)).toBeUndefined();
    expect(nextPage([], 2)).toBeUndefined();
    expect(nextPage(undefined, 1)).toBeUndefined();
  });

  it('shows a room that slid between pages once, in its first place', () => {
    expect(uniqueById([{ id: 3 }, { id: 2 }, { id: 2 }, { id: 1 }, { id: 3 }]).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe('room polling', () => {
  const interval = (status: string, error: unknown = null) => {
    const refetchInterval = roomInfoQuery(7).refetchInterval as (query: unknown) => number | false;
    return refetchInterval({ state: { status, error }, queryKey: roomInfoQuery(7).queryKey });
  };

  it('polls every 2 s while the answers are good', () => {
    expect(interval('success')).toBe(GAME_POLL_MS);
  });

  it('stops asking for a room the server refused', () => {
    expect(interval('error', new ApiError(API_CODES.GAME_NOT_FOUND, 'This room does not exist', null))).toBe(false);
  });

  it('keeps asking after a failure to reach the server, so the room comes back with the network', () => {
    expect(interval('error', new ApiError(-1, 'Network error', null))).toBe(GAME_POLL_MS);
  });
});
