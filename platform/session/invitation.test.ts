import { describe, expect, it } from 'vitest';
import { invitationOf } from './invitation';

describe('what a visitor was invited to', () => {
  it('a Flash Deal room link with an invite code', () =>
    expect(invitationOf({ roomId: '7', roomURL: '/grouppurchasegames/room', invite: 'KINBO1' })).toEqual({
      room: { game: 'deal', id: '7' },
      invite: 'KINBO1',
    }));
  it('a Flash Bid room without a code', () =>
    expect(invitationOf({ roomId: '12', roomURL: '/competitivegames/room', invite: null })).toEqual({ room: { game: 'bid', id: '12' }, invite: null }));
  it('a code without a room (or a room id on another screen)', () => expect(invitationOf({ roomId: '3', roomURL: '/reports', invite: 'AB12' })).toEqual({ room: null, invite: 'AB12' }));
  it('nothing, or nothing well-formed: no invitation', () => {
    expect(invitationOf({ roomId: null, roomURL: null, invite: null })).toBeNull();
    expect(invitationOf({ roomId: '7;x', roomURL: '/grouppurchasegames/room', invite: '<b>' })).toBeNull();
  });
});
